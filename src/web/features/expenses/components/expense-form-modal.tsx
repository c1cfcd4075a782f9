import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { CATEGORY_MESSAGES } from '@/contracts/categories'
import type { Expense } from '@/contracts/expenses'
import { ReceiptThumbnail } from '@/web/components/documents/receipt-thumbnail'
import { TruckSelect } from '@/web/components/trucks/truck-select'
import { FormError } from '@/web/components/ui/form-error'
import { MoneyInput } from '@/web/components/ui/money-input'
import { useCreateExpense, useUpdateExpense } from '@/web/features/expenses/api/expenses-api'
import { PAYMENT_METHOD_OPTIONS } from '@/web/features/expenses/lib/category-options'
import { expenseFormValues, ZExpenseForm } from '@/web/features/expenses/lib/expense-form-values'
import type { ReceiptPrefill } from '@/web/features/expenses/lib/receipt-prefill'
import { categoryOptions, useCategories } from '@/web/lib/categories'
import { parseForm } from '@/web/lib/parse-form'
import { useSession } from '@/web/lib/session'
import { useToday } from '@/web/lib/today'
import { useSaveRow } from '@/web/lib/use-save-row'

interface ExpenseFormModalProps {
  opened: boolean
  onClose: () => void
  /** The expense to edit; without it the modal adds a new one. */
  expense?: Expense | null
  /** A scanned receipt: the new expense starts from what was read and is linked to the receipt. */
  prefill?: ReceiptPrefill | null
}

/** 'Add New Expense' and 'Edit Expense': one form, validated with the API's own schema. */
export function ExpenseFormModal({ opened, onClose, expense, prefill }: ExpenseFormModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={expense ? 'Edit Expense' : 'Add New Expense'} size="lg">
      {/* Keyed so each opening starts from the expense's values (or a blank form). */}
      {opened && (
        <ExpenseForm
          key={expense?.id ?? prefill?.documentId ?? 'new'}
          expense={expense ?? null}
          prefill={expense ? null : (prefill ?? null)}
          onDone={onClose}
        />
      )}
    </Modal>
  )
}

function ExpenseForm(props: { expense: Expense | null; prefill: ReceiptPrefill | null; onDone: () => void }) {
  const { expense, prefill, onDone } = props
  const today = useToday()
  const role = useSession().data?.role
  const form = useForm({ initialValues: expenseFormValues({ expense, prefill, today, role }) })
  const categories = useCategories()
  const { save, saving, error, setError } = useSaveRow({
    id: expense?.id ?? null,
    create: useCreateExpense(),
    update: useUpdateExpense(),
    words: {
      added: 'Expense added successfully',
      updated: 'Expense updated successfully',
      addFailed: 'Failed to add expense',
      updateFailed: 'Failed to update expense',
    },
    onSaved: () => {
      form.reset()
      onDone()
    },
  })

  const submit = form.onSubmit(async (values) => {
    const parsed = parseForm(ZExpenseForm, {
      ...values,
      amountCents: values.amountCents ?? undefined,
      category: values.category ?? undefined,
      documentId: prefill?.documentId,
    })
    if (!parsed.ok) return setError(parsed.error)
    await save(parsed.data)
  })

  return (
    <form onSubmit={submit} noValidate>
      <FormError message={error} />
      <Stack gap="sm">
        {prefill && (
          <>
            <Alert color={prefill.notice.color} variant="light" role="status">
              {prefill.notice.text}
            </Alert>
            <ReceiptThumbnail
              documentId={prefill.documentId}
              mediaType={prefill.mediaType}
              fileName={prefill.fileName}
            />
          </>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Date" type="date" required {...form.getInputProps('date')} />
          <MoneyInput
            label="Amount"
            required
            placeholder="$0.00"
            value={form.values.amountCents}
            onChange={(cents) => form.setFieldValue('amountCents', cents)}
          />
        </SimpleGrid>
        <TextInput
          label="Description"
          required
          placeholder="e.g. Diesel at Pilot, Amarillo"
          {...form.getInputProps('description')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label="Category"
            required
            placeholder={categories.isPending ? 'Loading categories…' : 'Choose a category'}
            // The active categories; the one this expense already has stays even if switched off.
            data={categoryOptions(categories.data, 'expense', expense?.category)}
            disabled={categories.isPending}
            allowDeselect={false}
            searchable
            maxDropdownHeight={280}
            {...form.getInputProps('category')}
            error={categories.isError ? CATEGORY_MESSAGES.loadFailed : form.getInputProps('category').error}
          />
          <Select
            label="Payment Method"
            data={PAYMENT_METHOD_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps('paymentMethod')}
          />
        </SimpleGrid>
        <TruckSelect value={form.values.truckId} onChange={(id) => form.setFieldValue('truckId', id)} />
        <Textarea label="Notes" autosize minRows={2} maxRows={5} {...form.getInputProps('notes')} />
        <Group gap="lg">
          <Checkbox label="Tax Deductible" {...form.getInputProps('taxDeductible', { type: 'checkbox' })} />
          <Checkbox label="Recurring" {...form.getInputProps('recurring', { type: 'checkbox' })} />
        </Group>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {expense ? 'Save Changes' : 'Add Expense'}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
