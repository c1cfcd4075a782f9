import { Button, Checkbox, Group, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { type ReserveAccount, ZReserveAccountInput } from '@/contracts/reserves'
import { RESERVE_KINDS } from '@/domain/reserves/reserve-ledger'
import { FormError } from '@/web/components/ui/form-error'
import { MoneyInput } from '@/web/components/ui/money-input'
import { errorText } from '@/web/lib/api'
import { notifySuccess } from '@/web/lib/notify'
import { parseForm } from '@/web/lib/parse-form'
import { useCreateReserveAccount, useUpdateReserveAccount } from '../api/reserves-api'
import { RESERVE_KIND_LABELS } from './reserve-labels'

const KIND_OPTIONS = RESERVE_KINDS.map((kind) => ({ value: kind, label: RESERVE_KIND_LABELS[kind] }))

function AccountForm({ account, onDone }: { account: ReserveAccount | null; onDone: (id: string) => void }) {
  const form = useForm({
    initialValues: {
      payerName: account?.payerName ?? '',
      kind: account?.kind ?? 'escrow',
      requiredBalanceCents: account?.requiredBalanceCents ?? null,
      weeklyDepositCents: account?.weeklyDepositCents ?? null,
      interestRate: account?.interestRate ?? '',
      leaseEndDate: account?.leaseEndDate ?? '',
      fromSettlements: account?.fromSettlements ?? true,
      notes: account?.notes ?? '',
    },
  })
  const create = useCreateReserveAccount()
  const update = useUpdateReserveAccount(account?.id ?? '')
  const [error, setError] = useState<string | null>(null)
  const saving = create.isPending || update.isPending
  const submit = form.onSubmit(async (values) => {
    const parsed = parseForm(ZReserveAccountInput, {
      ...values,
      interestRate: values.interestRate.trim() || null,
      leaseEndDate: values.leaseEndDate || null,
    })
    if (!parsed.ok) return setError(parsed.error)
    setError(null)
    try {
      const saved = account ? await update.mutateAsync(parsed.data) : await create.mutateAsync(parsed.data)
      notifySuccess(account ? 'Account saved' : 'Account opened')
      onDone(saved.id)
    } catch (caught) {
      setError(errorText(caught, 'Failed to save the account'))
    }
  })
  return (
    <form onSubmit={submit} noValidate>
      <FormError message={error} />
      <Stack gap="md">
        <TextInput
          label="Held by"
          description="The carrier or broker, as its settlements name it"
          required
          maxLength={200}
          {...form.getInputProps('payerName')}
        />
        <Select label="Kind" data={KIND_OPTIONS} allowDeselect={false} {...form.getInputProps('kind')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <MoneyInput
            label="Required balance"
            value={form.values.requiredBalanceCents}
            onChange={(cents) => form.setFieldValue('requiredBalanceCents', cents)}
          />
          <MoneyInput
            label="Weekly deposit"
            value={form.values.weeklyDepositCents}
            onChange={(cents) => form.setFieldValue('weeklyDepositCents', cents)}
          />
          <TextInput
            label="Interest rate (% a year)"
            placeholder="4.25"
            inputMode="decimal"
            maxLength={12}
            {...form.getInputProps('interestRate')}
          />
          <TextInput label="Lease end date" type="date" {...form.getInputProps('leaseEndDate')} />
        </SimpleGrid>
        <Checkbox
          label="Its settlements’ escrow lines are deposits"
          description="Escrow held back on this payer’s settlements adds to this account; escrow paid back is a refund."
          {...form.getInputProps('fromSettlements', { type: 'checkbox' })}
        />
        <Textarea label="Notes" autosize minRows={2} maxLength={2000} {...form.getInputProps('notes')} />
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {account ? 'Save' : 'Open Account'}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/** Opens (account null) or edits an escrow or reserve account; undefined keeps it closed. */
export function AccountFormModal({
  account,
  onClose,
  onSaved,
}: {
  account: ReserveAccount | null | undefined
  onClose: () => void
  onSaved?: (id: string) => void
}) {
  return (
    <Modal
      opened={account !== undefined}
      onClose={onClose}
      title={account ? 'Edit account' : 'New escrow or reserve account'}
      size="lg"
    >
      {account !== undefined && (
        <AccountForm
          account={account}
          onDone={(id) => {
            onClose()
            onSaved?.(id)
          }}
        />
      )}
    </Modal>
  )
}
