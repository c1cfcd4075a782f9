import {
  Autocomplete,
  Button,
  Grid,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { Link } from 'react-router'
import type { Load } from '@/contracts/loads'
import { LOAD_STATUS_LABELS, LOAD_STATUSES } from '@/domain/loads/load-terms'
import { TruckSelect } from '@/web/components/trucks/truck-select'
import { FormError } from '@/web/components/ui/form-error'
import { FlagFrame, flagProps } from '@/web/components/ui/review-flag'
import { type LoadValues, usePayers } from '@/web/features/loads/api/loads-api'
import { checkLoadForm, type LoadFormValues } from '@/web/features/loads/lib/load-form-values'
import type { LoadPart } from '@/web/features/loads/lib/review-flags'
import { errorText } from '@/web/lib/api'
import { notifyError } from '@/web/lib/notify'
import { DriverSelect } from './driver-select'
import { RateSection } from './rate-section'
import { StopsSection } from './stops-section'

interface LoadFormProps {
  initialValues: LoadFormValues
  submitLabel: string
  cancelTo: string
  /** The write that saves the validated input (create or update); a failure shows the server's message. */
  save: { mutateAsync: (values: LoadValues) => Promise<Load>; isPending: boolean }
  /** Runs with the saved load (toast, navigation). */
  onSaved: (load: Load) => void
  failureMessage: string
  /** What the rate confirmation's reader was unsure of: marked for the user to check. */
  flagged?: ReadonlySet<LoadPart>
  /** The name of the driver the load names now (a fleet's load being changed). */
  driverName?: string | null
}

/** Paid is what a settlement makes a load; the form offers it only to a load that already is. */
function statusOptions(current: LoadFormValues['status']) {
  return LOAD_STATUSES.filter((s) => s !== 'paid' || current === 'paid').map((value) => ({
    value,
    label: LOAD_STATUS_LABELS[value],
  }))
}

/** The one load form, for a new load and for changing one: phone first, a section at a time. */
export function LoadForm({
  initialValues,
  submitLabel,
  cancelTo,
  save,
  onSaved,
  failureMessage,
  flagged,
  driverName = null,
}: LoadFormProps) {
  const [error, setError] = useState<string | null>(null)
  // The banner speaks of the last try: once the user changes something it goes (the fields keep theirs).
  const form = useForm<LoadFormValues>({ initialValues, onValuesChange: () => setError(null) })
  const payers = usePayers().data?.items ?? []
  const paid = initialValues.status === 'paid'

  const submit = form.onSubmit(async (values) => {
    const checked = checkLoadForm(values)
    if (!checked.ok) {
      // Every field's own message under it; the first one also in the banner at the top.
      form.setErrors(checked.errors)
      setError(checked.first)
      window.scrollTo({ top: 0, behavior: 'smooth' })
      return
    }
    setError(null)
    try {
      onSaved(await save.mutateAsync(checked.data))
    } catch (caught) {
      const message = errorText(caught, failureMessage)
      setError(message)
      notifyError(message)
      window.scrollTo({ top: 0, behavior: 'smooth' })
    }
  })

  return (
    <form onSubmit={submit} noValidate>
      <FormError message={error} />
      <Stack gap="md">
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Load">
          <Title order={2} fz="lg" mb="sm">
            Load
          </Title>
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, xs: 6, md: 4 }}>
              <TextInput
                label="Load #"
                placeholder="From the rate confirmation"
                {...form.getInputProps('loadNumber')}
                {...flagProps(flagged?.has('loadNumber'))}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, xs: 6, md: 8 }}>
              <Autocomplete
                label="Broker / Payer"
                withAsterisk
                placeholder="Who pays for the load"
                data={payers.map((p) => p.name)}
                limit={8}
                {...form.getInputProps('payerName')}
                {...flagProps(flagged?.has('payer'))}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, xs: 6 }}>
              <TextInput
                label="Shipper (optional)"
                placeholder="Who ships the freight"
                {...form.getInputProps('shipper')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, xs: 6 }}>
              <TextInput
                label="Receiver (optional)"
                placeholder="Who receives it"
                {...form.getInputProps('receiver')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, xs: 6, md: 4 }}>
              <Select
                label="Status"
                data={statusOptions(initialValues.status)}
                allowDeselect={false}
                disabled={paid}
                description={paid ? 'Set by the settlement that paid it' : undefined}
                {...form.getInputProps('status')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, md: 2 }}>
              <NumberInput
                label="Loaded miles"
                min={0}
                decimalScale={1}
                hideControls
                thousandSeparator=","
                inputMode="decimal"
                {...form.getInputProps('loadedMiles')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, md: 2 }}>
              <NumberInput
                label="Empty miles"
                min={0}
                decimalScale={1}
                hideControls
                thousandSeparator=","
                inputMode="decimal"
                {...form.getInputProps('emptyMiles')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <TruckSelect value={form.values.truckId} onChange={(id) => form.setFieldValue('truckId', id)} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <DriverSelect
                value={form.values.driverId}
                currentName={driverName}
                onChange={(id) => form.setFieldValue('driverId', id)}
              />
            </Grid.Col>
          </Grid>
        </Paper>
        <FlagFrame flagged={flagged?.has('stops')}>
          <StopsSection form={form} />
        </FlagFrame>
        <FlagFrame flagged={flagged?.has('rate')}>
          <RateSection form={form} />
        </FlagFrame>
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Freight">
          <Title order={2} fz="lg" mb="sm">
            Freight
          </Title>
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, sm: 8 }}>
              <TextInput label="Commodity" {...form.getInputProps('commodity')} />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 4 }}>
              <NumberInput
                label="Weight (lb)"
                min={0}
                allowDecimal={false}
                hideControls
                thousandSeparator=","
                inputMode="numeric"
                {...form.getInputProps('weightLb')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 4 }}>
              <TextInput label="PO #" {...form.getInputProps('poNumber')} />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 4 }}>
              <TextInput label="BOL #" {...form.getInputProps('bolNumber')} />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 4 }}>
              <TextInput label="PRO #" {...form.getInputProps('proNumber')} />
            </Grid.Col>
            <Grid.Col span={12}>
              <Textarea label="Notes" autosize minRows={2} {...form.getInputProps('notes')} />
            </Grid.Col>
          </Grid>
        </Paper>
        {/* Room below, so the page scrolls Save clear of the support chat's button in the corner. */}
        <Group justify="flex-end" gap="sm" mb={56}>
          <Button component={Link} to={cancelTo} variant="default">
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
