import { Button, Group, Modal, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import {
  ADVANCE_METHOD_LABELS,
  type Advance,
  type AdvanceRepayment,
  ZAdvanceInput,
} from '@/contracts/advances'
import { ADVANCE_METHODS } from '@/domain/advances/advance-matching'
import { FormError } from '@/web/components/ui/form-error'
import { MoneyInput } from '@/web/components/ui/money-input'
import { errorText } from '@/web/lib/api'
import { categoryOptions, useCategories } from '@/web/lib/categories'
import { formatDate, formatMoney } from '@/web/lib/format'
import { notifySuccess } from '@/web/lib/notify'
import { parseForm } from '@/web/lib/parse-form'
import { useToday } from '@/web/lib/today'
import { useCreateAdvance, useUpdateAdvance } from '../api/advances-api'

const METHOD_OPTIONS = ADVANCE_METHODS.map((method) => ({
  value: method,
  label: ADVANCE_METHOD_LABELS[method],
}))

/** What the form opens on: a new advance, one to edit, or one recorded from a settlement's line. */
export type AdvanceFormTarget =
  | { kind: 'new' }
  | { kind: 'edit'; advance: Advance }
  | { kind: 'from-line'; line: AdvanceRepayment }

function AdvanceForm({ target, onDone }: { target: AdvanceFormTarget; onDone: () => void }) {
  const today = useToday()
  const categories = useCategories()
  const advance = target.kind === 'edit' ? target.advance : null
  const line = target.kind === 'from-line' ? target.line : null
  const form = useForm({
    initialValues: {
      payerName: advance?.payerName ?? line?.payerName ?? '',
      date: advance?.date ?? line?.date ?? today,
      amountCents: (advance?.amountCents ?? line?.amountCents ?? null) as number | null,
      method: advance?.method ?? 'comchek',
      reference: advance?.reference ?? '',
      expenseCategory: (advance?.expenseCategory ?? null) as string | null,
      description: advance?.description ?? '',
      note: advance?.note ?? '',
    },
  })
  const create = useCreateAdvance()
  const update = useUpdateAdvance(advance?.id ?? '')
  const [error, setError] = useState<string | null>(null)
  const submit = form.onSubmit(async (values) => {
    const parsed = parseForm(ZAdvanceInput, {
      ...values,
      reference: values.reference.trim() || null,
      ...(line
        ? { settlementId: line.settlementId, settlementLinePosition: line.settlementLinePosition }
        : {}),
    })
    if (!parsed.ok) return setError(parsed.error)
    setError(null)
    try {
      if (advance) await update.mutateAsync(parsed.data)
      else await create.mutateAsync(parsed.data)
      notifySuccess(advance ? 'Advance saved' : 'Advance recorded')
      onDone()
    } catch (caught) {
      setError(errorText(caught, 'Failed to save the advance'))
    }
  })
  return (
    <form onSubmit={submit} noValidate>
      <FormError message={error} />
      <Stack gap="md">
        {line && (
          <Text size="sm" c="dimmed">
            Repaid by {line.settlementLabel ?? 'a settlement'} of {formatDate(line.date)}: “
            {line.description || 'Advance'}”, {formatMoney(line.amountCents)}. Set the date the carrier
            advanced the money.
          </Text>
        )}
        <TextInput
          label="Advanced by"
          description="The carrier or broker, as its settlements name it"
          required
          maxLength={200}
          {...form.getInputProps('payerName')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Date advanced" type="date" required {...form.getInputProps('date')} />
          <MoneyInput
            label="Amount"
            required
            value={form.values.amountCents}
            onChange={(cents) => form.setFieldValue('amountCents', cents)}
          />
          <Select
            label="Paid as"
            data={METHOD_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps('method')}
          />
          <TextInput
            label="Check or code number"
            description="Matches the settlement line that names it"
            maxLength={60}
            {...form.getInputProps('reference')}
          />
        </SimpleGrid>
        <Select
          label="What it paid for"
          description="Posted once as this expense on the advance’s date; the settlement line that repays it is not an expense"
          placeholder="None (no expense to post)"
          clearable
          data={categoryOptions(categories.data, 'expense', form.values.expenseCategory)}
          {...form.getInputProps('expenseCategory')}
        />
        <TextInput
          label="Description"
          placeholder="Lumper at the Kroger DC, Denver"
          required={!!form.values.expenseCategory}
          maxLength={300}
          {...form.getInputProps('description')}
        />
        <Textarea label="Note" autosize minRows={2} maxLength={2000} {...form.getInputProps('note')} />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending || update.isPending}>
            {advance ? 'Save' : 'Record Advance'}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/** Records (new, or from a settlement's advance line) or edits an advance; null keeps it closed. */
export function AdvanceFormModal({
  target,
  onClose,
}: {
  target: AdvanceFormTarget | null
  onClose: () => void
}) {
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target?.kind === 'edit' ? 'Edit advance' : 'Record an advance'}
      size="lg"
    >
      {target && <AdvanceForm target={target} onDone={onClose} />}
    </Modal>
  )
}
