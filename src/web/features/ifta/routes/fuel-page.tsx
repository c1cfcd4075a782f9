import { Button, Paper } from '@mantine/core'
import { IconGasStation, IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { type FuelPurchase, IFTA_MESSAGES } from '@/contracts/ifta'
import { EmptyState } from '@/web/components/ui/empty-state'
import { LoadError } from '@/web/components/ui/load-error'
import { PageLoader } from '@/web/components/ui/page-loader'
import { PageTitle } from '@/web/components/ui/page-title'
import { TablePager } from '@/web/components/ui/table-pager'
import { useDeleteFuelPurchase, useFuelPurchases } from '@/web/features/ifta/api/fuel-api'
import { FuelExpensesToLink } from '@/web/features/ifta/components/fuel-expenses-to-link'
import { FuelCards, FuelTable } from '@/web/features/ifta/components/fuel-list'
import { IftaAccess } from '@/web/features/ifta/components/ifta-access'
import { IftaActions } from '@/web/features/ifta/components/ifta-actions'
import { IftaListFilters } from '@/web/features/ifta/components/ifta-list-filters'
import { IftaTabs } from '@/web/features/ifta/components/ifta-tabs'
import { gallonsLabel, IFTA_NOTICES } from '@/web/features/ifta/lib/ifta-labels'
import { IFTA_PAGE_SIZE, useIftaList, useKeepPageInRange } from '@/web/features/ifta/lib/use-ifta-list'
import { errorText } from '@/web/lib/api'
import { confirmAction } from '@/web/lib/confirm'
import { formatDate } from '@/web/lib/format'
import { notifyError, notifySuccess } from '@/web/lib/notify'
import { usePhone } from '@/web/lib/use-phone'

/** /ifta/fuel: the fuel bought, by state, each purchase also an expense of the books. */
export function FuelPage() {
  return (
    <IftaAccess>
      <FuelList />
    </IftaAccess>
  )
}

function FuelList() {
  const list = useIftaList()
  const purchases = useFuelPurchases({ ...list.filters, page: list.page, pageSize: IFTA_PAGE_SIZE })
  const remove = useDeleteFuelPurchase()
  const [deletingId, setDeletingId] = useState<string | null>(null)
  const phone = usePhone()
  useKeepPageInRange(purchases.data?.total, list.page, list.setPage)

  const onDelete = async (purchase: FuelPurchase) => {
    const message = `Delete the fuel purchase of ${formatDate(purchase.date)} (${gallonsLabel(purchase.gallons)})? The fuel expense it posted in your books is deleted with it.`
    if (!(await confirmAction({ message }))) return
    setDeletingId(purchase.id)
    try {
      await remove.mutateAsync(purchase.id)
      notifySuccess(IFTA_NOTICES.purchaseDeleted)
    } catch (error) {
      notifyError(errorText(error, 'Failed to delete the fuel purchase'))
    } finally {
      setDeletingId(null)
    }
  }

  const Rows = phone ? FuelCards : FuelTable
  return (
    <>
      <PageTitle title="IFTA Fuel" actions={<IftaActions />} />
      <IftaTabs active="fuel">
        <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
          <IftaListFilters
            values={list.values}
            onChange={list.change}
            searchLabel="Search fuel purchases"
            searchPlaceholder="Vendor, city, state, truck"
          />
          {purchases.isPending && <PageLoader />}
          {purchases.isError && !purchases.data && (
            <LoadError title={IFTA_MESSAGES.loadFailed} onRetry={() => purchases.refetch()} />
          )}
          {purchases.data?.total === 0 && <NoPurchases filtered={list.filtered} />}
          {purchases.data && purchases.data.total > 0 && (
            <>
              <Rows
                purchases={purchases.data.items}
                onDelete={(purchase) => void onDelete(purchase)}
                deletingId={deletingId}
              />
              <TablePager
                page={list.page}
                pageSize={IFTA_PAGE_SIZE}
                total={purchases.data.total}
                onPageChange={list.setPage}
              />
            </>
          )}
        </Paper>
        <FuelExpensesToLink quarter={list.filters.quarter} />
      </IftaTabs>
    </>
  )
}

function NoPurchases({ filtered }: { filtered: boolean }) {
  if (filtered)
    return (
      <EmptyState
        icon={IconGasStation}
        title="No fuel purchases match your filters"
        description="Try another quarter, truck or search."
      />
    )
  return (
    <EmptyState
      icon={IconGasStation}
      title="No fuel purchases yet"
      description="Add each fill-up with its gallons and the state it was bought in: the return credits the tax paid at the pump, and each purchase is a fuel expense in your books."
      action={
        <Button component={Link} to="/ifta/fuel/new" leftSection={<IconPlus size={16} aria-hidden />} mt="xs">
          New Fuel Purchase
        </Button>
      }
    />
  )
}
