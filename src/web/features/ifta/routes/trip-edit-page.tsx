import { useNavigate, useParams } from 'react-router'
import { IFTA_MESSAGES } from '@/contracts/ifta'
import { BackLink } from '@/web/components/ui/back-link'
import { PageLoader } from '@/web/components/ui/page-loader'
import { PageTitle } from '@/web/components/ui/page-title'
import { useTrip, useUpdateTrip } from '@/web/features/ifta/api/trips-api'
import { IftaAccess } from '@/web/features/ifta/components/ifta-access'
import { RecordNotFound } from '@/web/features/ifta/components/record-not-found'
import { TripForm } from '@/web/features/ifta/components/trip-form'
import { IFTA_NOTICES, tripDatesLabel } from '@/web/features/ifta/lib/ifta-labels'
import { valuesFromTrip } from '@/web/features/ifta/lib/trip-form-values'
import { notifySuccess } from '@/web/lib/notify'

export function TripEditPage() {
  return (
    <IftaAccess>
      <EditTrip />
    </IftaAccess>
  )
}

function EditTrip() {
  const { id = '' } = useParams()
  const navigate = useNavigate()
  const trip = useTrip(id)
  const update = useUpdateTrip(id)

  if (trip.isPending) return <PageLoader />
  if (trip.isError)
    return (
      <RecordNotFound
        error={trip.error}
        onRetry={() => trip.refetch()}
        notFoundTitle={IFTA_MESSAGES.tripNotFound}
        backTo="/ifta/trips"
        backLabel="Back to Trips"
      />
    )
  const locked = trip.data.locked
  return (
    <>
      <BackLink to="/ifta/trips" label="Back to Trips" />
      <PageTitle title={`${locked ? 'Trip' : 'Edit trip'} of ${tripDatesLabel(trip.data)}`} />
      <TripForm
        // A fresh form per loaded version, so a refetch does not keep stale initial values.
        key={`${trip.data.updatedAt}-${locked}`}
        initialValues={valuesFromTrip(trip.data)}
        submitLabel="Save Changes"
        cancelTo="/ifta/trips"
        failureMessage={IFTA_NOTICES.tripSaveFailed}
        save={update}
        locked={locked}
        onSaved={() => {
          notifySuccess(IFTA_NOTICES.tripUpdated)
          navigate('/ifta/trips')
        }}
      />
    </>
  )
}
