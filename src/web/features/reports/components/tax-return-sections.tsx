import { Alert, Anchor, Table, Text } from '@mantine/core'
import { IconToolsKitchen2 } from '@tabler/icons-react'
import { Link } from 'react-router'
import type { TaxReport } from '@/contracts/reports'
import { TableScroll } from '@/web/components/ui/table-scroll'
import { MEALS_METHOD_LABELS } from '@/web/features/reports/lib/tax-labels'
import { formatMoney } from '@/web/lib/format'

/**
 * Label and value rows of a small figures table, each value with a test id of its label. Two columns
 * fit a phone, so it stays a table there.
 */
function FiguresTable({ label, rows }: { label: string; rows: [string, string][] }) {
  return (
    <Table aria-label={label}>
      <Table.Tbody>
        {rows.map(([name, value]) => (
          <Table.Tr key={name}>
            <Table.Th scope="row" fw={500}>
              {name}
            </Table.Th>
            <Table.Td ta="right" data-testid={`meals-${name}`}>
              {value}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`

/** Meals by per diem or by receipts, at 80 % under hours-of-service rules (else 50 %), lodging in full. */
export function MealsSection({ report }: { report: TaxReport }) {
  const { meals, perDiem } = report
  const employee = report.payType === 'w2'
  const percent = `${Number(meals.deductiblePercent)}%`
  const rows: [string, string][] = [['Method', MEALS_METHOD_LABELS[perDiem.method]]]
  if (perDiem.method === 'per_diem') {
    rows.push(
      ['Days away', `${plural(perDiem.fullDays, 'full day')}, ${plural(perDiem.partialDays, 'partial day')}`],
      ['Per diem allowance', formatMoney(perDiem.allowanceCents)],
      [`Deductible at ${percent}`, formatMoney(perDiem.deductibleCents)],
    )
  }
  rows.push(['Actual meals (receipts)', formatMoney(meals.actualMealsCents)])
  if (perDiem.method === 'actual_meals' && !employee) {
    // Schedule C line 24b holds the meals as deducted (the server's arithmetic, not the screen's).
    const deducted = report.scheduleC.find((l) => l.line === '24b')?.amountCents ?? 0
    rows.push([`Meals deductible at ${percent}`, formatMoney(deducted)])
  }
  rows.push(['Lodging (in full)', formatMoney(meals.lodgingCents)])
  return (
    <>
      <FiguresTable label="Meals and per diem" rows={rows} />
      <Text size="xs" c="dimmed" mt="xs">
        {employee
          ? 'Paid on a W-2: an employee cannot deduct meals or lodging.'
          : `Meals are ${percent} deductible ${
              meals.deductiblePercent === '80'
                ? 'under DOT hours-of-service rules'
                : 'outside hours-of-service rules'
            }; per diem replaces meal receipts for the year, lodging is deducted in full either way.`}
      </Text>
      {meals.toSplitCount > 0 && (
        <Alert color="orange" variant="light" mt="sm" icon={<IconToolsKitchen2 size={18} />} role="status">
          {meals.toSplitCount} old Food &amp; Lodging{' '}
          {meals.toSplitCount === 1 ? 'expense counts' : 'expenses count'} as meals:{' '}
          {/* The alert's own text colour: the link blue is too faint on its orange. */}
          <Anchor component={Link} to="/expenses" inherit c="inherit" fw={600} underline="always">
            split them
          </Anchor>{' '}
          into meals and lodging so lodging is deducted in full.
        </Alert>
      )}
    </>
  )
}

/** Adjustments to income of the self-employed (Schedule 1 Part II), as recorded. */
export function Schedule1Section({ report }: { report: TaxReport }) {
  return (
    <TableScroll label="Schedule 1" minWidth={320}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Line</Table.Th>
            <Table.Th>Adjustment</Table.Th>
            <Table.Th ta="right">Paid</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.schedule1.map((l) => (
            <Table.Tr key={l.line}>
              <Table.Td>{l.line}</Table.Td>
              <Table.Td>{l.label}</Table.Td>
              <Table.Td ta="right">{formatMoney(l.amountCents)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  )
}

/** Expenses of the year that are not deducted, each with the reason. */
export function NotDeductedSection({ report }: { report: TaxReport }) {
  return (
    <TableScroll label="Not deducted" minWidth={420}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Expense</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th>Why</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.notDeducted.map((row, i) => (
            <Table.Tr key={`${row.category}-${i}`}>
              <Table.Td>{row.label}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(row.amountCents)}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{row.reason}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  )
}
