import { ActionIcon, Button, Grid, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { FUEL_TYPES, type FuelType } from '@/domain/ifta/build-return'
import { jurisdictionOptions } from '@/domain/ifta/jurisdictions'
import { FormError } from '@/web/components/ui/form-error'
import type { IftaRates } from '@/web/features/ifta/admin/api/ifta-rates-api'
import { useSaveIftaRates } from '@/web/features/ifta/admin/api/ifta-rates-api'
import {
  checkRateRows,
  newRateRow,
  type RateRow,
  rowsFromRates,
} from '@/web/features/ifta/admin/lib/rate-rows'
import { errorText } from '@/web/lib/api'
import { notifyError, notifySuccess } from '@/web/lib/notify'

const JURISDICTIONS = jurisdictionOptions()
const FUELS = FUEL_TYPES.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) }))
/** As many as the PUT route takes. */
const MAX_ROWS = 200

/**
 * A quarter's rates changed by hand: a row added, a rate or surcharge corrected, a row removed. The
 * rows are checked as the save route checks them, and saved together as the quarter's rates.
 */
export function IftaRatesEditor(props: { quarter: string; rates: IftaRates; onDone: () => void }) {
  const { quarter, rates, onDone } = props
  const save = useSaveIftaRates()
  const [rows, setRows] = useState<RateRow[]>(() =>
    rates.rates.length ? rowsFromRates(rates.rates) : [newRateRow()],
  )
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [error, setError] = useState<string | null>(null)

  const change = (index: number, field: keyof Omit<RateRow, 'key'>, value: string | null) => {
    setRows((current) => current.map((row, i) => (i === index ? { ...row, [field]: value ?? '' } : row)))
    setErrors(({ [`${index}.${field}`]: _, ...rest }) => rest)
    setError(null)
  }
  const remove = (index: number) => {
    setRows((current) => current.filter((_, i) => i !== index))
    setErrors({})
  }
  const submit = async () => {
    const checked = checkRateRows(rows)
    if (!checked.ok) {
      setErrors(checked.errors)
      setError(
        `Please correct ${checked.count === 1 ? 'the field' : `the ${checked.count} fields`} marked below`,
      )
      return
    }
    try {
      await save.mutateAsync({ quarter, rates: checked.rates })
      notifySuccess(`IFTA rates for ${quarter} saved`)
      onDone()
    } catch (caught) {
      const message = errorText(caught, 'Failed to save the rates')
      setError(message)
      notifyError(message)
    }
  }

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-label={`Edit ${quarter} rates`}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          US dollars per gallon, four decimals at most (0.3200). Saving replaces the quarter's rates with
          these rows; saving none puts back the rates shipped with the product, where there are any.
        </Text>
        <FormError message={error} />
        {rows.map((row, index) => (
          <Group
            key={row.key}
            align="flex-start"
            wrap="nowrap"
            gap="xs"
            pb="xs"
            role="group"
            aria-label={`Rate ${index + 1}${row.jurisdiction ? ` ${row.jurisdiction}` : ''}`}
            style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
          >
            <Grid gap="xs" style={{ flex: 1, minWidth: 0 }}>
              <Grid.Col span={{ base: 7, sm: 4 }}>
                <Select
                  label="Jurisdiction"
                  withAsterisk
                  placeholder="Type to search"
                  data={JURISDICTIONS}
                  searchable
                  limit={80}
                  value={row.jurisdiction}
                  error={errors[`${index}.jurisdiction`]}
                  onChange={(value) => change(index, 'jurisdiction', value)}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 5, sm: 2 }}>
                <Select
                  label="Fuel"
                  data={FUELS}
                  allowDeselect={false}
                  value={row.fuelType}
                  error={errors[`${index}.fuelType`]}
                  onChange={(value) => change(index, 'fuelType', (value ?? 'diesel') as FuelType)}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, sm: 3 }}>
                <TextInput
                  label="Rate ($/gal)"
                  withAsterisk
                  inputMode="decimal"
                  placeholder="0.3200"
                  value={row.rate}
                  error={errors[`${index}.rate`]}
                  onChange={(event) => change(index, 'rate', event.currentTarget.value)}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, sm: 3 }}>
                <TextInput
                  label="Surcharge ($/gal)"
                  inputMode="decimal"
                  placeholder="None"
                  value={row.surchargeRate}
                  error={errors[`${index}.surchargeRate`]}
                  onChange={(event) => change(index, 'surchargeRate', event.currentTarget.value)}
                />
              </Grid.Col>
            </Grid>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mt={25}
              aria-label={`Remove rate ${index + 1}${row.jurisdiction ? ` ${row.jurisdiction}` : ''}`}
              onClick={() => remove(index)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        ))}
        <Group justify="space-between" gap="sm">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={rows.length >= MAX_ROWS}
            onClick={() => setRows((current) => [...current, newRateRow()])}
          >
            Add rate
          </Button>
          <Group gap="sm">
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
            <Button onClick={submit} loading={save.isPending}>
              Save {quarter} rates
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  )
}
