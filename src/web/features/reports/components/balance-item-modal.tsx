import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import {
  BALANCE_ITEM_KIND_NAMES,
  BALANCE_ITEM_KINDS,
  type BalanceItem,
  ZBalanceItemInput,
} from '@/contracts/balance-sheet'
import { FormError } from '@/web/components/ui/form-error'
import { MoneyInput } from '@/web/components/ui/money-input'
import { useCreateBalanceItem, useUpdateBalanceItem } from '@/web/features/reports/api/balance-sheet-api'
import { errorText } from '@/web/lib/api'
import { notifySuccess } from '@/web/lib/notify'
import { parseForm } from '@/web/lib/parse-form'

const KIND_OPTIONS = BALANCE_ITEM_KINDS.map((kind) => ({ value: kind, label: BALANCE_ITEM_KIND_NAMES[kind] }))

function ItemForm({ item, date, onDone }: { item: BalanceItem | null; date: string; onDone: () => void }) {
  const form = useForm({
    initialValues: {
      kind: item?.kind ?? 'cash',
      label: item?.label ?? '',
      amountCents: item?.amountCents ?? null,
      asOfDate: item?.asOfDate ?? date,
    },
  })
  const create = useCreateBalanceItem()
  const update = useUpdateBalanceItem(item?.id ?? '')
  const [error, setError] = useState<string | null>(null)
  const submit = form.onSubmit(async (values) => {
    const parsed = parseForm(ZBalanceItemInput, values)
    if (!parsed.ok) return setError(parsed.error)
    setError(null)
    try {
      if (item) await update.mutateAsync(parsed.data)
      else await create.mutateAsync(parsed.data)
      notifySuccess(item ? 'Item saved' : 'Item added')
      onDone()
    } catch (caught) {
      setError(errorText(caught, 'Failed to save the item'))
    }
  })
  return (
    <form onSubmit={submit} noValidate>
      <FormError message={error} />
      <Stack gap="md">
        <Select label="Kind" data={KIND_OPTIONS} allowDeselect={false} {...form.getInputProps('kind')} />
        <TextInput
          label="Name"
          description="The same name on a later date is a new balance of the same item"
          placeholder="Checking at First Bank"
          required
          maxLength={120}
          {...form.getInputProps('label')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <MoneyInput
            label="Amount"
            required
            value={form.values.amountCents}
            onChange={(cents) => form.setFieldValue('amountCents', cents)}
          />
          <TextInput label="As of" type="date" required {...form.getInputProps('asOfDate')} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending || update.isPending}>
            {item ? 'Save' : 'Add Item'}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/** Adds (item null) or edits a typed balance sheet item; undefined keeps it closed. */
export function BalanceItemModal({
  item,
  date,
  onClose,
}: {
  item: BalanceItem | null | undefined
  /** The sheet's date: a new item's "as of". */
  date: string
  onClose: () => void
}) {
  return (
    <Modal
      opened={item !== undefined}
      onClose={onClose}
      title={item ? 'Edit item' : 'Add cash or another item'}
    >
      {item !== undefined && <ItemForm item={item} date={date} onDone={onClose} />}
    </Modal>
  )
}
