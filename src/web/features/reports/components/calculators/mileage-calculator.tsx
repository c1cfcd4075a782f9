import { Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core'
import { FormError } from '@/web/components/ui/form-error'
import { useCalculator } from '@/web/features/reports/api/reports-api'
import { CalculatorResult } from '@/web/features/reports/components/calculator-result'
import {
  AddRowButton,
  RemoveRowButton,
  useEditableRows,
} from '@/web/features/reports/components/calculators/editable-rows'
import { errorText } from '@/web/lib/api'
import { formatMoney } from '@/web/lib/format'

interface Leg {
  year: number | string
  miles: string
}

export function MileageCalculator({ defaultYear }: { defaultYear: number }) {
  const { rows: legs, update, add, remove } = useEditableRows<Leg>([{ year: defaultYear, miles: '' }])
  const calculate = useCalculator<object, { deductionCents: number; byLegCents: number[] }>(
    'standard-mileage',
  )
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        calculate.mutate({ legs: legs.map((l) => ({ year: Number(l.year), businessMiles: l.miles.trim() })) })
      }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Business miles times the IRS standard rate of their year: for cars, pickups and vans, not tractors.
        </Text>
        {calculate.isError && <FormError message={errorText(calculate.error, 'Failed to calculate')} />}
        {legs.map((leg, i) => (
          <Group key={i} gap="xs" align="flex-end">
            <NumberInput
              label="Year"
              value={leg.year}
              onChange={(year) => update(i, { year })}
              min={1900}
              max={2200}
              allowDecimal={false}
              w={100}
            />
            <TextInput
              label="Business miles"
              inputMode="decimal"
              placeholder="152.4"
              value={leg.miles}
              onChange={(e) => update(i, { miles: e.currentTarget.value })}
              w={160}
              required
            />
            <RemoveRowButton label="Remove year" count={legs.length} onRemove={() => remove(i)} />
          </Group>
        ))}
        <Group gap="xs">
          <AddRowButton label="Add year" onAdd={() => add({ year: defaultYear, miles: '' })} />
          <Button type="submit" loading={calculate.isPending}>
            Calculate
          </Button>
        </Group>
      </Stack>
      {calculate.data && (
        <CalculatorResult
          label="Standard mileage deduction"
          rows={[
            ...calculate.data.byLegCents.map((c, i): [string, string] => [
              `${legs[i]?.year ?? ''}: ${legs[i]?.miles ?? ''} miles`,
              formatMoney(c),
            ]),
            ['Deduction', formatMoney(calculate.data.deductionCents)],
          ]}
        />
      )}
    </form>
  )
}
