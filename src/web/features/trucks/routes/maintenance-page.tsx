import { Badge, Button, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import { IconTool, IconTruck } from '@tabler/icons-react'
import { Link } from 'react-router'
import { keepsTrucks } from '@/contracts/access-policy'
import { TRUCK_STATUS_LABELS } from '@/contracts/trucks'
import { categoryLabel } from '@/domain/categories'
import { EmptyState } from '@/web/components/ui/empty-state'
import { LoadError } from '@/web/components/ui/load-error'
import { PageLoader } from '@/web/components/ui/page-loader'
import { PageTitle } from '@/web/components/ui/page-title'
import { TableScroll } from '@/web/components/ui/table-scroll'
import { useMaintenance } from '@/web/features/trucks/api/trucks-api'
import { formatCount, formatDate, formatMoney } from '@/web/lib/format'
import { useRoleAllows } from '@/web/lib/session'

const DUE = {
  overdue: { label: 'Overdue', color: 'red' },
  soon: { label: 'Due soon', color: 'orange' },
  later: { label: 'Scheduled', color: 'green' },
  unknown: { label: 'Not scheduled', color: 'gray' },
} as const

/** /maintenance: each truck's service due and this year's maintenance, and the latest maintenance expenses. */
export function MaintenancePage() {
  const owner = useRoleAllows(keepsTrucks)
  const data = useMaintenance()
  if (!owner) {
    return (
      <>
        <PageTitle title="Maintenance" />
        <Paper withBorder radius="md">
          <EmptyState
            icon={IconTool}
            title="Maintenance is kept by the trucks' owners"
            description="Owner-operators and fleet managers follow their trucks' service here."
          />
        </Paper>
      </>
    )
  }
  return (
    <>
      <PageTitle
        title="Maintenance"
        actions={
          <Button
            component={Link}
            to="/settings/trucks"
            variant="default"
            leftSection={<IconTruck size={16} />}
          >
            Manage Trucks
          </Button>
        }
      />
      {data.isPending && <PageLoader />}
      {data.isError && <LoadError title="Failed to load maintenance" onRetry={() => data.refetch()} />}
      {data.data && data.data.trucks.length === 0 && (
        <Paper withBorder radius="md" mb="lg">
          <EmptyState
            icon={IconTruck}
            title="No trucks yet"
            description="Add your trucks with their next service date or mileage to follow their maintenance here."
            action={
              <Button component={Link} to="/settings/trucks">
                Add a truck
              </Button>
            }
          />
        </Paper>
      )}
      {data.data && data.data.trucks.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} mb="lg">
          {data.data.trucks.map((t) => (
            <Paper key={t.truckId} withBorder radius="md" p="md">
              <Stack gap={4}>
                <Text fw={600}>Unit {t.unitNumber}</Text>
                <Text size="xs" c="dimmed">
                  {TRUCK_STATUS_LABELS[t.status]}
                  {t.odometerMiles !== null ? ` · ${formatCount(t.odometerMiles)} mi` : ''}
                </Text>
                <Badge color={DUE[t.serviceDue].color} variant="light" w="fit-content">
                  {DUE[t.serviceDue].label}
                </Badge>
                <Text size="sm">
                  Next service:{' '}
                  {[
                    t.nextServiceDate && formatDate(t.nextServiceDate),
                    t.nextServiceMiles !== null && `${formatCount(t.nextServiceMiles)} mi`,
                  ]
                    .filter(Boolean)
                    .join(' or ') || 'not set'}
                </Text>
                <Text size="sm">
                  This year: {formatMoney(t.maintenanceCentsThisYear)}
                  {t.lastMaintenanceDate ? ` · last ${formatDate(t.lastMaintenanceDate)}` : ''}
                </Text>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
      {data.data && (
        <Paper
          withBorder
          radius="md"
          p={{ base: 'sm', sm: 'md' }}
          component="section"
          aria-label="Maintenance expenses"
        >
          <Title order={2} fz="lg" mb="sm">
            Maintenance expenses
          </Title>
          {data.data.expenses.length === 0 ? (
            <Text size="sm" c="dimmed">
              No maintenance, repair or tire expenses yet.
            </Text>
          ) : (
            <TableScroll label="Maintenance expenses" minWidth={620}>
              <Table aria-label="Maintenance expenses" verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Date</Table.Th>
                    <Table.Th>Description</Table.Th>
                    <Table.Th>Category</Table.Th>
                    <Table.Th>Truck</Table.Th>
                    <Table.Th>By</Table.Th>
                    <Table.Th ta="right">Amount</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.data.expenses.map((e) => (
                    <Table.Tr key={e.id}>
                      <Table.Td>{formatDate(e.date)}</Table.Td>
                      <Table.Td>{e.description}</Table.Td>
                      <Table.Td>{categoryLabel(e.category)}</Table.Td>
                      <Table.Td>{e.truckUnit ? `Unit ${e.truckUnit}` : '—'}</Table.Td>
                      <Table.Td>{e.driverName}</Table.Td>
                      <Table.Td ta="right">{formatMoney(e.amountCents)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroll>
          )}
        </Paper>
      )}
    </>
  )
}
