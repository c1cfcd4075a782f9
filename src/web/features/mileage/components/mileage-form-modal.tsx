import {
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { MILEAGE_PURPOSES, type MileageEntry, ZMileageInput } from '@/contracts/mileage'
import { TruckSelect } from '@/web/components/trucks/truck-select'
import { FormError } from '@/web/components/ui/form-error'
import { useCreateMileageEntry, useUpdateMileageEntry } from '@/web/features/mileage/api/mileage-api'
import { PURPOSE_LABELS } from '@/web/features/mileage/lib/mileage-format'
import { parseForm } from '@/web/lib/parse-form'
import { useToday } from '@/web/lib/today'
import { useSaveRow } from '@/web/lib/use-save-row'

interface MileageFormModalProps {
  opened: boolean
  onClose: () => void
  /** The entry to edit; without it the modal adds a new one. */
  entry?: MileageEntry | null
}

const PURPOSE_OPTIONS = MILEAGE_PURPOSES.map((value) => ({ value, label: PURPOSE_LABELS[value] }))

export function MileageFormModal({ opened, onClose, entry }: MileageFormModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={entry ? 'Edit Mileage Entry' : 'Add Mileage Entry'}
      size="lg"
    >
      {opened && <MileageForm key={entry?.id ?? 'new'} entry={entry ?? null} onDone={onClose} />}
    </Modal>
  )
}

function milesValue(value: number | string): number | undefined {
  if (value === '') return undefined
  return typeof value === 'number' ? value : Number(value)
}

function MileageForm({ entry, onDone }: { entry: MileageEntry | null; onDone: () => void }) {
  const today = useToday()
  const form = useForm({
    initialValues: {
      date: entry?.date ?? today,
      startLocation: entry?.startLocation ?? '',
      endLocation: entry?.endLocation ?? '',
      miles: (entry?.miles ?? '') as number | string,
      purpose: entry?.purpose ?? 'business',
      notes: entry?.notes ?? '',
      truckId: entry?.truckId ?? null,
    },
  })
  const { save, saving, error, setError } = useSaveRow({
    id: entry?.id ?? null,
    create: useCreateMileageEntry(),
    update: useUpdateMileageEntry(),
    words: {
      added: 'Mileage entry added successfully',
      updated: 'Mileage entry updated successfully',
      addFailed: 'Failed to add mileage entry',
      updateFailed: 'Failed to update mileage entry',
    },
    onSaved: () => {
      form.reset()
      onDone()
    },
  })

  const submit = form.onSubmit(async (values) => {
    const parsed = parseForm(ZMileageInput, { ...values, miles: milesValue(values.miles) })
    if (!parsed.ok) return setError(parsed.error)
    await save(parsed.data)
  })

  return (
    <form onSubmit={submit} noValidate>
      <FormError message={error} />
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Date" type="date" required {...form.getInputProps('date')} />
          <NumberInput
            label="Miles"
            required
            min={0}
            step={0.1}
            decimalScale={1}
            thousandSeparator=","
            inputMode="decimal"
            placeholder="0.0"
            {...form.getInputProps('miles')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Start Location"
            required
            placeholder="e.g. Dallas, TX"
            {...form.getInputProps('startLocation')}
          />
          <TextInput
            label="End Location"
            required
            placeholder="e.g. Oklahoma City, OK"
            {...form.getInputProps('endLocation')}
          />
        </SimpleGrid>
        <Select
          label="Purpose"
          data={PURPOSE_OPTIONS}
          allowDeselect={false}
          {...form.getInputProps('purpose')}
        />
        <TruckSelect value={form.values.truckId} onChange={(id) => form.setFieldValue('truckId', id)} />
        <Textarea label="Notes" autosize minRows={2} maxRows={5} {...form.getInputProps('notes')} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {entry ? 'Save Changes' : 'Add Entry'}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
