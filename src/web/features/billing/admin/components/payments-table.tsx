import { Badge, Code, Table, Text } from '@mantine/core'
import { paymentDisplayId } from '@/contracts/billing'
import { TableScroll } from '@/web/components/ui/table-scroll'
import type { Payment } from '@/web/features/billing/admin/api/payments-api'
import { formatDateTime, formatMoney } from '@/web/lib/format'

const STATUS_COLORS: Record<Payment['status'], string> = {
  completed: 'green',
  succeeded: 'green',
  pending: 'yellow',
  failed: 'red',
  canceled: 'red',
}

export function paymentStatusLabel(status: Payment['status'] | 'all'): string {
  return status === 'all' ? 'All statuses' : status.charAt(0).toUpperCase() + status.slice(1)
}

function PaymentStatusBadge({ status }: { status: Payment['status'] }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light">
      {paymentStatusLabel(status)}
    </Badge>
  )
}

/** The payments of one page; on a phone the table scrolls sideways. */
export function PaymentsTable({ payments }: { payments: Payment[] }) {
  return (
    <TableScroll label="Payments table" minWidth={880}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Payments">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Customer Email</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Payment ID</Table.Th>
            <Table.Th>Description</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payments.map((payment) => (
            <Table.Tr key={payment.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(payment.createdAt)}</Table.Td>
              <Table.Td>{payment.customerEmail}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(payment.amount)}
              </Table.Td>
              <Table.Td>
                <PaymentStatusBadge status={payment.status} />
              </Table.Td>
              <Table.Td>
                <Code>{paymentDisplayId(payment)}</Code>
              </Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={2}>
                  {payment.description}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  )
}
