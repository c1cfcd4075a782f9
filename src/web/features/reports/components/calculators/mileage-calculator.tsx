import { ActionIcon, Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { FormError } from '@/web/components/ui/form-error'
import { useCalculator } from '@/web/features/reports/api/reports-api'
import { CalculatorResult } from '@/web/features/reports/components/calculator-result'
import { errorText } from '@/web/lib/api'
import { formatMoney } from '@/web/lib/format'

interface Leg {
  year: number | string
  miles: string
}

export function MileageCalculator({ defaultYear }: { defaultYear: number }) {
  const [legs, setLegs] = useState<Leg[]>([{ year: defaultYear, miles: '' }])
  const calculate = useCalculator<object, { deductionCents: number; byLegCents: number[] }>(
    'standard-mileage',
  )
  const update = (i: number, patch: Partial<Leg>) =>
    setLegs((current) => current.map((leg, j) => (j === i ? { ...leg, ...patch } : leg)))
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
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label="Remove year"
              disabled={legs.length === 1}
              onClick={() => setLegs((current) => current.filter((_, j) => j !== i))}
              mb={4}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Group gap="xs">
          <Button
            variant="subtle"
            leftSection={<IconPlus size={14} />}
            onClick={() => setLegs((c) => [...c, { year: defaultYear, miles: '' }])}
          >
            Add year
          </Button>
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
