import { Table, VisuallyHidden } from '@mantine/core'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { ReserveStatement } from '@/contracts/reserves'
import { TableScroll } from '@/web/components/ui/table-scroll'
import { formatDate, formatMoney } from '@/web/lib/format'
import { ENTRY_KIND_LABELS } from './reserve-labels'

type Entry = ReserveStatement['entries'][number]

/** Money out of the account: a draw, a refund, or an adjustment down. */
const isOut = (entry: Entry) =>
  entry.kind === 'draw' ||
  entry.kind === 'refund' ||
  (entry.kind === 'adjustment' && entry.direction === 'decrease')

/**
 * An account's statement: the opening balance, every movement signed (+ in, − out) with its
 * settlement and the balance after it, the closing balance. On the screen the settlements are links
 * and each row may carry actions; in the letter it is plain text to print.
 */
export function StatementTable({
  statement,
  linkSettlements = false,
  actions,
}: {
  statement: ReserveStatement
  linkSettlements?: boolean
  actions?: (entry: Entry) => ReactNode
}) {
  const { entries, openingBalanceCents, closingBalanceCents, from, to } = statement
  const columns = actions ? 7 : 6
  const balanceRow = (date: string, label: string, cents: number, strong: boolean) => (
    <Table.Tr>
      <Table.Td>{formatDate(date)}</Table.Td>
      <Table.Td colSpan={4} fw={strong ? 600 : undefined}>
        {label}
      </Table.Td>
      <Table.Td ta="right" fw={strong ? 600 : undefined}>
        {formatMoney(cents)}
      </Table.Td>
      {columns === 7 && <Table.Td />}
    </Table.Tr>
  )
  return (
    <TableScroll label="Statement" minWidth={actions ? 720 : 600}>
      <Table striped={!!actions} withTableBorder fz="sm" aria-label="Statement">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Kind</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th>Settlement</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th ta="right">Balance</Table.Th>
            {actions && (
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {balanceRow(from, 'Opening balance', openingBalanceCents, false)}
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>{formatDate(entry.date)}</Table.Td>
              <Table.Td>{ENTRY_KIND_LABELS[entry.kind]}</Table.Td>
              <Table.Td>{entry.description || '—'}</Table.Td>
              <Table.Td>
                {entry.settlementId && linkSettlements ? (
                  <Link to={`/settlements/${entry.settlementId}`}>
                    {entry.settlementLabel ?? 'Settlement'}
                  </Link>
                ) : (
                  (entry.settlementLabel ?? '—')
                )}
              </Table.Td>
              <Table.Td ta="right">{`${isOut(entry) ? '−' : '+'}${formatMoney(entry.amountCents)}`}</Table.Td>
              <Table.Td ta="right">{formatMoney(entry.balanceCents)}</Table.Td>
              {actions && <Table.Td>{actions(entry)}</Table.Td>}
            </Table.Tr>
          ))}
          {balanceRow(to, 'Closing balance', closingBalanceCents, true)}
        </Table.Tbody>
      </Table>
    </TableScroll>
  )
}
