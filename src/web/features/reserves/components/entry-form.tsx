import { Button, Group, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { ZReserveEntryInput } from '@/contracts/reserves'
import { ENTRY_KINDS } from '@/domain/reserves/reserve-ledger'
import { FormError } from '@/web/components/ui/form-error'
import { MoneyInput } from '@/web/components/ui/money-input'
import { errorText } from '@/web/lib/api'
import { categoryOptions, useCategories } from '@/web/lib/categories'
import { notifySuccess } from '@/web/lib/notify'
import { parseForm } from '@/web/lib/parse-form'
import { useAddReserveEntry } from '../api/reserves-api'
import { ENTRY_KIND_LABELS } from './reserve-labels'

const KIND_OPTIONS = ENTRY_KINDS.map((kind) => ({ value: kind, label: ENTRY_KIND_LABELS[kind] }))
const DIRECTION_OPTIONS = [
  { value: 'increase', label: 'Adds to the balance' },
  { value: 'decrease', label: 'Takes from the balance' },
]

/** Adds a movement the settlements do not show: interest credited, a draw, a refund, a correction. */
export function EntryForm({ accountId, today }: { accountId: string; today: string }) {
  const form = useForm({
    initialValues: {
      kind: 'interest' as (typeof ENTRY_KINDS)[number],
      amountCents: null as number | null,
      date: today,
      direction: null as string | null,
      description: '',
      expenseCategory: null as string | null,
    },
  })
  const add = useAddReserveEntry(accountId)
  const categories = useCategories()
  const [error, setError] = useState<string | null>(null)
  const kind = form.values.kind
  const submit = form.onSubmit(async (values) => {
    const parsed = parseForm(ZReserveEntryInput, {
      ...values,
      direction: values.kind === 'adjustment' ? values.direction : null,
      expenseCategory: values.kind === 'draw' ? values.expenseCategory : null,
    })
    if (!parsed.ok) return setError(parsed.error)
    setError(null)
    try {
      await add.mutateAsync(parsed.data)
      notifySuccess(`${ENTRY_KIND_LABELS[parsed.data.kind]} added`)
      form.setValues({ amountCents: null, description: '', expenseCategory: null, direction: null })
    } catch (caught) {
      setError(errorText(caught, 'Failed to add the entry'))
    }
  })
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Add an entry">
      <Title order={2} fz="lg" mb="sm">
        Add an entry
      </Title>
      <form onSubmit={submit} noValidate>
        <FormError message={error} />
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select label="Kind" data={KIND_OPTIONS} allowDeselect={false} {...form.getInputProps('kind')} />
            <MoneyInput
              label="Amount"
              required
              value={form.values.amountCents}
              onChange={(cents) => form.setFieldValue('amountCents', cents)}
            />
            <TextInput label="Date" type="date" required {...form.getInputProps('date')} />
          </SimpleGrid>
          {kind === 'adjustment' && (
            <Select label="Direction" data={DIRECTION_OPTIONS} {...form.getInputProps('direction')} />
          )}
          <TextInput
            label={kind === 'draw' ? 'What it paid for' : 'Description'}
            required={kind === 'draw'}
            maxLength={300}
            {...form.getInputProps('description')}
          />
          {kind === 'draw' && (
            <Select
              label="Expense it paid"
              description="A repair or a claim paid from escrow is your expense the day it is paid"
              placeholder="None"
              clearable
              data={categoryOptions(categories.data, 'expense')}
              {...form.getInputProps('expenseCategory')}
            />
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={add.isPending}>
              Add Entry
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}
