import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { type Loan, ZLoanInput } from '@/contracts/assets'
import { FormError } from '@/web/components/ui/form-error'
import { MoneyInput } from '@/web/components/ui/money-input'
import { errorText } from '@/web/lib/api'
import { notifySuccess } from '@/web/lib/notify'
import { parseForm } from '@/web/lib/parse-form'
import { useAssets, useCreateLoan, useUpdateLoan } from '../api/assets-api'

/** What a new loan starts from: the asset it bought, its cost as the principal. */
export type LoanDraft = Partial<Pick<Loan, 'assetId' | 'principalCents'>>

function LoanForm({
  loan,
  draft,
  onDone,
}: {
  loan: Loan | null
  draft: LoanDraft
  onDone: (id: string) => void
}) {
  const form = useForm({
    initialValues: {
      lender: loan?.lender ?? '',
      principalCents: loan?.principalCents ?? draft.principalCents ?? null,
      annualRate: loan?.annualRate ?? '',
      termMonths: (loan?.termMonths ?? '') as number | string,
      firstPaymentDate: loan?.firstPaymentDate ?? '',
      assetId: loan?.assetId ?? draft.assetId ?? null,
    },
  })
  // The equipment it may have bought: anything but a true lease, which is rent.
  const assets = useAssets(1, 100)
  const assetOptions = (assets.data?.items ?? [])
    .filter((a) => a.holding !== 'true_lease' || a.id === form.values.assetId)
    .map((a) => ({ value: a.id, label: a.description }))
  const create = useCreateLoan()
  const update = useUpdateLoan(loan?.id ?? '')
  const [error, setError] = useState<string | null>(null)
  const submit = form.onSubmit(async (values) => {
    const parsed = parseForm(ZLoanInput, {
      ...values,
      termMonths: values.termMonths === '' ? undefined : values.termMonths,
    })
    if (!parsed.ok) return setError(parsed.error)
    setError(null)
    try {
      const saved = loan ? await update.mutateAsync(parsed.data) : await create.mutateAsync(parsed.data)
      notifySuccess(loan ? 'Loan saved' : 'Loan added')
      onDone(saved.id)
    } catch (caught) {
      setError(errorText(caught, 'Failed to save the loan'))
    }
  })
  return (
    <form onSubmit={submit} noValidate>
      <FormError message={error} />
      <Stack gap="md">
        <TextInput
          label="Lender"
          placeholder="Mack Financial"
          required
          maxLength={200}
          {...form.getInputProps('lender')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <MoneyInput
            label="Principal"
            description="What was borrowed, after the down payment"
            required
            value={form.values.principalCents}
            onChange={(cents) => form.setFieldValue('principalCents', cents)}
          />
          <TextInput
            label="Annual rate (%)"
            description="The yearly interest rate, e.g. 7.5"
            placeholder="7.5"
            inputMode="decimal"
            required
            maxLength={12}
            {...form.getInputProps('annualRate')}
          />
          <NumberInput
            label="Term (months)"
            placeholder="60"
            required
            min={1}
            max={480}
            allowDecimal={false}
            clampBehavior="none"
            {...form.getInputProps('termMonths')}
          />
          <TextInput
            label="First payment date"
            type="date"
            required
            {...form.getInputProps('firstPaymentDate')}
          />
        </SimpleGrid>
        <Select
          label="Equipment it bought"
          placeholder="None"
          clearable
          data={assetOptions}
          {...form.getInputProps('assetId')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending || update.isPending}>
            {loan ? 'Save' : 'Add Loan'}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/** Adds (loan null) or edits a loan; undefined keeps it closed. */
export function LoanFormModal({
  loan,
  draft = {},
  onClose,
  onSaved,
}: {
  loan: Loan | null | undefined
  draft?: LoanDraft
  onClose: () => void
  onSaved?: (id: string) => void
}) {
  return (
    <Modal opened={loan !== undefined} onClose={onClose} title={loan ? 'Edit loan' : 'Add a loan'} size="lg">
      {loan !== undefined && (
        <LoanForm
          loan={loan}
          draft={draft}
          onDone={(id) => {
            onClose()
            onSaved?.(id)
          }}
        />
      )}
    </Modal>
  )
}
