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
import { useState } from 'react'
import { CATEGORY_MESSAGES } from '@/contracts/categories'
import { EXPENSE_DESCRIPTION_MAX, EXPENSE_NOTES_MAX, type Expense } from '@/contracts/expenses'
import { LEDGER_MESSAGES, MAX_AMOUNT_CENTS } from '@/contracts/ledger-common'
import { ReceiptThumbnail } from '@/web/components/documents/receipt-thumbnail'
import { TruckSelect } from '@/web/components/trucks/truck-select'
import { FormError } from '@/web/components/ui/form-error'
import { MoneyInput } from '@/web/components/ui/money-input'
import {
  type ExpenseValues,
  findDuplicateExpenses,
  useCreateExpense,
  useUpdateExpense,
} from '@/web/features/expenses/api/expenses-api'
import { PAYMENT_METHOD_OPTIONS } from '@/web/features/expenses/lib/category-options'
import { expenseFormValues, ZExpenseForm } from '@/web/features/expenses/lib/expense-form-values'
import type { ReceiptPrefill } from '@/web/features/expenses/lib/receipt-prefill'
import { categoryOptions, useCategories } from '@/web/lib/categories'
import { formatDate, formatMoney } from '@/web/lib/format'
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
  // A likely duplicate found on submit: the values waiting for "Add anyway", and what they match.
  // Any change to the form drops it: the next submit checks again.
  const [duplicate, setDuplicate] = useState<{ values: ExpenseValues; matches: Expense[] } | null>(null)
  const [checking, setChecking] = useState(false)
  const form = useForm({
    initialValues: expenseFormValues({ expense, prefill, today, role }),
    onValuesChange: () => setDuplicate(null),
  })
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

  const amountError = amountProblem(form.values.amountCents)

  const submit = form.onSubmit(async (values) => {
    if (amountError) return setError(amountError)
    const parsed = parseForm(ZExpenseForm, {
      ...values,
      amountCents: values.amountCents ?? undefined,
      category: values.category ?? undefined,
      documentId: prefill?.documentId,
    })
    if (!parsed.ok) return setError(parsed.error)
    const data = parsed.data
    const sameAsBefore =
      expense !== null &&
      expense.date === data.date &&
      expense.amountCents === data.amountCents &&
      expense.description === data.description
    if (!sameAsBefore) {
      setChecking(true)
      // A failed check never stops a save: it only asks when it found something.
      const matches = await findDuplicateExpenses({
        date: data.date,
        amountCents: data.amountCents,
        description: data.description,
        excludeId: expense?.id,
      })
        .then((found) => found.items)
        .catch(() => [])
        .finally(() => setChecking(false))
      if (matches.length > 0) return setDuplicate({ values: data, matches })
    }
    await save(data)
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
            description={`Up to ${formatMoney(MAX_AMOUNT_CENTS)}`}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            value={form.values.amountCents}
            onChange={(cents) => form.setFieldValue('amountCents', cents)}
            error={amountError}
          />
        </SimpleGrid>
        <TextInput
          label="Description"
          required
          placeholder="e.g. Diesel at Pilot, Amarillo"
          maxLength={EXPENSE_DESCRIPTION_MAX}
          description={counter(form.values.description, EXPENSE_DESCRIPTION_MAX)}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
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
        <Textarea
          label="Notes"
          autosize
          minRows={2}
          maxRows={5}
          maxLength={EXPENSE_NOTES_MAX}
          description={counter(form.values.notes, EXPENSE_NOTES_MAX)}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.getInputProps('notes')}
        />
        <Group gap="lg">
          <Checkbox label="Tax Deductible" {...form.getInputProps('taxDeductible', { type: 'checkbox' })} />
          <Checkbox label="Recurring" {...form.getInputProps('recurring', { type: 'checkbox' })} />
        </Group>
        {duplicate ? (
          <DuplicateConfirm
            matches={duplicate.matches}
            editing={expense !== null}
            saving={saving}
            onBack={() => setDuplicate(null)}
            onConfirm={() => save(duplicate.values)}
          />
        ) : (
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onDone} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving || checking}>
              {expense ? 'Save Changes' : 'Add Expense'}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  )
}

/** What the amount field says while it is typed: negative or over the largest amount. */
function amountProblem(cents: number | null): string | null {
  if (cents === null) return null
  if (cents < 0) return LEDGER_MESSAGES.amountNegative
  if (cents > MAX_AMOUNT_CENTS) return LEDGER_MESSAGES.amountTooLarge
  return null
}

/** "12 / 300 characters": how much of a text field's room is used. */
function counter(text: string, max: number) {
  return `${text.length.toLocaleString('en-US')} / ${max.toLocaleString('en-US')} characters`
}

/** The confirm step when the expense looks like one already there: save it anyway, or go back. */
function DuplicateConfirm(props: {
  matches: Expense[]
  editing: boolean
  saving: boolean
  onBack: () => void
  onConfirm: () => void
}) {
  const { matches, editing, saving, onBack, onConfirm } = props
  const first = matches[0]!
  const others = matches.length - 1
  return (
    <Alert
      color="yellow"
      variant="light"
      role="alertdialog"
      title="This looks like an expense you already have"
    >
      <Stack gap="xs">
        <span>
          “{first.description}” for {formatMoney(first.amountCents)} on {formatDate(first.date)} is already in
          your expenses{others > 0 ? ` (and ${others} more like it)` : ''}. {editing ? 'Save' : 'Add'} this
          one anyway?
        </span>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onBack} disabled={saving}>
            Go Back
          </Button>
          <Button color="yellow" onClick={onConfirm} loading={saving}>
            {editing ? 'Save Anyway' : 'Add Anyway'}
          </Button>
        </Group>
      </Stack>
    </Alert>
  )
}
