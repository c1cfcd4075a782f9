import { Anchor, Paper, SegmentedControl, Table, Text, Title } from '@mantine/core'
import { IconTruck } from '@tabler/icons-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { runsFleets } from '@/contracts/access-policy'
import { BackLink } from '@/web/components/ui/back-link'
import { EmptyState } from '@/web/components/ui/empty-state'
import { LoadError } from '@/web/components/ui/load-error'
import { PageLoader } from '@/web/components/ui/page-loader'
import { PageTitle } from '@/web/components/ui/page-title'
import { TableScroll } from '@/web/components/ui/table-scroll'
import { useFleetDrivers, useTruckProfitLoss } from '@/web/features/fleet/api/fleet-api'
import { formatCount, formatDate, formatMoney } from '@/web/lib/format'
import { useRoleAllows } from '@/web/lib/session'

type Period = 'monthly' | 'quarterly' | 'yearly'
const perMile = (cents: number | null) => (cents === null ? '—' : formatMoney(cents))

/** /reports/trucks: profit, loss and cost per mile by truck and, for a fleet manager, by driver. */
export function TruckReportPage() {
  const [period, setPeriod] = useState<Period>('yearly')
  const report = useTruckProfitLoss(period)
  const manager = useRoleAllows(runsFleets)
  const drivers = useFleetDrivers(manager)
  const data = report.data
  return (
    <>
      <BackLink to="/reports" label="Back to Reports" />
      <PageTitle
        title="Trucks & Drivers"
        actions={
          <SegmentedControl
            aria-label="Period"
            value={period}
            onChange={(v) => setPeriod(v as Period)}
            data={[
              { value: 'monthly', label: 'Month' },
              { value: 'quarterly', label: 'Quarter' },
              { value: 'yearly', label: 'Year' },
            ]}
          />
        }
      />
      {report.isPending && <PageLoader />}
      {report.isError && (
        <LoadError title="Failed to load profit & loss data" onRetry={() => report.refetch()} />
      )}
      {data && (
        <Paper
          withBorder
          radius="md"
          p={{ base: 'sm', sm: 'md' }}
          mb="lg"
          component="section"
          aria-label="By truck"
        >
          <Title order={2} fz="lg" mb={4}>
            By truck
          </Title>
          <Text size="xs" c="dimmed" mb="sm">
            {formatDate(data.from)} – {formatDate(data.to)} · revenue and miles from the loads each truck
            hauled (without loads: your revenue tagged with it and the business miles logged with it);
            expenses from your own books tagged with it
            {manager ? ', driver pay from your drivers\u2019 (their pay is your cost, not revenue)' : ''}
          </Text>
          {data.rows.length === 0 ? (
            <EmptyState
              icon={IconTruck}
              title="No trucks yet"
              description="Add trucks under Settings and tag expenses, settlements and miles with them."
            />
          ) : (
            <TableScroll label="Profit and loss by truck" minWidth={720}>
              <Table aria-label="Profit and loss by truck">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Truck</Table.Th>
                    <Table.Th ta="right">Revenue</Table.Th>
                    <Table.Th ta="right">Expenses</Table.Th>
                    {manager && <Table.Th ta="right">Driver pay</Table.Th>}
                    <Table.Th ta="right">Net</Table.Th>
                    <Table.Th ta="right">Miles</Table.Th>
                    <Table.Th ta="right">Revenue / mile</Table.Th>
                    <Table.Th ta="right">Cost / mile</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.rows.map((r) => (
                    <Table.Tr key={r.truckId}>
                      <Table.Td>
                        Unit {r.unitNumber}
                        <Text size="xs" c="dimmed">
                          {r.source === 'loads' ? `${formatCount(r.loads)} loads` : 'From your books'}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right">{formatMoney(r.revenueCents)}</Table.Td>
                      <Table.Td ta="right">{formatMoney(r.expensesCents)}</Table.Td>
                      {manager && <Table.Td ta="right">{formatMoney(r.driverPayCents)}</Table.Td>}
                      <Table.Td ta="right" c={r.netCents < 0 ? 'red.8' : undefined}>
                        {formatMoney(r.netCents)}
                      </Table.Td>
                      <Table.Td ta="right">{formatCount(r.miles)}</Table.Td>
                      <Table.Td ta="right">{perMile(r.revenuePerMileCents)}</Table.Td>
                      <Table.Td ta="right">{perMile(r.costPerMileCents)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroll>
          )}
        </Paper>
      )}
      {manager && drivers.data && (
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="By driver">
          <Title order={2} fz="lg" mb={4}>
            By driver
          </Title>
          <Text size="xs" c="dimmed" mb="sm">
            This year to date: each driver&apos;s pay, from their books (what your fleet pays them, a cost),
            and their business miles. Revenue and cost per mile of the loads each driver hauled:{' '}
            <Anchor component={Link} to="/reports/loads?by=driver" size="xs">
              Load Profit by driver
            </Anchor>
          </Text>
          {drivers.data.items.length === 0 ? (
            <Text size="sm" c="dimmed">
              No drivers in your fleet yet.
            </Text>
          ) : (
            <TableScroll label="Driver pay by driver" minWidth={480}>
              <Table aria-label="Driver pay by driver">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Driver</Table.Th>
                    <Table.Th ta="right">Driver pay</Table.Th>
                    <Table.Th ta="right">Miles</Table.Th>
                    <Table.Th ta="right">Pay / mile</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {drivers.data.items.map((d) => (
                    <Table.Tr key={d.id}>
                      <Table.Td>{d.name}</Table.Td>
                      <Table.Td ta="right">{formatMoney(d.driverPayCents)}</Table.Td>
                      <Table.Td ta="right">{formatCount(d.businessMiles)}</Table.Td>
                      <Table.Td ta="right">{perMile(d.payPerMileCents)}</Table.Td>
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
