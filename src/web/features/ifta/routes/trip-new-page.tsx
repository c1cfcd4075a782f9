import { useState } from 'react'
import { useNavigate } from 'react-router'
import { BackLink } from '@/web/components/ui/back-link'
import { PageTitle } from '@/web/components/ui/page-title'
import { useCreateTrip } from '@/web/features/ifta/api/trips-api'
import { IftaAccess } from '@/web/features/ifta/components/ifta-access'
import { TripForm } from '@/web/features/ifta/components/trip-form'
import { IFTA_NOTICES } from '@/web/features/ifta/lib/ifta-labels'
import { emptyTripValues } from '@/web/features/ifta/lib/trip-form-values'
import { notifySuccess } from '@/web/lib/notify'
import { useToday } from '@/web/lib/today'

export function TripNewPage() {
  return (
    <IftaAccess>
      <NewTrip />
    </IftaAccess>
  )
}

function NewTrip() {
  const navigate = useNavigate()
  const create = useCreateTrip()
  const today = useToday()
  const [initialValues] = useState(() => emptyTripValues(today))
  return (
    <>
      <BackLink to="/ifta/trips" label="Back to Trips" />
      <PageTitle title="New Trip" />
      <TripForm
        initialValues={initialValues}
        submitLabel="Save Trip"
        cancelTo="/ifta/trips"
        failureMessage={IFTA_NOTICES.tripSaveFailed}
        save={create}
        onSaved={() => {
          notifySuccess(IFTA_NOTICES.tripAdded)
          navigate('/ifta/trips')
        }}
      />
    </>
  )
}
