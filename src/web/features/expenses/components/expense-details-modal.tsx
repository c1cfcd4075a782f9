import { Anchor, Badge, Button, Group, Modal, SimpleGrid, Stack } from '@mantine/core'
import { IconExternalLink } from '@tabler/icons-react'
import type { Expense } from '@/contracts/expenses'
import { PAYMENT_METHOD_LABELS } from '@/domain/categories'
import { CommentsPanel } from '@/web/components/comments/comments-panel'
import { DetailField } from '@/web/components/ui/detail-field'
import { useCategoryLabel } from '@/web/lib/categories'
import { documentFileUrl } from '@/web/lib/documents/documents-api'
import { formatDate, formatDateTime, formatMoney } from '@/web/lib/format'

interface ExpenseDetailsModalProps {
  expense: Expense | null
  onClose: () => void
  onEdit: (expense: Expense) => void
}

/** Every field of one expense, read-only. */
export function ExpenseDetailsModal({ expense, onClose, onEdit }: ExpenseDetailsModalProps) {
  const categoryLabel = useCategoryLabel()
  return (
    <Modal opened={expense !== null} onClose={onClose} title="Expense Details" size="lg">
      {expense && (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <DetailField label="Date">{formatDate(expense.date)}</DetailField>
            <DetailField label="Amount">{formatMoney(expense.amountCents)}</DetailField>
            <DetailField label="Description">{expense.description}</DetailField>
            <DetailField label="Category">
              <Badge variant="light">{categoryLabel(expense.category)}</Badge>
            </DetailField>
            <DetailField label="Payment Method">
              {expense.paymentMethod ? PAYMENT_METHOD_LABELS[expense.paymentMethod] : 'Not recorded'}
            </DetailField>
            <DetailField label="Tax Deductible">{expense.taxDeductible ? 'Yes' : 'No'}</DetailField>
            <DetailField label="Recurring">{expense.recurring ? 'Yes' : 'No'}</DetailField>
            <DetailField label="Source">
              {expense.settlementId
                ? 'Posted from a settlement'
                : expense.documentId
                  ? 'Scanned receipt'
                  : 'Entered by hand'}
            </DetailField>
            <DetailField label="Added">{formatDateTime(expense.createdAt)}</DetailField>
            <DetailField label="Last Updated">{formatDateTime(expense.updatedAt)}</DetailField>
          </SimpleGrid>
          <DetailField label="Notes">{expense.notes || '—'}</DetailField>
          {expense.documentId && (
            <Anchor
              href={documentFileUrl(expense.documentId)}
              target="_blank"
              rel="noopener"
              size="sm"
              display="inline-flex"
              style={{ alignItems: 'center', gap: 4 }}
            >
              View receipt <IconExternalLink size={14} aria-hidden />
            </Anchor>
          )}
          <CommentsPanel subjectType="expense" subjectId={expense.id} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            {!expense.settlementId && <Button onClick={() => onEdit(expense)}>Edit</Button>}
          </Group>
        </Stack>
      )}
    </Modal>
  )
}
