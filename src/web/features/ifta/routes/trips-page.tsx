import { Button, Paper } from '@mantine/core'
import { IconPlus, IconRoute } from '@tabler/icons-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { IFTA_MESSAGES, type Trip } from '@/contracts/ifta'
import { EmptyState } from '@/web/components/ui/empty-state'
import { LoadError } from '@/web/components/ui/load-error'
import { PageLoader } from '@/web/components/ui/page-loader'
import { PageTitle } from '@/web/components/ui/page-title'
import { TablePager } from '@/web/components/ui/table-pager'
import { useDeleteTrip, useTrips } from '@/web/features/ifta/api/trips-api'
import { IftaAccess } from '@/web/features/ifta/components/ifta-access'
import { IftaActions } from '@/web/features/ifta/components/ifta-actions'
import { IftaListFilters } from '@/web/features/ifta/components/ifta-list-filters'
import { IftaTabs } from '@/web/features/ifta/components/ifta-tabs'
import { TripCards, TripsTable } from '@/web/features/ifta/components/trips-list'
import { IFTA_NOTICES, tripDatesLabel } from '@/web/features/ifta/lib/ifta-labels'
import { IFTA_PAGE_SIZE, useIftaList, useKeepPageInRange } from '@/web/features/ifta/lib/use-ifta-list'
import { errorText } from '@/web/lib/api'
import { confirmAction } from '@/web/lib/confirm'
import { notifyError, notifySuccess } from '@/web/lib/notify'
import { usePhone } from '@/web/lib/use-phone'

/** /ifta/trips: the trip sheets, each trip's miles by state. */
export function TripsPage() {
  return (
    <IftaAccess>
      <TripsList />
    </IftaAccess>
  )
}

function TripsList() {
  const list = useIftaList()
  const trips = useTrips({ ...list.filters, page: list.page, pageSize: IFTA_PAGE_SIZE })
  const remove = useDeleteTrip()
  const [deletingId, setDeletingId] = useState<string | null>(null)
  const phone = usePhone()
  useKeepPageInRange(trips.data?.total, list.page, list.setPage)

  const onDelete = async (trip: Trip) => {
    const message = `Delete the trip of ${tripDatesLabel(trip)} with its miles in ${trip.jurisdictions.length} state${trip.jurisdictions.length === 1 ? '' : 's'}?`
    if (!(await confirmAction({ message }))) return
    setDeletingId(trip.id)
    try {
      await remove.mutateAsync(trip.id)
      notifySuccess(IFTA_NOTICES.tripDeleted)
    } catch (error) {
      notifyError(errorText(error, 'Failed to delete the trip'))
    } finally {
      setDeletingId(null)
    }
  }

  const Rows = phone ? TripCards : TripsTable
  return (
    <>
      <PageTitle title="IFTA Trips" actions={<IftaActions />} />
      <IftaTabs active="trips">
        <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
          <IftaListFilters
            values={list.values}
            onChange={list.change}
            searchLabel="Search trips"
            searchPlaceholder="City, route, truck, notes"
          />
          {trips.isPending && <PageLoader />}
          {trips.isError && !trips.data && (
            <LoadError title={IFTA_MESSAGES.loadFailed} onRetry={() => trips.refetch()} />
          )}
          {trips.data?.total === 0 && <NoTrips filtered={list.filtered} />}
          {trips.data && trips.data.total > 0 && (
            <>
              <Rows
                trips={trips.data.items}
                onDelete={(trip) => void onDelete(trip)}
                deletingId={deletingId}
              />
              <TablePager
                page={list.page}
                pageSize={IFTA_PAGE_SIZE}
                total={trips.data.total}
                onPageChange={list.setPage}
              />
            </>
          )}
        </Paper>
      </IftaTabs>
    </>
  )
}

function NoTrips({ filtered }: { filtered: boolean }) {
  if (filtered)
    return (
      <EmptyState
        icon={IconRoute}
        title="No trips match your filters"
        description="Try another quarter, truck or search."
      />
    )
  return (
    <EmptyState
      icon={IconRoute}
      title="No trips yet"
      description="Add each trip with its odometer readings and the miles driven in each state: the return’s miles come from them."
      action={
        <Button
          component={Link}
          to="/ifta/trips/new"
          leftSection={<IconPlus size={16} aria-hidden />}
          mt="xs"
        >
          New Trip
        </Button>
      }
    />
  )
}
