import { Button, Group, Paper, SimpleGrid } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconClock,
  IconCurrencyDollar,
  IconDownload,
  IconReceipt,
  IconRefresh,
} from '@tabler/icons-react'
import { useState } from 'react'
import { BILLING_MESSAGES } from '@/contracts/billing'
import { EmptyState } from '@/web/components/ui/empty-state'
import { LoadError } from '@/web/components/ui/load-error'
import { PageLoader } from '@/web/components/ui/page-loader'
import { PageTitle } from '@/web/components/ui/page-title'
import { StatCard } from '@/web/components/ui/stat-card'
import { TablePager } from '@/web/components/ui/table-pager'
import {
  type PaymentFilters as Filters,
  useExportPayments,
  usePayments,
} from '@/web/features/billing/admin/api/payments-api'
import { PaymentFilters } from '@/web/features/billing/admin/components/payment-filters'
import { PaymentsTable } from '@/web/features/billing/admin/components/payments-table'
import { ServiceOrdersPanel } from '@/web/features/billing/admin/components/service-orders-panel'
import { errorText } from '@/web/lib/api'
import { formatCount, formatMoney } from '@/web/lib/format'
import { notifyError } from '@/web/lib/notify'

const PAGE_SIZE = 20

/** Every payment customers made, with the revenue figures, filters and a CSV export. */
export function AdminPaymentsPage() {
  const [page, setPage] = useState(1)
  const [filters, setFilters] = useState<Filters>({ search: '', status: 'all', range: 'all' })
  const [search] = useDebouncedValue(filters.search.trim(), 300)
  const applied = { ...filters, search }
  const payments = usePayments({ ...applied, page, pageSize: PAGE_SIZE })
  const exportCsv = useExportPayments()
  const stats = payments.data?.stats
  const filtered = search !== '' || filters.status !== 'all' || filters.range !== 'all'

  return (
    <>
      <PageTitle
        title="Payment Management"
        actions={
          <Group gap="xs" wrap="wrap">
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} />}
              loading={payments.isFetching && !payments.isPending}
              onClick={() => void payments.refetch()}
            >
              Refresh
            </Button>
            <Button
              leftSection={<IconDownload size={16} />}
              loading={exportCsv.isPending}
              onClick={() =>
                exportCsv.mutate(applied, {
                  onError: (error) => notifyError(errorText(error, 'Failed to export payments')),
                })
              }
            >
              Export CSV
            </Button>
          </Group>
        }
      />
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }} mb="lg">
        <StatCard
          label="Total Revenue"
          value={stats ? formatMoney(stats.totalRevenue) : null}
          icon={IconCurrencyDollar}
          color="blue"
        />
        <StatCard
          label="Successful Payments"
          value={formatCount(stats?.successful)}
          icon={IconCircleCheck}
          color="green"
        />
        <StatCard
          label="Pending Payments"
          value={formatCount(stats?.pending)}
          icon={IconClock}
          color="yellow"
        />
        <StatCard
          label="Failed Payments"
          value={formatCount(stats?.failed)}
          hint="Failed or canceled"
          icon={IconAlertTriangle}
          color="red"
        />
      </SimpleGrid>
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
        <PaymentFilters
          filters={filters}
          onChange={(patch) => {
            setFilters({ ...filters, ...patch })
            setPage(1)
          }}
        />
        {payments.isPending && <PageLoader />}
        {payments.isError && (
          <LoadError title={BILLING_MESSAGES.paymentsFailed} onRetry={() => void payments.refetch()} />
        )}
        {payments.data && payments.data.total === 0 && (
          <EmptyState
            icon={IconReceipt}
            title={filtered ? 'No payments match your filters' : 'No payments yet'}
            description={
              filtered
                ? 'Clear the search or choose another status or date range to see more payments.'
                : 'Payments show here once customers buy a plan, service or add-on through checkout.'
            }
          />
        )}
        {payments.data && payments.data.total > 0 && (
          <>
            <PaymentsTable payments={payments.data.items} />
            <TablePager page={page} pageSize={PAGE_SIZE} total={payments.data.total} onPageChange={setPage} />
          </>
        )}
      </Paper>
      <ServiceOrdersPanel />
    </>
  )
}
