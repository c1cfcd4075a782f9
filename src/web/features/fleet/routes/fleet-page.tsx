import { Badge, Button, Drawer, Group, Paper, Select, Table, Tabs, Text } from '@mantine/core'
import { IconUsers } from '@tabler/icons-react'
import { useState } from 'react'
import { runsFleets } from '@/contracts/access-policy'
import { categoryLabel } from '@/domain/categories'
import { CommentsPanel } from '@/web/components/comments/comments-panel'
import { EmptyState } from '@/web/components/ui/empty-state'
import { LoadError } from '@/web/components/ui/load-error'
import { PageLoader } from '@/web/components/ui/page-loader'
import { PageTitle } from '@/web/components/ui/page-title'
import { TablePager } from '@/web/components/ui/table-pager'
import { TableScroll } from '@/web/components/ui/table-scroll'
import {
  type FleetRow,
  type FleetRowKind,
  useFleetDrivers,
  useFleetRows,
} from '@/web/features/fleet/api/fleet-api'
import { formatDate, formatMoney } from '@/web/lib/format'
import { useRoleAllows } from '@/web/lib/session'

const PAGE_SIZE = 25
const COLUMNS: Record<FleetRowKind, { label: string; cell: (row: FleetRow) => string; right?: boolean }[]> = {
  settlements: [
    { label: 'Payer', cell: (r) => String(r.broker ?? '—') },
    { label: 'Settlement #', cell: (r) => String(r.settlementNumber ?? r.tripNumber ?? '—') },
    { label: 'Gross', cell: (r) => formatMoney(Number(r.grossCents)), right: true },
    { label: 'Net', cell: (r) => formatMoney(Number(r.netCents)), right: true },
    { label: 'Status', cell: (r) => (r.status === 'processed' ? 'Processed' : 'Pending review') },
  ],
  expenses: [
    { label: 'Description', cell: (r) => String(r.description) },
    { label: 'Category', cell: (r) => categoryLabel(String(r.category)) },
    { label: 'Amount', cell: (r) => formatMoney(Number(r.amountCents)), right: true },
  ],
  mileage: [
    { label: 'From', cell: (r) => String(r.startLocation) },
    { label: 'To', cell: (r) => String(r.endLocation) },
    { label: 'Miles', cell: (r) => Number(r.miles).toLocaleString('en-US'), right: true },
    { label: 'Purpose', cell: (r) => (r.purpose === 'business' ? 'Business' : 'Personal') },
  ],
}

function Rows({ kind, driverId }: { kind: FleetRowKind; driverId: string | null }) {
  const [page, setPage] = useState(1)
  const [discussing, setDiscussing] = useState<FleetRow | null>(null)
  const commentable = kind !== 'mileage'
  const rows = useFleetRows(kind, { page, pageSize: PAGE_SIZE, driverId })
  if (rows.isPending) return <PageLoader />
  if (rows.isError)
    return <LoadError title={`Failed to load the fleet's ${kind}`} onRetry={() => rows.refetch()} />
  if (rows.data.total === 0)
    return (
      <Text c="dimmed" ta="center" py="xl">
        Nothing recorded yet.
      </Text>
    )
  const columns = COLUMNS[kind]
  return (
    <>
      <TableScroll label={`The fleet's ${kind}`} minWidth={760}>
        <Table striped verticalSpacing="xs" aria-label={`The fleet's ${kind}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Driver</Table.Th>
              <Table.Th>Truck</Table.Th>
              {columns.map((c) => (
                <Table.Th key={c.label} ta={c.right ? 'right' : undefined}>
                  {c.label}
                </Table.Th>
              ))}
              {commentable && <Table.Th w={110} />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.data.items.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{row.date ? formatDate(row.date) : '—'}</Table.Td>
                <Table.Td>{row.driverName}</Table.Td>
                <Table.Td>
                  {row.truckUnit ? <Badge variant="light">Unit {row.truckUnit}</Badge> : '—'}
                </Table.Td>
                {columns.map((c) => (
                  <Table.Td key={c.label} ta={c.right ? 'right' : undefined}>
                    {c.cell(row)}
                  </Table.Td>
                ))}
                {commentable && (
                  <Table.Td>
                    <Button size="compact-xs" variant="subtle" onClick={() => setDiscussing(row)}>
                      Comments
                    </Button>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
      <TablePager page={page} pageSize={PAGE_SIZE} total={rows.data.total} onPageChange={setPage} />
      <Drawer
        opened={discussing !== null}
        onClose={() => setDiscussing(null)}
        position="right"
        title={
          discussing ? `${discussing.driverName}, ${discussing.date ? formatDate(discussing.date) : ''}` : ''
        }
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {discussing && commentable && (
          <CommentsPanel
            subjectType={kind === 'settlements' ? 'settlement' : 'expense'}
            subjectId={discussing.id}
          />
        )}
      </Drawer>
    </>
  )
}

/** /fleet: the fleet's settlements, expenses and miles, each with its driver and truck (fleet managers). */
export function FleetPage() {
  const manager = useRoleAllows(runsFleets)
  const drivers = useFleetDrivers(manager)
  const [driverId, setDriverId] = useState<string | null>(null)
  if (!manager) {
    return (
      <>
        <PageTitle title="Fleet" />
        <Paper withBorder radius="md">
          <EmptyState
            icon={IconUsers}
            title="The fleet's books are its manager's"
            description="A fleet manager sees their drivers' settlements, expenses and miles here."
          />
        </Paper>
      </>
    )
  }
  return (
    <>
      <PageTitle
        title="Fleet"
        actions={
          <Group>
            <Select
              aria-label="Driver"
              placeholder="All drivers"
              clearable
              data={(drivers.data?.items ?? []).map((d) => ({ value: d.id, label: d.name }))}
              value={driverId}
              onChange={setDriverId}
              w={200}
            />
          </Group>
        }
      />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Tabs defaultValue="settlements" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="settlements">Settlements</Tabs.Tab>
            <Tabs.Tab value="expenses">Expenses</Tabs.Tab>
            <Tabs.Tab value="mileage">Mileage</Tabs.Tab>
          </Tabs.List>
          {(['settlements', 'expenses', 'mileage'] as const).map((kind) => (
            <Tabs.Panel key={kind} value={kind}>
              <Rows key={`${kind}-${driverId}`} kind={kind} driverId={driverId} />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Paper>
    </>
  )
}
