import { Button, Grid, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { FormError } from '@/web/components/ui/form-error'
import { MoneyInput } from '@/web/components/ui/money-input'
import { useCalculator } from '@/web/features/reports/api/reports-api'
import { CalculatorResult } from '@/web/features/reports/components/calculator-result'
import { errorText } from '@/web/lib/api'
import { formatMoney } from '@/web/lib/format'

interface SeTax {
  netEarningsCents: number
  owesSeTax: boolean
  ssPortionCents: number
  medicarePortionCents: number
  seTaxCents: number
  deductionHalfSeCents: number
}

export function SeTaxCalculator({ defaultYear }: { defaultYear: number }) {
  const [taxYear, setTaxYear] = useState<number | string>(defaultYear)
  const [profit, setProfit] = useState<number | null>(null)
  const [wages, setWages] = useState<number | null>(null)
  const [rounding, setRounding] = useState('cents')
  const calculate = useCalculator<object, SeTax>('self-employment-tax')
  const result = calculate.data
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        calculate.mutate({
          taxYear: Number(taxYear),
          netProfitCents: profit ?? 0,
          w2SocialSecurityWagesCents: wages ?? 0,
          roundingMode: rounding,
        })
      }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Schedule SE, Part I: 15.3% of 92.35% of your net profit, the Social Security part up to the year's
          wage base.
        </Text>
        {calculate.isError && <FormError message={errorText(calculate.error, 'Failed to calculate')} />}
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 3 }}>
            <NumberInput
              label="Tax year"
              value={taxYear}
              onChange={setTaxYear}
              min={1900}
              max={2200}
              allowDecimal={false}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <MoneyInput
              label="Net profit (Schedule C)"
              description="A loss as a negative amount"
              min={-1e10}
              value={profit}
              onChange={setProfit}
              required
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <MoneyInput label="W-2 Social Security wages" value={wages} onChange={setWages} />
          </Grid.Col>
        </Grid>
        <SegmentedControl
          aria-label="Rounding"
          data={[
            { value: 'cents', label: 'To the cent' },
            { value: 'whole_dollars', label: 'Whole dollars' },
          ]}
          value={rounding}
          onChange={setRounding}
          w="fit-content"
        />
        <Button type="submit" loading={calculate.isPending} w="fit-content">
          Calculate
        </Button>
      </Stack>
      {result && (
        <CalculatorResult
          label="Self-employment tax"
          rows={[
            ['Net earnings from self-employment', formatMoney(result.netEarningsCents)],
            ['Social Security (12.4%)', formatMoney(result.ssPortionCents)],
            ['Medicare (2.9%)', formatMoney(result.medicarePortionCents)],
            [
              'Self-employment tax',
              result.owesSeTax ? formatMoney(result.seTaxCents) : 'None: net earnings under $400',
            ],
            ['Deductible half', formatMoney(result.deductionHalfSeCents)],
          ]}
        />
      )}
    </form>
  )
}
