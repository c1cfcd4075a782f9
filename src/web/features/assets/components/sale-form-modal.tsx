import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { ASSET_MESSAGES, type Asset, assetDatesProblem, ZAssetPatch } from '@/contracts/assets'
import { FormError } from '@/web/components/ui/form-error'
import { MoneyInput } from '@/web/components/ui/money-input'
import { errorText } from '@/web/lib/api'
import { notifySuccess } from '@/web/lib/notify'
import { parseForm } from '@/web/lib/parse-form'
import { useUpdateAsset } from '../api/assets-api'

function SaleForm({ asset, today, onDone }: { asset: Asset; today: string; onDone: () => void }) {
  const form = useForm({
    initialValues: {
      disposedDate: asset.disposedDate ?? today,
      saleProceedsCents: asset.saleProceedsCents,
    },
  })
  const update = useUpdateAsset(asset.id)
  const [error, setError] = useState<string | null>(null)
  const submit = form.onSubmit(async (values) => {
    const sale = {
      disposedDate: values.disposedDate || null,
      saleProceedsCents: values.saleProceedsCents ?? 0,
    }
    const problem =
      (sale.disposedDate ? null : ASSET_MESSAGES.proceedsWithoutDisposal) ??
      assetDatesProblem({ placedInServiceDate: asset.placedInServiceDate, ...sale })
    if (problem) return setError(problem)
    const parsed = parseForm(ZAssetPatch, sale)
    if (!parsed.ok) return setError(parsed.error)
    setError(null)
    try {
      await update.mutateAsync(parsed.data)
      notifySuccess('Sale recorded')
      onDone()
    } catch (caught) {
      setError(errorText(caught, 'Failed to record the sale'))
    }
  })
  return (
    <form onSubmit={submit} noValidate>
      <FormError message={error} />
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Sold, traded in or scrapped: its depreciation stops, and the sale’s gain or loss is figured against
          what is left of its cost (Form 4797).
        </Text>
        <TextInput
          label="Date sold or disposed of"
          type="date"
          required
          {...form.getInputProps('disposedDate')}
        />
        <MoneyInput
          label="Sale proceeds"
          description="What it brought, or the trade-in credit; $0 when scrapped"
          value={form.values.saleProceedsCents}
          onChange={(cents) => form.setFieldValue('saleProceedsCents', cents)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            Record Sale
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/** Records (or changes) the sale or disposal of an asset; closed while `asset` is undefined. */
export function SaleFormModal({
  asset,
  today,
  onClose,
}: {
  asset: Asset | undefined
  today: string
  onClose: () => void
}) {
  return (
    <Modal opened={asset !== undefined} onClose={onClose} title="Record a sale or disposal">
      {asset && <SaleForm asset={asset} today={today} onDone={onClose} />}
    </Modal>
  )
}
