import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { type Asset, BONUS_CHOICES, DEPRECIATION_METHODS, ZAssetInput } from '@/contracts/assets'
import { ASSET_HOLDINGS, ASSET_KINDS } from '@/domain/depreciation/asset-terms'
import { TruckSelect } from '@/web/components/trucks/truck-select'
import { FormError } from '@/web/components/ui/form-error'
import { MoneyInput } from '@/web/components/ui/money-input'
import { errorText } from '@/web/lib/api'
import { notifySuccess } from '@/web/lib/notify'
import { parseForm } from '@/web/lib/parse-form'
import { useCreateAsset, useUpdateAsset } from '../api/assets-api'
import { ASSET_KIND_LABELS, BONUS_LABELS, HOLDING_LABELS, METHOD_LABELS } from './asset-labels'

const options = <K extends string>(values: readonly K[], labels: Record<K, string>) =>
  values.map((value) => ({ value, label: labels[value] }))

function AssetForm({ asset, onDone }: { asset: Asset | null; onDone: (id: string) => void }) {
  const form = useForm({
    initialValues: {
      kind: asset?.kind ?? 'tractor',
      truckId: asset?.truckId ?? null,
      description: asset?.description ?? '',
      costCents: asset?.costCents ?? null,
      acquiredDate: asset?.acquiredDate ?? '',
      placedInServiceDate: asset?.placedInServiceDate ?? '',
      businessUsePercent: (asset?.businessUsePercent ?? 100) as number | string,
      holding: asset?.holding ?? 'owned',
      method: asset?.depreciation.method ?? 'macrs',
      bonus: asset?.depreciation.bonus ?? 'default',
      section179Cents: asset?.depreciation.section179Cents ?? 0,
    },
  })
  const create = useCreateAsset()
  const update = useUpdateAsset(asset?.id ?? '')
  const [error, setError] = useState<string | null>(null)
  const depreciated = form.values.holding !== 'true_lease'
  const submit = form.onSubmit(async ({ method, bonus, section179Cents, ...values }) => {
    // The shared schema's messages first; the server checks the rest (the year's section 179 limit).
    const parsed = parseForm(ZAssetInput, {
      ...values,
      businessUsePercent: values.businessUsePercent === '' ? undefined : values.businessUsePercent,
      acquiredDate: values.acquiredDate || null,
      depreciation: { method, bonus, section179Cents: section179Cents ?? 0 },
    })
    if (!parsed.ok) return setError(parsed.error)
    setError(null)
    try {
      const saved = asset ? await update.mutateAsync(parsed.data) : await create.mutateAsync(parsed.data)
      notifySuccess(asset ? 'Equipment saved' : 'Equipment added')
      onDone(saved.id)
    } catch (caught) {
      setError(errorText(caught, 'Failed to save the equipment'))
    }
  })
  return (
    <form onSubmit={submit} noValidate>
      <FormError message={error} />
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Kind"
            data={options(ASSET_KINDS, ASSET_KIND_LABELS)}
            allowDeselect={false}
            {...form.getInputProps('kind')}
          />
          <TruckSelect
            label="Truck"
            placeholder="Not one of your trucks"
            value={form.values.truckId}
            onChange={(id) => form.setFieldValue('truckId', id)}
          />
        </SimpleGrid>
        <TextInput
          label="Description"
          placeholder="2024 Freightliner Cascadia"
          required
          maxLength={200}
          {...form.getInputProps('description')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <MoneyInput
            label="Cost"
            description="The price with sales tax and delivery, less any trade-in credit"
            required
            value={form.values.costCents}
            onChange={(cents) => form.setFieldValue('costCents', cents)}
          />
          <NumberInput
            label="Business use (%)"
            description="The share of its use that is business"
            min={1}
            max={100}
            allowDecimal={false}
            clampBehavior="none"
            {...form.getInputProps('businessUsePercent')}
          />
          <TextInput
            label="Acquired"
            description="The day you bought it or signed for it"
            type="date"
            {...form.getInputProps('acquiredDate')}
          />
          <TextInput
            label="Placed in service"
            description="The first day it was ready to haul"
            type="date"
            required
            {...form.getInputProps('placedInServiceDate')}
          />
        </SimpleGrid>
        <Select
          label="How you hold it"
          description="A loan or lease-purchase is a purchase: you deduct its depreciation and the loan’s interest, not the payments. A true lease is rent."
          data={options(ASSET_HOLDINGS, HOLDING_LABELS)}
          allowDeselect={false}
          {...form.getInputProps('holding')}
        />
        {depreciated && (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label="Depreciation method"
              description="MACRS deducts more early"
              data={options(DEPRECIATION_METHODS, METHOD_LABELS)}
              allowDeselect={false}
              {...form.getInputProps('method')}
            />
            <Select
              label="Bonus depreciation"
              description="Its rate is set by the day acquired"
              data={options(BONUS_CHOICES, BONUS_LABELS)}
              allowDeselect={false}
              {...form.getInputProps('bonus')}
            />
            <MoneyInput
              label="Section 179"
              description="The cost to deduct at once"
              value={form.values.section179Cents}
              onChange={(cents) => form.setFieldValue('section179Cents', cents ?? 0)}
            />
          </SimpleGrid>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending || update.isPending}>
            {asset ? 'Save' : 'Add Equipment'}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/** Adds (asset null) or edits a piece of equipment; undefined keeps it closed. */
export function AssetFormModal({
  asset,
  onClose,
  onSaved,
}: {
  asset: Asset | null | undefined
  onClose: () => void
  onSaved?: (id: string) => void
}) {
  return (
    <Modal
      opened={asset !== undefined}
      onClose={onClose}
      title={asset ? 'Edit equipment' : 'Add equipment'}
      size="lg"
    >
      {asset !== undefined && (
        <AssetForm
          asset={asset}
          onDone={(id) => {
            onClose()
            onSaved?.(id)
          }}
        />
      )}
    </Modal>
  )
}
