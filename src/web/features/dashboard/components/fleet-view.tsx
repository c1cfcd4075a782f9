import {
  Anchor,
  Badge,
  Button,
  Grid,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@mantine/core'
import { IconAlertTriangle, IconTruck, IconUsers } from '@tabler/icons-react'
import { useState } from 'react'
import { Link } from 'react-router'
import type { FleetDashboard } from '@/contracts/fleet'
import { EmptyState } from '@/web/components/ui/empty-state'
import { LoadError } from '@/web/components/ui/load-error'
import { TableScroll } from '@/web/components/ui/table-scroll'
import { useFleetDashboard } from '@/web/features/dashboard/api/dashboard-api'
import { formatCount, formatMoney } from '@/web/lib/format'
import { useTrucks } from '@/web/lib/trucks'
import { MonthlyOverviewChart } from './overview-charts'
import { SectionCard } from './section-card'

/** Fleet managers: the fleet's books by month, its trucks, alerts and each driver's year. */
export function FleetView() {
  const [truckId, setTruckId] = useState<string | null>(null)
  const fleet = useFleetDashboard(truckId)
  const trucks = useTrucks()
  const data = fleet.data
  if (fleet.isError)
    return <LoadError title="Failed to load the fleet dashboard" onRetry={() => fleet.refetch()} />
  return (
    <Stack gap="md">
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <SectionCard
            title="Fleet Performance"
            actions={
              <Select
                aria-label="Fleet Performance for"
                size="xs"
                w={170}
                placeholder="All trucks"
                clearable
                data={(trucks.data?.items ?? []).map((t) => ({ value: t.id, label: `Unit ${t.unitNumber}` }))}
                value={truckId}
                onChange={setTruckId}
              />
            }
          >
            {data ? (
              <MonthlyOverviewChart
                chart={{
                  unit: 'month',
                  points: data.monthly.slice(-6).map((m) => ({
                    start: m.month,
                    incomeCents: m.revenueCents,
                    expensesCents: m.costsCents,
                  })),
                }}
                emptyText="No fleet revenue or costs recorded in the last 6 months yet."
              />
            ) : (
              <Skeleton h={260} />
            )}
            {data && <PerMileLine monthly={data.monthly} />}
          </SectionCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <SectionCard title="Quick Actions">
            <Stack gap="xs">
              <Button component={Link} to="/drivers/new" variant="light" fullWidth>
                Add Driver
              </Button>
              <Button component={Link} to="/maintenance" variant="light" fullWidth>
                Maintenance
              </Button>
              <Button component={Link} to="/settlements" variant="light" fullWidth>
                View Settlements
              </Button>
              <Button component={Link} to="/fleet" variant="light" fullWidth>
                Fleet Books
              </Button>
              <Button component={Link} to="/reports/new" variant="light" fullWidth>
                New Report
              </Button>
            </Stack>
          </SectionCard>
        </Grid.Col>
      </Grid>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <SectionCard title="Vehicle Status">
          {!data && <Skeleton h={80} />}
          {data?.trucks.total === 0 && (
            <EmptyState
              icon={IconTruck}
              title="No vehicles found"
              action={
                <Anchor component={Link} to="/settings/trucks" size="sm">
                  Add a truck
                </Anchor>
              }
            />
          )}
          {data && data.trucks.total > 0 && (
            <Stack gap={6}>
              <Group justify="space-between">
                <Text size="sm">In service</Text>
                <Badge color="green" variant="light">
                  {data.trucks.inService}
                </Badge>
              </Group>
              <Group justify="space-between">
                <Text size="sm">In shop</Text>
                <Badge color="yellow" variant="light">
                  {data.trucks.inShop}
                </Badge>
              </Group>
              <Group justify="space-between">
                <Text size="sm">Out of service</Text>
                <Badge color="red" variant="light">
                  {data.trucks.outOfService}
                </Badge>
              </Group>
            </Stack>
          )}
        </SectionCard>
        <SectionCard title="Recent Alerts">
          {!data && <Skeleton h={80} />}
          {data?.alerts.length === 0 && <EmptyState icon={IconAlertTriangle} title="No alerts" />}
          <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {data?.alerts.map((alert) => (
              <Group key={alert.title} component="li" gap="xs" wrap="nowrap">
                <IconAlertTriangle size={16} color="var(--mantine-color-orange-7)" aria-hidden />
                {alert.to ? (
                  <Anchor component={Link} to={alert.to} size="sm">
                    {alert.title}
                  </Anchor>
                ) : (
                  <Text size="sm">{alert.title}</Text>
                )}
              </Group>
            ))}
          </Stack>
        </SectionCard>
        <SectionCard title="Driver Performance">
          {!data && <Skeleton h={80} />}
          {data?.drivers.length === 0 && (
            <EmptyState
              icon={IconUsers}
              title="No driver data"
              action={
                <Anchor component={Link} to="/drivers/new" size="sm">
                  Invite a driver
                </Anchor>
              }
            />
          )}
          {data && data.drivers.length > 0 && (
            <TableScroll label="Driver performance" minWidth={420}>
              <Table aria-label="Driver performance">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Driver</Table.Th>
                    <Table.Th ta="right">Driver pay</Table.Th>
                    <Table.Th ta="right">Miles</Table.Th>
                    <Table.Th ta="right">Pay / mile</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.drivers.map((d) => (
                    <Table.Tr key={d.id}>
                      <Table.Td>{d.name}</Table.Td>
                      <Table.Td ta="right">{formatMoney(d.driverPayCents)}</Table.Td>
                      <Table.Td ta="right">{formatCount(d.businessMiles)}</Table.Td>
                      <Table.Td ta="right">
                        {d.payPerMileCents === null ? '—' : formatMoney(d.payPerMileCents)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroll>
          )}
        </SectionCard>
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        The chart shows the fleet&apos;s last six months, or the truck chosen&apos;s (the rows tagged with
        it): revenue from your own books, costs are your expenses plus driver pay. Driver pay is what your
        drivers&apos; books record as their pay, this year to date in Driver Performance.
      </Text>
    </Stack>
  )
}

/** The year's revenue and cost per mile over the loads the fleet's trucks hauled, and where revenue comes from. */
function PerMileLine({ monthly }: { monthly: FleetDashboard['monthly'] }) {
  const hauled = monthly.filter((m) => m.revenueSource === 'loads')
  if (hauled.length === 0)
    return (
      <Text size="xs" c="dimmed" mt="xs">
        Revenue from your own books: book loads on your trucks to see revenue and cost per mile.
      </Text>
    )
  const tenths = hauled.reduce((sum, m) => sum + Math.round(m.miles * 10), 0)
  const per = (cents: number) => (tenths === 0 ? '—' : formatMoney(Math.round((cents * 10) / tenths)))
  const revenue = hauled.reduce((sum, m) => sum + m.revenueCents, 0)
  const costs = hauled.reduce((sum, m) => sum + m.costsCents, 0)
  return (
    <Text size="xs" c="dimmed" mt="xs">
      Revenue from the loads your trucks hauled ({hauled.length} of 12 months): {per(revenue)} revenue and{' '}
      {per(costs)} costs per mile over {formatCount(tenths / 10)} miles.
    </Text>
  )
}
