import {
  Button,
  Checkbox,
  Grid,
  Group,
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
import type { FuelPurchase, FuelPurchaseInput } from '@/contracts/ifta'
import { PAYMENT_METHOD_LABELS } from '@/domain/categories'
import { FUEL_TYPES } from '@/domain/ifta/build-return'
import { jurisdictionOptions } from '@/domain/ifta/jurisdictions'
import { TruckSelect } from '@/web/components/trucks/truck-select'
import { FormError } from '@/web/components/ui/form-error'
import { MoneyInput } from '@/web/components/ui/money-input'
import {
  checkFuelForm,
  computedAmountCents,
  type FuelFormValues,
} from '@/web/features/ifta/lib/fuel-form-values'
import { FUEL_TYPE_LABELS } from '@/web/features/ifta/lib/ifta-labels'
import { errorText } from '@/web/lib/api'
import { formatMoney } from '@/web/lib/format'
import { notifyError } from '@/web/lib/notify'
import { LockedNotice } from './locked-notice'

const JURISDICTIONS = jurisdictionOptions()
const FUEL_TYPE_OPTIONS = FUEL_TYPES.map((value) => ({ value, label: FUEL_TYPE_LABELS[value] }))
const PAYMENT_OPTIONS = Object.entries(PAYMENT_METHOD_LABELS).map(([value, label]) => ({ value, label }))

interface FuelFormProps {
  initialValues: FuelFormValues
  submitLabel: string
  cancelTo: string
  save: { mutateAsync: (input: FuelPurchaseInput) => Promise<FuelPurchase>; isPending: boolean }
  onSaved: (purchase: FuelPurchase) => void
  failureMessage: string
  locked?: boolean
}

/** The one fuel purchase form: where, how much, what it cost. Gallons and prices stay decimal text. */
export function FuelForm(props: FuelFormProps) {
  const { initialValues, submitLabel, cancelTo, save, onSaved, failureMessage, locked = false } = props
  const [error, setError] = useState<string | null>(null)
  const form = useForm<FuelFormValues>({ initialValues, onValuesChange: () => setError(null) })
  const worked = computedAmountCents(form.values.gallons, form.values.pricePerGallon)

  const submit = form.onSubmit(async (values) => {
    const checked = checkFuelForm(values)
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

  const amount = form.getInputProps('amountCents')
  return (
    <form onSubmit={submit} noValidate>
      {locked && <LockedNotice date={initialValues.date} />}
      <FormError message={error} />
      <Stack gap="md">
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Purchase">
          <Title order={2} fz="lg" mb="sm">
            Purchase
          </Title>
          <Grid gap="sm">
            <Grid.Col span={{ base: 6, md: 3 }}>
              <TextInput
                label="Date"
                type="date"
                withAsterisk
                disabled={locked}
                {...form.getInputProps('date')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, md: 3 }}>
              <TruckSelect
                value={form.values.truckId}
                onChange={(id) => form.setFieldValue('truckId', id)}
                disabled={locked}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <TextInput
                label="Vendor"
                placeholder="Truck stop or station"
                disabled={locked}
                {...form.getInputProps('vendor')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="City" disabled={locked} {...form.getInputProps('city')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Select
                label="State"
                withAsterisk
                placeholder="Type to search"
                description="Where the fuel was bought: its tax is credited there"
                data={JURISDICTIONS}
                searchable
                limit={80}
                disabled={locked}
                {...form.getInputProps('jurisdiction')}
              />
            </Grid.Col>
          </Grid>
        </Paper>
        <Paper
          withBorder
          radius="md"
          p={{ base: 'sm', sm: 'md' }}
          component="section"
          aria-label="Fuel and cost"
        >
          <Title order={2} fz="lg" mb="sm">
            Fuel and cost
          </Title>
          <Grid gap="sm">
            <Grid.Col span={{ base: 6, md: 3 }}>
              <TextInput
                label="Gallons"
                withAsterisk
                placeholder="150.250"
                inputMode="decimal"
                autoComplete="off"
                disabled={locked}
                {...form.getInputProps('gallons')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, md: 3 }}>
              <TextInput
                label="Price per gallon"
                placeholder="3.899"
                leftSection="$"
                inputMode="decimal"
                autoComplete="off"
                disabled={locked}
                {...form.getInputProps('pricePerGallon')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <MoneyInput
                hideControls
                label="Amount"
                placeholder={worked === null ? 'As on the receipt' : formatMoney(worked)}
                description={
                  form.values.amountCents === null && worked !== null
                    ? `Left blank: ${formatMoney(worked)}, the gallons × the price`
                    : 'Left blank, it is the gallons × the price'
                }
                disabled={locked}
                value={typeof amount.value === 'number' ? amount.value : null}
                error={amount.error}
                onChange={(cents) => form.setFieldValue('amountCents', cents)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
              <Select
                label="Fuel type"
                data={FUEL_TYPE_OPTIONS}
                allowDeselect={false}
                disabled={locked}
                {...form.getInputProps('fuelType')}
              />
            </Grid.Col>
            {/* Full width on a phone: "ACH / Bank Transfer" would not fit half of it. */}
            <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
              <Select
                label="Payment method"
                data={PAYMENT_OPTIONS}
                allowDeselect={false}
                disabled={locked}
                {...form.getInputProps('paymentMethod')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Checkbox
                mt={{ base: 0, md: 30 }}
                label="Fuel tax paid at the pump"
                description="Clear it for bulk or tax-exempt fuel"
                disabled={locked}
                {...form.getInputProps('taxPaid', { type: 'checkbox' })}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <Textarea
                label="Notes"
                autosize
                minRows={2}
                disabled={locked}
                {...form.getInputProps('notes')}
              />
            </Grid.Col>
          </Grid>
        </Paper>
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
