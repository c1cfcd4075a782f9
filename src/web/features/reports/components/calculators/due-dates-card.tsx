import { NumberInput, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useDueDates } from '@/web/features/reports/api/reports-api'
import { CalculatorResult } from '@/web/features/reports/components/calculator-result'
import { formatDate } from '@/web/lib/format'

export function DueDatesCard({ defaultYear }: { defaultYear: number }) {
  const [year, setYear] = useState<number | string>(defaultYear)
  const valid = Number.isInteger(Number(year)) && Number(year) >= 1900 && Number(year) <= 2200
  const dates = useDueDates(valid ? Number(year) : defaultYear)
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Form 1040-ES payments, moved to the next business day past weekends and legal holidays in the District
        of Columbia, as the IRS does.
      </Text>
      <NumberInput
        label="Tax year"
        value={year}
        onChange={setYear}
        min={1900}
        max={2200}
        allowDecimal={false}
        w={120}
      />
      {dates.data && (
        <CalculatorResult
          label="Estimated tax due dates"
          rows={[
            ['1st quarter', formatDate(dates.data.q1)],
            ['2nd quarter', formatDate(dates.data.q2)],
            ['3rd quarter', formatDate(dates.data.q3)],
            ['4th quarter', formatDate(dates.data.q4)],
          ]}
        />
      )}
    </Stack>
  )
}
