import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import {
  TRUCK_MESSAGES,
  TRUCK_STATUS_LABELS,
  TRUCK_STATUSES,
  type Truck,
  ZTruckInput,
} from '@/contracts/trucks'
import { FormError } from '@/web/components/ui/form-error'
import { useCreateTruck, useUpdateTruck } from '@/web/features/trucks/api/trucks-api'
import { parseForm } from '@/web/lib/parse-form'
import { useSaveRow } from '@/web/lib/use-save-row'

const STATUS_OPTIONS = TRUCK_STATUSES.map((s) => ({ value: s, label: TRUCK_STATUS_LABELS[s] }))
const numberOrNull = (v: number | string) => (v === '' ? null : Number(v))

function TruckForm({ truck, onDone }: { truck: Truck | null; onDone: () => void }) {
  const form = useForm({
    initialValues: {
      unitNumber: truck?.unitNumber ?? '',
      vin: truck?.vin ?? '',
      plate: truck?.plate ?? '',
      plateState: truck?.plateState ?? '',
      taxableGrossWeightLb: (truck?.taxableGrossWeightLb ?? '') as number | string,
      status: truck?.status ?? 'in_service',
      odometerMiles: (truck?.odometerMiles ?? '') as number | string,
      nextServiceDate: truck?.nextServiceDate ?? '',
      nextServiceMiles: (truck?.nextServiceMiles ?? '') as number | string,
    },
  })
  const { save, saving, error, setError } = useSaveRow({
    id: truck?.id ?? null,
    create: useCreateTruck(),
    update: useUpdateTruck(),
    words: {
      added: TRUCK_MESSAGES.added,
      updated: TRUCK_MESSAGES.updated,
      addFailed: TRUCK_MESSAGES.saveFailed,
      updateFailed: TRUCK_MESSAGES.saveFailed,
    },
    onSaved: onDone,
  })
  const submit = form.onSubmit(async (values) => {
    const parsed = parseForm(ZTruckInput, {
      ...values,
      taxableGrossWeightLb: numberOrNull(values.taxableGrossWeightLb),
      odometerMiles: numberOrNull(values.odometerMiles),
      nextServiceDate: values.nextServiceDate || null,
      nextServiceMiles: numberOrNull(values.nextServiceMiles),
    })
    if (!parsed.ok) return setError(parsed.error)
    await save(parsed.data)
  })
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormError message={error} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Unit Number" required {...form.getInputProps('unitNumber')} />
          <Select
            label="Status"
            data={STATUS_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps('status')}
          />
        </SimpleGrid>
        <TextInput
          label="VIN"
          description="17 letters and digits"
          maxLength={17}
          {...form.getInputProps('vin')}
        />
        <SimpleGrid cols={{ base: 2 }} spacing="sm">
          <TextInput label="Plate" maxLength={15} {...form.getInputProps('plate')} />
          <TextInput
            label="Plate State"
            placeholder="TX"
            maxLength={2}
            {...form.getInputProps('plateState')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NumberInput
            label="Taxable Gross Weight (lb)"
            description="For Form 2290"
            min={0}
            max={200_000}
            thousandSeparator=","
            allowDecimal={false}
            {...form.getInputProps('taxableGrossWeightLb')}
          />
          <NumberInput
            label="Odometer (miles)"
            min={0}
            thousandSeparator=","
            allowDecimal={false}
            {...form.getInputProps('odometerMiles')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Next Service Date" type="date" {...form.getInputProps('nextServiceDate')} />
          <NumberInput
            label="Next Service at (miles)"
            min={0}
            thousandSeparator=","
            allowDecimal={false}
            {...form.getInputProps('nextServiceMiles')}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {truck ? 'Save Changes' : 'Add Truck'}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/** Add or edit a truck; `truck` undefined keeps it closed. */
export function TruckFormModal({ truck, onClose }: { truck: Truck | null | undefined; onClose: () => void }) {
  return (
    <Modal
      opened={truck !== undefined}
      onClose={onClose}
      title={truck ? `Edit Unit ${truck.unitNumber}` : 'Add Truck'}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {truck !== undefined && <TruckForm key={truck?.id ?? 'new'} truck={truck} onDone={onClose} />}
    </Modal>
  )
}
