import { Anchor, Button, Group, Paper, Text } from '@mantine/core'
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks'
import { IconDownload, IconFileInvoice, IconPlus, IconTrash, IconUpload } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import type { SettlementStatus } from '@/contracts/settlements'
import { EmptyState } from '@/web/components/ui/empty-state'
import { PageLoader } from '@/web/components/ui/page-loader'
import { PageTitle } from '@/web/components/ui/page-title'
import { TablePager } from '@/web/components/ui/table-pager'
import { exportUrl, useSettlements } from '@/web/features/settlements/api/settlements-api'
import { SettlementCards } from '@/web/features/settlements/components/settlement-cards'
import { SettlementFilters } from '@/web/features/settlements/components/settlement-filters'
import { SettlementsTable } from '@/web/features/settlements/components/settlements-table'
import { useSettlementDelete } from '@/web/features/settlements/lib/use-settlement-delete'
import { type DateFilter, dateFilterRange } from '@/web/lib/date-filters'
import { notifyError } from '@/web/lib/notify'
import { useToday } from '@/web/lib/today'

const PAGE_SIZE = 10

export function SettlementsPage() {
  const [page, setPage] = useState(1)
  const [search, setSearch] = useState('')
  const [status, setStatus] = useState('all')
  const [dateFilter, setDateFilter] = useState<DateFilter>('all')
  const today = useToday()
  const [selected, setSelected] = useState<Set<string>>(new Set())
  // Below the sm breakpoint (48em) a wide table would scroll sideways: phones get cards.
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false })
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300)
  const settlements = useSettlements({
    page,
    pageSize: PAGE_SIZE,
    search: debouncedSearch,
    status: status === 'all' ? null : (status as SettlementStatus),
    ...dateFilterRange(dateFilter, today),
  })
  const { deleteOne, deleteMany } = useSettlementDelete()
  const filtered = debouncedSearch !== '' || status !== 'all' || dateFilter !== 'all'

  useEffect(() => {
    if (settlements.isError) notifyError('Failed to load settlements')
  }, [settlements.isError])

  // A page emptied by deletes steps back to the last page that has rows.
  const total = settlements.data?.total
  useEffect(() => {
    if (total !== undefined && page > 1 && (page - 1) * PAGE_SIZE >= total) {
      setPage(Math.max(1, Math.ceil(total / PAGE_SIZE)))
    }
  }, [total, page])

  // Any filter or page change starts a fresh selection.
  const reset =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value)
      setPage(1)
      setSelected(new Set())
    }

  const Rows = phone ? SettlementCards : SettlementsTable
  const selectedIds = [...selected]
  const deleteSelected = async () => {
    if (await deleteMany(selectedIds)) setSelected(new Set())
  }

  return (
    <>
      <PageTitle
        title="Settlements"
        actions={
          <Group gap="sm">
            <Button component={Link} to="/settlements/upload" leftSection={<IconUpload size={16} />}>
              Upload Settlement
            </Button>
            <Button
              component={Link}
              to="/settlements/new"
              variant="default"
              leftSection={<IconPlus size={16} />}
            >
              Add Manually
            </Button>
          </Group>
        }
      />
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
        <SettlementFilters
          search={search}
          status={status}
          dateFilter={dateFilter}
          onSearchChange={reset(setSearch)}
          onStatusChange={reset(setStatus)}
          onDateFilterChange={reset(setDateFilter)}
        />
        {selected.size > 0 && (
          <Group
            justify="space-between"
            mb="sm"
            p="xs"
            bg="blue.0"
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          >
            <Text size="sm" fw={500}>
              {selected.size} selected
            </Text>
            <Group gap="xs">
              <Button
                component="a"
                href={exportUrl(selectedIds)}
                download
                size="xs"
                variant="default"
                leftSection={<IconDownload size={14} />}
              >
                Export
              </Button>
              <Button
                size="xs"
                color="red"
                variant="light"
                leftSection={<IconTrash size={14} />}
                onClick={deleteSelected}
              >
                Delete
              </Button>
            </Group>
          </Group>
        )}
        {settlements.isPending && <PageLoader />}
        {settlements.isError && !settlements.data && (
          <Text c="dimmed" ta="center" py="xl">
            Failed to load settlements
          </Text>
        )}
        {settlements.data && settlements.data.total === 0 && <NoSettlements filtered={filtered} />}
        {settlements.data && settlements.data.total > 0 && (
          <>
            <Rows
              settlements={settlements.data.items}
              selected={selected}
              onSelectedChange={setSelected}
              onDelete={(settlement) => void deleteOne(settlement.id)}
            />
            <TablePager
              page={page}
              pageSize={PAGE_SIZE}
              total={settlements.data.total}
              onPageChange={(next) => {
                setPage(next)
                setSelected(new Set())
              }}
            />
          </>
        )}
      </Paper>
    </>
  )
}

function NoSettlements({ filtered }: { filtered: boolean }) {
  if (filtered) {
    return (
      <EmptyState
        icon={IconFileInvoice}
        title="No settlements match your filters"
        description="Try another search, status or date range."
      />
    )
  }
  return (
    <EmptyState
      icon={IconFileInvoice}
      title="No settlements found"
      description="Upload a settlement sheet from your broker or carrier, or type one in."
      action={
        <Group gap="md" justify="center">
          <Anchor component={Link} to="/settlements/upload">
            Upload your first settlement
          </Anchor>
          <Anchor component={Link} to="/settlements/new">
            Add Manually
          </Anchor>
        </Group>
      }
    />
  )
}
