import { Button, Checkbox, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import { FormError } from '@/web/components/ui/form-error'
import { useCalculator } from '@/web/features/reports/api/reports-api'
import { CalculatorResult } from '@/web/features/reports/components/calculator-result'
import { errorText } from '@/web/lib/api'
import { formatDate, formatMoney } from '@/web/lib/format'

interface Hvut {
  category: string | null
  taxable: boolean
  annualTaxCents: number
  monthsInPeriod: number
  taxCents: number
  returnDueDate: string
  suspensionMileLimit: number | null
  notes: string[]
}

export function Form2290Calculator({ today }: { today: string }) {
  const [weight, setWeight] = useState<number | string>(80_000)
  const [month, setMonth] = useState(today.slice(0, 7))
  const [logging, setLogging] = useState(false)
  const [suspended, setSuspended] = useState(false)
  const [agricultural, setAgricultural] = useState(false)
  const calculate = useCalculator<object, Hvut>('form-2290')
  const result = calculate.data
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        calculate.mutate({
          taxableGrossWeightLb: Number(weight),
          firstUseMonth: month,
          loggingVehicle: logging,
          suspended5000Miles: suspended,
          agricultural,
        })
      }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Heavy vehicle use tax for July to June: from 55,000 lb, $100 plus $22 per 1,000 lb over, at most
          $550; prorated for a vehicle first used after July.
        </Text>
        {calculate.isError && <FormError message={errorText(calculate.error, 'Failed to calculate')} />}
        <Group gap="xs" align="flex-end">
          <NumberInput
            label="Taxable gross weight (lb)"
            value={weight}
            onChange={setWeight}
            min={0}
            max={1_000_000}
            allowDecimal={false}
            thousandSeparator=","
            w={200}
          />
          <TextInput
            label="Month of first use"
            type="month"
            value={month}
            onChange={(e) => setMonth(e.currentTarget.value)}
            w={170}
            required
          />
        </Group>
        <Checkbox
          label="Logging vehicle (75% of the tax)"
          checked={logging}
          onChange={(e) => setLogging(e.currentTarget.checked)}
        />
        <Checkbox
          label="Suspended: 5,000 miles or less on public highways (7,500 for farm vehicles)"
          checked={suspended}
          onChange={(e) => setSuspended(e.currentTarget.checked)}
        />
        {suspended && (
          <Checkbox
            label="Agricultural vehicle"
            checked={agricultural}
            onChange={(e) => setAgricultural(e.currentTarget.checked)}
          />
        )}
        <Button type="submit" loading={calculate.isPending} w="fit-content">
          Calculate
        </Button>
      </Stack>
      {result && (
        <CalculatorResult
          label="Form 2290"
          rows={[
            ['Category', result.category ?? 'Under 55,000 lb: not taxable'],
            ['Annual tax', formatMoney(result.annualTaxCents)],
            ['Months in the period', result.monthsInPeriod],
            ['Tax due', formatMoney(result.taxCents)],
            ['Return due', formatDate(result.returnDueDate)],
            ...(result.suspensionMileLimit === null
              ? []
              : [
                  [
                    'Suspended while under',
                    `${result.suspensionMileLimit.toLocaleString('en-US')} miles`,
                  ] as [string, string],
                ]),
          ]}
        />
      )}
      {result?.notes.map((note) => (
        <Text key={note} size="sm" c="dimmed" mt="xs">
          {note}
        </Text>
      ))}
    </form>
  )
}
