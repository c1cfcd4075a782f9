import { Button, Group, Paper, Text } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconDownload, IconPlus, IconTruckDelivery } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { booksLoads } from '@/contracts/access-policy'
import { LOAD_MESSAGES } from '@/contracts/loads'
import type { LoadStatus } from '@/domain/loads/load-terms'
import { EmptyState } from '@/web/components/ui/empty-state'
import { LoadError } from '@/web/components/ui/load-error'
import { PageLoader } from '@/web/components/ui/page-loader'
import { PageTitle } from '@/web/components/ui/page-title'
import { TablePager } from '@/web/components/ui/table-pager'
import { exportUrl, type LoadFilters as Filters, useLoads } from '@/web/features/loads/api/loads-api'
import { LoadCards } from '@/web/features/loads/components/load-cards'
import { LoadFilters, type LoadFilterValues } from '@/web/features/loads/components/load-filters'
import { LoadsTable } from '@/web/features/loads/components/loads-table'
import { LoadsTabs } from '@/web/features/loads/components/loads-tabs'
import { RateConfirmationUpload } from '@/web/features/loads/components/rate-confirmation-upload'
import { dateFilterRange } from '@/web/lib/date-filters'
import { useRoleAllows } from '@/web/lib/session'
import { useToday } from '@/web/lib/today'
import { usePhone } from '@/web/lib/use-phone'

const PAGE_SIZE = 20

const NO_FILTERS: LoadFilterValues = {
  search: '',
  status: 'all',
  dateFilter: 'all',
  from: '',
  to: '',
  flagged: false,
}

/** /loads: the loads the user booked, hauled and was paid for, with what to ask their payers about. */
export function LoadsPage() {
  if (!useRoleAllows(booksLoads)) {
    return (
      <>
        <PageTitle title="Loads" />
        <Paper withBorder radius="md">
          <EmptyState
            icon={IconTruckDelivery}
            title="Loads are kept by owner-operators and fleet managers"
            description="They book loads here and check every settlement against what was booked. An accountant sees a client's loads from the client's books."
          />
        </Paper>
      </>
    )
  }
  return <LoadsList />
}

function LoadsList() {
  const [page, setPage] = useState(1)
  // The dashboard's "Money to ask about" links here with ?flagged=true.
  const [searchParams] = useSearchParams()
  const [values, setValues] = useState(() => ({
    ...NO_FILTERS,
    flagged: searchParams.get('flagged') === 'true',
  }))
  const today = useToday()
  const phone = usePhone()
  const [search] = useDebouncedValue(values.search.trim(), 300)
  const filters: Filters = {
    search,
    status: values.status === 'all' ? null : (values.status as LoadStatus),
    flagged: values.flagged,
    ...(values.dateFilter === 'custom'
      ? { from: values.from || undefined, to: values.to || undefined }
      : dateFilterRange(values.dateFilter, today)),
  }
  const loads = useLoads({ ...filters, page, pageSize: PAGE_SIZE })
  const filtered = JSON.stringify({ ...values, search }) !== JSON.stringify(NO_FILTERS)

  // A page that no longer has rows (the filters' answer shrank) steps back to the last that has.
  const total = loads.data?.total
  useEffect(() => {
    if (total !== undefined && page > 1 && (page - 1) * PAGE_SIZE >= total) {
      setPage(Math.max(1, Math.ceil(total / PAGE_SIZE)))
    }
  }, [total, page])

  const Rows = phone ? LoadCards : LoadsTable

  return (
    <>
      <PageTitle
        title="Loads"
        actions={
          <Group gap="sm">
            <Button component={Link} to="/loads/new" leftSection={<IconPlus size={16} aria-hidden />}>
              New Load
            </Button>
            <RateConfirmationUpload />
            <Button
              component="a"
              href={exportUrl(filters)}
              download
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              Export CSV
            </Button>
          </Group>
        }
      />
      <LoadsTabs active="loads">
        <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
          <LoadFilters
            values={values}
            onChange={(change) => {
              setValues((current) => ({ ...current, ...change }))
              setPage(1)
            }}
          />
          {loads.isPending && <PageLoader />}
          {loads.isError && !loads.data && (
            <LoadError title={LOAD_MESSAGES.loadFailed} onRetry={() => loads.refetch()} />
          )}
          {loads.data?.total === 0 && <NoLoads filtered={filtered} />}
          {loads.data && loads.data.total > 0 && (
            <>
              <Rows loads={loads.data.items} />
              <TablePager page={page} pageSize={PAGE_SIZE} total={loads.data.total} onPageChange={setPage} />
            </>
          )}
        </Paper>
      </LoadsTabs>
    </>
  )
}

function NoLoads({ filtered }: { filtered: boolean }) {
  if (filtered) {
    return (
      <EmptyState
        icon={IconTruckDelivery}
        title="No loads match your filters"
        description="Try another search, status or date range, or turn off Flagged only."
      />
    )
  }
  return (
    <EmptyState
      icon={IconTruckDelivery}
      title="No loads yet"
      description="Add a load from its rate confirmation to check what you are paid against what was booked."
      action={
        <>
          <Button component={Link} to="/loads/new" leftSection={<IconPlus size={16} aria-hidden />} mt="xs">
            New Load
          </Button>
          <Text size="sm" c="dimmed" maw={420}>
            Loads are also made from your settlements: each load a settlement pays that is not here yet is
            added for you.
          </Text>
        </>
      }
    />
  )
}
