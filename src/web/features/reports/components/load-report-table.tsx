import { Anchor, Table, Text } from '@mantine/core'
import { Link } from 'react-router'
import type { LoadReport, LoadReportGroup, LoadReportRow } from '@/contracts/loads'
import { TableScroll } from '@/web/components/ui/table-scroll'
import { formatCount, formatMoney } from '@/web/lib/format'

export const GROUP_LABELS: Record<LoadReportGroup, string> = {
  load: 'Load',
  broker: 'Broker',
  lane: 'Lane',
  truck: 'Truck',
  driver: 'Driver',
  month: 'Month',
}

const perMile = (cents: number | null) => (cents === null ? '—' : formatMoney(cents))
const percent = (value: string | null) => (value === null ? '—' : `${value}%`)
const costsOf = (r: Omit<LoadReportRow, 'key' | 'label'>) =>
  r.directCostsCents + r.perDiemCents + r.fixedCostsShareCents

/** The lowest and highest rate per loaded mile of a group's loads: "$2.46 – $2.50". */
function rateRange(r: Omit<LoadReportRow, 'key' | 'label'>) {
  if (r.minRatePerMileCents === null || r.maxRatePerMileCents === null) return '—'
  if (r.minRatePerMileCents === r.maxRatePerMileCents) return formatMoney(r.minRatePerMileCents)
  return `${formatMoney(r.minRatePerMileCents)} – ${formatMoney(r.maxRatePerMileCents)}`
}

/**
 * The load report's rows with their totals: a table on a wide screen, a card per row on a phone
 * (TableScroll). By load there is one load a row, so neither the count nor the range of rates.
 */
export function LoadReportTable({ report, name }: { report: LoadReport; name: string }) {
  const group = report.groupBy
  const many = group !== 'load'
  const broker = group === 'broker'
  const money = (cents: number) => formatMoney(cents)
  const cells = (r: Omit<LoadReportRow, 'key' | 'label'>) => (
    <>
      {many && <Table.Td ta="right">{formatCount(r.loads)}</Table.Td>}
      <Table.Td ta="right">{money(r.revenueCents)}</Table.Td>
      <Table.Td ta="right">{money(costsOf(r))}</Table.Td>
      <Table.Td ta="right" c={r.profitCents < 0 ? 'red.8' : undefined}>
        {money(r.profitCents)}
      </Table.Td>
      <Table.Td ta="right">{percent(r.marginPercent)}</Table.Td>
      <Table.Td ta="right">{formatCount(r.loadedMiles)}</Table.Td>
      <Table.Td ta="right">{perMile(r.revenuePerLoadedMileCents)}</Table.Td>
      <Table.Td ta="right">{perMile(r.revenuePerMileCents)}</Table.Td>
      {many && <Table.Td ta="right">{rateRange(r)}</Table.Td>}
      {broker && (
        <Table.Td ta="right">{r.averageDaysToPay === null ? '—' : `${r.averageDaysToPay} days`}</Table.Td>
      )}
    </>
  )
  return (
    <TableScroll label={name} minWidth={many ? 900 : 760}>
      <Table aria-label={name} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{GROUP_LABELS[group]}</Table.Th>
            {many && <Table.Th ta="right">Loads</Table.Th>}
            <Table.Th ta="right">Revenue</Table.Th>
            <Table.Th ta="right">Costs</Table.Th>
            <Table.Th ta="right">Profit</Table.Th>
            <Table.Th ta="right">Margin</Table.Th>
            <Table.Th ta="right">Loaded miles</Table.Th>
            <Table.Th ta="right">Per loaded mile</Table.Th>
            <Table.Th ta="right">Per mile</Table.Th>
            {many && <Table.Th ta="right">Rate range</Table.Th>}
            {broker && <Table.Th ta="right">Avg days to pay</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.rows.map((r) => (
            <Table.Tr key={r.key || r.label}>
              <Table.Th scope="row" fw={500}>
                {group === 'load' ? (
                  <Anchor component={Link} to={`/loads/${r.key}`} size="sm">
                    {r.label}
                  </Anchor>
                ) : (
                  r.label
                )}
              </Table.Th>
              {cells(r)}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Th scope="row">
              Total
              <Text span size="xs" c="dimmed" fw={400}>
                {' '}
                · {formatCount(report.totals.loads)} {report.totals.loads === 1 ? 'load' : 'loads'}
              </Text>
            </Table.Th>
            {cells(report.totals)}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </TableScroll>
  )
}
