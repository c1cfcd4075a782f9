import { useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { BackLink } from '@/web/components/ui/back-link'
import { PageLoader } from '@/web/components/ui/page-loader'
import { PageTitle } from '@/web/components/ui/page-title'
import { useCreateTrip, useLoadForTrip } from '@/web/features/ifta/api/trips-api'
import { IftaAccess } from '@/web/features/ifta/components/ifta-access'
import { TripForm } from '@/web/features/ifta/components/trip-form'
import { IFTA_NOTICES } from '@/web/features/ifta/lib/ifta-labels'
import {
  emptyTripValues,
  type TripFormValues,
  valuesFromLoad,
} from '@/web/features/ifta/lib/trip-form-values'
import { notifySuccess } from '@/web/lib/notify'
import { useToday } from '@/web/lib/today'

export function TripNewPage() {
  return (
    <IftaAccess>
      <NewTrip />
    </IftaAccess>
  )
}

/** /ifta/trips/new, or ?loadId= to begin the trip sheet from a load's truck, dates and stops. */
function NewTrip() {
  const [params] = useSearchParams()
  const loadId = params.get('loadId')
  const today = useToday()
  return loadId ? (
    <NewTripFromLoad loadId={loadId} />
  ) : (
    <TripFormPage initialValues={emptyTripValues(today)} />
  )
}

function NewTripFromLoad({ loadId }: { loadId: string }) {
  const load = useLoadForTrip(loadId)
  const today = useToday()
  if (load.isPending) return <PageLoader />
  // A load that cannot be read gives an empty sheet rather than no sheet.
  return (
    <TripFormPage initialValues={load.data ? valuesFromLoad(load.data, today) : emptyTripValues(today)} />
  )
}

function TripFormPage(props: { initialValues: TripFormValues }) {
  const navigate = useNavigate()
  const create = useCreateTrip()
  const [initialValues] = useState(props.initialValues)
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
