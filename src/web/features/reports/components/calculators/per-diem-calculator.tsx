import { Button, Checkbox, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import { FormError } from '@/web/components/ui/form-error'
import { MoneyInput } from '@/web/components/ui/money-input'
import { useCalculator } from '@/web/features/reports/api/reports-api'
import { CalculatorResult } from '@/web/features/reports/components/calculator-result'
import {
  AddRowButton,
  RemoveRowButton,
  useEditableRows,
} from '@/web/features/reports/components/calculators/editable-rows'
import { errorText } from '@/web/lib/api'
import { formatMoney } from '@/web/lib/format'

interface Line {
  days: number | string
  fraction: '1' | '0.75'
  date: string
  outsideConus: boolean
  /** A daily rate typed in (cents), used instead of the IRS table's; null for the table's. */
  rateCents: number | null
}

export function PerDiemCalculator({ today }: { today: string }) {
  const {
    rows: lines,
    update,
    add,
    remove,
  } = useEditableRows<Line>([
    { days: 5, fraction: '1', date: today, outsideConus: false, rateCents: null },
    { days: 2, fraction: '0.75', date: today, outsideConus: false, rateCents: null },
  ])
  const [percent, setPercent] = useState('80')
  const calculate = useCalculator<object, { allowanceCents: number; deductibleCents: number }>('per-diem')
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        calculate.mutate({
          dayLines: lines.map(({ rateCents, ...l }) => ({
            ...l,
            days: Number(l.days) || 0,
            ...(rateCents === null ? {} : { rateCents }),
          })),
          deductiblePercent: percent,
        })
      }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          The transportation-industry rate of each trip's date; departure and return days count at 75%, and
          drivers under DOT hours-of-service rules deduct 80%. Company drivers on a W-2 cannot deduct it.
        </Text>
        {calculate.isError && <FormError message={errorText(calculate.error, 'Failed to calculate')} />}
        {lines.map((line, i) => (
          <Group key={i} gap="xs" align="flex-end" wrap="wrap">
            <NumberInput
              label="Days"
              value={line.days}
              onChange={(days) => update(i, { days })}
              min={0}
              max={366}
              allowDecimal={false}
              w={80}
            />
            <Select
              label="Kind"
              data={[
                { value: '1', label: 'Full days' },
                { value: '0.75', label: 'Partial (75%)' },
              ]}
              value={line.fraction}
              allowDeselect={false}
              onChange={(value) => update(i, { fraction: (value ?? '1') as Line['fraction'] })}
              w={140}
            />
            <TextInput
              label="Travel date"
              type="date"
              value={line.date}
              onChange={(e) => update(i, { date: e.currentTarget.value })}
              w={150}
            />
            <MoneyInput
              label="Daily rate"
              placeholder="IRS rate"
              description="Blank: the IRS rate of the date"
              value={line.rateCents}
              onChange={(rateCents) => update(i, { rateCents })}
              w={150}
            />
            <Checkbox
              label="Outside the continental US"
              checked={line.outsideConus}
              onChange={(e) => update(i, { outsideConus: e.currentTarget.checked })}
              mb={8}
            />
            <RemoveRowButton label="Remove line" count={lines.length} onRemove={() => remove(i)} />
          </Group>
        ))}
        <Group gap="xs">
          <AddRowButton
            label="Add line"
            onAdd={() => add({ days: 1, fraction: '1', date: today, outsideConus: false, rateCents: null })}
          />
          <Select
            aria-label="Deductible share"
            data={[
              { value: '80', label: '80% deductible (DOT hours of service)' },
              { value: '50', label: '50% deductible' },
              { value: '100', label: 'Whole allowance' },
            ]}
            value={percent}
            allowDeselect={false}
            onChange={(value) => setPercent(value ?? '80')}
            w={280}
          />
        </Group>
        <Button type="submit" loading={calculate.isPending} w="fit-content">
          Calculate
        </Button>
      </Stack>
      {calculate.data && (
        <CalculatorResult
          label="Per diem"
          rows={[
            ['Allowance', formatMoney(calculate.data.allowanceCents)],
            [`Deductible (${percent}%)`, formatMoney(calculate.data.deductibleCents)],
          ]}
        />
      )}
    </form>
  )
}
