import {
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
import type { Trip, TripInput } from '@/contracts/ifta'
import { TruckSelect } from '@/web/components/trucks/truck-select'
import { FormError } from '@/web/components/ui/form-error'
import {
  checkTripForm,
  fillMilesFromOdometers,
  odometersChanged,
  type TripFormValues,
} from '@/web/features/ifta/lib/trip-form-values'
import { errorText } from '@/web/lib/api'
import { notifyError } from '@/web/lib/notify'
import { LockedNotice } from './locked-notice'
import { TripStatesSection } from './trip-states-section'

const LOADED_OPTIONS = [
  { value: 'loaded', label: 'Loaded' },
  { value: 'empty', label: 'Empty (deadhead)' },
]

interface TripFormProps {
  initialValues: TripFormValues
  submitLabel: string
  cancelTo: string
  save: { mutateAsync: (input: TripInput) => Promise<Trip>; isPending: boolean }
  onSaved: (trip: Trip) => void
  failureMessage: string
  /** A trip of a filed quarter: shown, not changed. */
  locked?: boolean
}

/** The one trip sheet, for a new trip and for changing one: phone first, a section at a time. */
export function TripForm(props: TripFormProps) {
  const { initialValues, submitLabel, cancelTo, save, onSaved, failureMessage, locked = false } = props
  const [error, setError] = useState<string | null>(null)
  const form = useForm<TripFormValues>({
    initialValues,
    onValuesChange: (values, previous) => {
      setError(null)
      // Readings typed at the start, the state lines and the end work out each state's miles.
      if (locked || !odometersChanged(values, previous)) return
      const filled = fillMilesFromOdometers(values)
      if (filled) form.setFieldValue('jurisdictions', filled)
    },
  })

  const submit = form.onSubmit(async (values) => {
    const checked = checkTripForm(values)
    if (!checked.ok) {
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
      {locked && <LockedNotice date={initialValues.startDate} />}
      <FormError message={error} />
      <Stack gap="md">
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Trip">
          <Title order={2} fz="lg" mb="sm">
            Trip
          </Title>
          <Grid gap="sm">
            <Grid.Col span={{ base: 6, md: 3 }}>
              <TextInput
                label="Start date"
                type="date"
                withAsterisk
                disabled={locked}
                {...form.getInputProps('startDate')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, md: 3 }}>
              <TextInput
                label="End date"
                type="date"
                withAsterisk
                disabled={locked}
                {...form.getInputProps('endDate')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, md: 3 }}>
              <NumberInput
                label="Start odometer"
                min={0}
                allowDecimal={false}
                hideControls
                thousandSeparator=","
                inputMode="numeric"
                disabled={locked}
                {...form.getInputProps('startOdometer')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, md: 3 }}>
              <NumberInput
                label="End odometer"
                min={0}
                allowDecimal={false}
                hideControls
                thousandSeparator=","
                inputMode="numeric"
                disabled={locked}
                {...form.getInputProps('endOdometer')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
              <TextInput
                label="Origin"
                placeholder="Dallas, TX"
                disabled={locked}
                {...form.getInputProps('origin')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
              <TextInput
                label="Destination"
                placeholder="Wichita, KS"
                disabled={locked}
                {...form.getInputProps('destination')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <TruckSelect
                value={form.values.truckId}
                onChange={(id) => form.setFieldValue('truckId', id)}
                disabled={locked}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 8 }}>
              <TextInput
                label="Routes"
                placeholder="I-35 N, US-81 N"
                description="The highways driven, as an auditor asks for them"
                disabled={locked}
                {...form.getInputProps('routes')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Select
                label="Loaded or empty"
                placeholder="Not recorded"
                data={LOADED_OPTIONS}
                clearable
                disabled={locked}
                value={form.values.loaded || null}
                onChange={(value) => form.setFieldValue('loaded', (value ?? '') as TripFormValues['loaded'])}
              />
            </Grid.Col>
          </Grid>
        </Paper>
        <TripStatesSection form={form} disabled={locked} />
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Notes">
          <Textarea label="Notes" autosize minRows={2} disabled={locked} {...form.getInputProps('notes')} />
        </Paper>
        {/* Room below, so the page scrolls Save clear of the support chat's button in the corner. */}
        <Group justify="flex-end" gap="sm" mb={56}>
          <Button component={Link} to={cancelTo} variant="default">
            {locked ? 'Back' : 'Cancel'}
          </Button>
          {!locked && (
            <Button type="submit" loading={save.isPending}>
              {submitLabel}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  )
}
