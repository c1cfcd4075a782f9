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
function FiguresTable({
  label,
  rows,
  testIdPrefix = 'meals',
}: {
  label: string
  rows: [string, string][]
  testIdPrefix?: string
}) {
  return (
    <Table aria-label={label}>
      <Table.Tbody>
        {rows.map(([name, value]) => (
          <Table.Tr key={name}>
            <Table.Th scope="row" fw={500}>
              {name}
            </Table.Th>
            <Table.Td ta="right" data-testid={`${testIdPrefix}-${name}`}>
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

/**
 * The equipment's figures of the year as Form 4562 and Form 4797 put them: section 179 within the
 * business income limit and its carryover, bonus and MACRS (together Schedule C line 13), the loans'
 * interest (line 16b), and what a sale adds.
 */
export function EquipmentSection({ equipment }: { equipment: NonNullable<TaxReport['equipment']> }) {
  const { sales, ...figures } = equipment
  if (
    Object.values(figures).every((cents) => cents === 0) &&
    sales.ordinaryCents === 0 &&
    sales.section1231GainCents === 0
  )
    return (
      <Text size="sm" c="dimmed">
        No equipment deducted this year. A truck or trailer bought outright, on a loan or on a lease-purchase
        is deducted by its depreciation and its loan&apos;s interest, not its payments:{' '}
        <Anchor component={Link} to="/equipment" size="sm" underline="always">
          record it under Equipment
        </Anchor>
        .
      </Text>
    )
  const rows: [string, string][] = [
    ['Section 179 elected (line 9)', formatMoney(equipment.section179TentativeCents)],
  ]
  if (equipment.section179CarryoverInCents > 0)
    rows.push(['Carried in from last year (line 10)', formatMoney(equipment.section179CarryoverInCents)])
  rows.push(
    ['Business income limit (line 11)', formatMoney(equipment.businessIncomeLimitCents)],
    ['Section 179 deduction (line 12)', formatMoney(equipment.section179Cents)],
  )
  if (equipment.section179CarryoverCents > 0)
    rows.push(['Carried to next year (line 13)', formatMoney(equipment.section179CarryoverCents)])
  rows.push(
    ['Bonus depreciation (line 14)', formatMoney(equipment.bonusCents)],
    ['MACRS (lines 17, 19)', formatMoney(equipment.macrsCents)],
    ['Total: Schedule C line 13 (line 22)', formatMoney(equipment.depreciationCents)],
    ['Loan interest: Schedule C line 16b', formatMoney(equipment.interestCents)],
  )
  const { ordinaryCents, section1231GainCents } = equipment.sales
  if (ordinaryCents !== 0)
    rows.push([
      ordinaryCents > 0 ? 'Sale: ordinary income (Form 4797)' : 'Sale: ordinary loss (Form 4797)',
      formatMoney(ordinaryCents),
    ])
  if (section1231GainCents !== 0) rows.push(['Sale: section 1231 gain', formatMoney(section1231GainCents)])
  return (
    <>
      <FiguresTable label="Form 4562: depreciation and section 179" rows={rows} testIdPrefix="equipment" />
      <Text size="xs" c="dimmed" mt="xs">
        From your{' '}
        <Anchor component={Link} to="/equipment" size="xs" underline="always">
          equipment and loans
        </Anchor>
        . Truck payments are deducted as rent (line 20a) only on a true lease; on a loan or a lease-purchase
        the interest and depreciation are deducted instead.
        {section1231GainCents > 0 &&
          ' A section 1231 gain is taxed as a long-term capital gain: it is not in this estimate.'}
      </Text>
    </>
  )
}
