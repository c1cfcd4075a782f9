import { Anchor, Table } from '@mantine/core'
import { Link } from 'react-router'
import type { Loan } from '@/contracts/assets'
import { TableScroll } from '@/web/components/ui/table-scroll'
import { formatMoney } from '@/web/lib/format'
import { useAssets } from '../api/assets-api'
import { formatRate, formatTerm } from './asset-labels'

/** The user's loans: lender, terms, the monthly payment and what is owed today. */
export function LoanList({ loans }: { loans: Loan[] }) {
  // Named from the largest page of equipment, the one the loan form offers.
  const names = new Map(useAssets(1, 100).data?.items.map((a) => [a.id, a.description]))
  return (
    <TableScroll label="Loans" minWidth={760}>
      <Table striped withTableBorder fz="sm" aria-label="Loans">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Lender</Table.Th>
            <Table.Th>Equipment</Table.Th>
            <Table.Th>Terms</Table.Th>
            <Table.Th ta="right">Monthly payment</Table.Th>
            <Table.Th ta="right">Balance today</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loans.map((loan) => (
            <Table.Tr key={loan.id}>
              <Table.Td>
                <Anchor component={Link} to={`/equipment/loans/${loan.id}`} size="sm" fw={600}>
                  {loan.lender}
                </Anchor>
              </Table.Td>
              <Table.Td>{(loan.assetId && names.get(loan.assetId)) || '—'}</Table.Td>
              <Table.Td>
                {formatMoney(loan.principalCents)} at {formatRate(loan.annualRate)},{' '}
                {formatTerm(loan.termMonths)}
              </Table.Td>
              <Table.Td ta="right">{formatMoney(loan.paymentCents)}</Table.Td>
              <Table.Td ta="right">{formatMoney(loan.balanceCents)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  )
}
