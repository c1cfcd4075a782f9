import { Badge, Paper, Table, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import type { Settlement } from '@/contracts/settlements'
import { DEDUCTION_CATEGORIES, isLumperReimbursement } from '@/domain/settlements/settlement-math'
import { TableScroll } from '@/web/components/ui/table-scroll'
import { formatCount, formatDate, formatMoney } from '@/web/lib/format'

type Line = Settlement['lines'][number]

const dash = (value: string | null) => value || '—'

function deductionLabel(category: string | null): ReactNode {
  const known = DEDUCTION_CATEGORIES[(category ?? 'other') as keyof typeof DEDUCTION_CATEGORIES]
  if (!known) return category ?? 'Other'
  if (category === 'needs_review')
    return (
      <Badge color="orange" variant="light" title="Not deducted until you pick what it is (Edit)">
        Needs review
      </Badge>
    )
  return known.expenseCategory ? known.label : `${known.label} (not an expense)`
}

/** A credit (negative amount) reads as one: "−$25.00 credit". */
function lineAmount(line: Line): ReactNode {
  if (line.amountCents >= 0) return formatMoney(line.amountCents)
  return (
    <Text span size="sm" c="green.8">
      −{formatMoney(-line.amountCents)} credit
    </Text>
  )
}

function LineTable(props: {
  title: string
  headers: string[]
  lines: Line[]
  row: (line: Line) => ReactNode[]
}) {
  const { title, headers, lines, row } = props
  const lastColumn = headers.length - 1
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label={title}>
      <Title order={2} fz="lg" mb="xs">
        {title}
      </Title>
      {lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          None on this settlement.
        </Text>
      ) : (
        <TableScroll label={`${title} table`} minWidth={300}>
          <Table verticalSpacing="xs" striped>
            <Table.Thead>
              <Table.Tr>
                {headers.map((header, i) => (
                  <Table.Th key={header} ta={i === lastColumn ? 'right' : undefined}>
                    {header}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line) => (
                <Table.Tr key={line.id}>
                  {row(line).map((cell, i) => (
                    <Table.Td
                      key={headers[i]}
                      ta={i === lastColumn ? 'right' : undefined}
                      style={i === 0 || i === lastColumn ? { whiteSpace: 'nowrap' } : undefined}
                    >
                      {cell}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
    </Paper>
  )
}

export function SettlementLineTables({ settlement }: { settlement: Settlement }) {
  const of = (kind: Line['kind']) => settlement.lines.filter((line) => line.kind === kind)
  return (
    <>
      <LineTable
        title="Loads"
        headers={['Load #', 'Route', 'Miles', 'Amount']}
        lines={of('load')}
        row={(line) => [
          <>
            {dash(line.loadNumber)}
            {line.loadDate && (
              <Text size="xs" c="dimmed">
                {formatDate(line.loadDate)}
              </Text>
            )}
          </>,
          line.origin || line.destination ? `${dash(line.origin)} → ${dash(line.destination)}` : '—',
          line.miles === null ? '—' : formatCount(line.miles),
          formatMoney(line.amountCents),
        ]}
      />
      <LineTable
        title="Deductions"
        headers={['Description', 'Category', 'Amount']}
        lines={of('deduction')}
        row={(line) => [dash(line.description), deductionLabel(line.category), lineAmount(line)]}
      />
      <LineTable
        title="Reimbursements"
        headers={['Description', 'Amount']}
        lines={of('reimbursement')}
        row={(line) => [
          <>
            {dash(line.description)}
            {isLumperReimbursement({ ...line, category: line.category === 'lumper' ? 'lumper' : null }) && (
              <Text size="xs" c="dimmed">
                Lumper: its fee posts too (they cancel out)
              </Text>
            )}
          </>,
          formatMoney(line.amountCents),
        ]}
      />
    </>
  )
}
