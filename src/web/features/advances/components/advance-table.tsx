import { Badge, Paper, Table, Text, Title, VisuallyHidden } from '@mantine/core'
import { ADVANCE_METHOD_LABELS, type Advance } from '@/contracts/advances'
import { EditDeleteActions } from '@/web/components/ui/edit-delete-actions'
import { TableScroll } from '@/web/components/ui/table-scroll'
import { errorText } from '@/web/lib/api'
import { useCategoryLabel } from '@/web/lib/categories'
import { confirmAction } from '@/web/lib/confirm'
import { formatDate, formatMoney } from '@/web/lib/format'
import { notifyError, notifySuccess } from '@/web/lib/notify'
import { useDeleteAdvance } from '../api/advances-api'
import { SettlementLink } from './settlement-link'

const MATCHED_BY = { user: 'matched by you', reference: 'by its number', amount: 'by amount' } as const

/** Every advance, newest first, with the settlement line that repaid it or what is still owed. */
export function AdvanceTable({ items, onEdit }: { items: Advance[]; onEdit: (advance: Advance) => void }) {
  const remove = useDeleteAdvance()
  const label = useCategoryLabel()
  const onDelete = async (advance: Advance) => {
    const message = `Delete the ${formatMoney(advance.amountCents)} advance of ${formatDate(advance.date)}? The expense it posted is deleted with it; settlements stay as they are.`
    if (!(await confirmAction({ message }))) return
    remove.mutate(advance.id, {
      onSuccess: () => notifySuccess('Advance deleted'),
      onError: (error) => notifyError(errorText(error, 'Failed to delete the advance')),
    })
  }
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="list-title"
    >
      <Title order={2} fz="lg" id="list-title" mb="sm">
        All advances
      </Title>
      <TableScroll label="Advances" minWidth={860}>
        <Table striped withTableBorder fz="sm" aria-label="Advances">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Carrier</Table.Th>
              <Table.Th>Paid as</Table.Th>
              <Table.Th>Paid for</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th>Repaid by</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((advance) => (
              <Table.Tr key={advance.id}>
                <Table.Td>{formatDate(advance.date)}</Table.Td>
                <Table.Td>{advance.payerName}</Table.Td>
                <Table.Td>
                  {ADVANCE_METHOD_LABELS[advance.method]}
                  {advance.reference && ` #${advance.reference}`}
                </Table.Td>
                <Table.Td>
                  {advance.expenseCategory
                    ? `${label(advance.expenseCategory)}: ${advance.description}`
                    : advance.description || '—'}
                </Table.Td>
                <Table.Td ta="right">{formatMoney(advance.amountCents)}</Table.Td>
                <Table.Td>
                  {advance.repayment ? (
                    <Text size="sm">
                      <SettlementLink line={advance.repayment} />, {formatDate(advance.repayment.date)} (
                      {MATCHED_BY[advance.repayment.matchedBy]})
                    </Text>
                  ) : (
                    <Badge color={advance.outstanding ? 'orange' : 'gray'} variant="light">
                      {advance.outstanding ? 'Owed' : 'Not yet advanced'}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <EditDeleteActions
                    what={`the advance of ${formatDate(advance.date)}`}
                    onEdit={() => onEdit(advance)}
                    onDelete={() => void onDelete(advance)}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </Paper>
  )
}
