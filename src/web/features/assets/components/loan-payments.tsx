import { ActionIcon, Paper, Table, Text, Title, VisuallyHidden } from '@mantine/core'
import { IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { LoadError } from '@/web/components/ui/load-error'
import { PageLoader } from '@/web/components/ui/page-loader'
import { TablePager } from '@/web/components/ui/table-pager'
import { TableScroll } from '@/web/components/ui/table-scroll'
import { errorText } from '@/web/lib/api'
import { confirmAction } from '@/web/lib/confirm'
import { formatDate, formatMoney } from '@/web/lib/format'
import { notifyError, notifySuccess } from '@/web/lib/notify'
import { useDeletePayment, useLoanPayments } from '../api/assets-api'

const PAGE_SIZE = 12

/** The payments made on a loan, each split into interest (deductible) and principal. */
export function LoanPayments({ loanId }: { loanId: string }) {
  const [page, setPage] = useState(1)
  const payments = useLoanPayments(loanId, page, PAGE_SIZE)
  const remove = useDeletePayment(loanId)
  const onDelete = async (id: string, date: string) => {
    const message = `Delete the payment of ${formatDate(date)}? The payments after it are split again.`
    if (!(await confirmAction({ message }))) return
    remove.mutate(id, {
      onSuccess: () => notifySuccess('Payment deleted'),
      onError: (error) => notifyError(errorText(error, 'Failed to delete the payment')),
    })
  }
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Payments made">
      <Title order={2} fz="lg" mb="sm">
        Payments made
      </Title>
      {payments.isPending && <PageLoader />}
      {payments.isError && (
        <LoadError title="Failed to load the payments" onRetry={() => payments.refetch()} />
      )}
      {payments.data?.total === 0 && (
        <Text size="sm" c="dimmed">
          No payments recorded yet. Record each one as you make it: the interest of the year’s payments is
          your deduction, and the balance owed follows what you actually paid.
        </Text>
      )}
      {payments.data && payments.data.total > 0 && (
        <>
          <TableScroll label="Payments made" minWidth={620}>
            <Table striped withTableBorder fz="sm" aria-label="Payments made">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                  <Table.Th ta="right">Interest</Table.Th>
                  <Table.Th ta="right">Principal</Table.Th>
                  <Table.Th ta="right">Balance after</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {payments.data.items.map((payment) => (
                  <Table.Tr key={payment.id}>
                    <Table.Td>{formatDate(payment.date)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(payment.amountCents)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(payment.interestCents)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(payment.principalCents)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(payment.balanceCents)}</Table.Td>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Delete the payment of ${formatDate(payment.date)}`}
                        onClick={() => void onDelete(payment.id, payment.date)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
          {payments.data.total > PAGE_SIZE && (
            <TablePager page={page} pageSize={PAGE_SIZE} total={payments.data.total} onPageChange={setPage} />
          )}
        </>
      )}
    </Paper>
  )
}
