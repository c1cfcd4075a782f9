import { Paper, SimpleGrid, Text, Title } from '@mantine/core'
import { IconCalendarDollar, IconPercentage, IconReceiptTax } from '@tabler/icons-react'
import type { DepreciationSummary } from '@/contracts/assets'
import { LoadError } from '@/web/components/ui/load-error'
import { StatCard } from '@/web/components/ui/stat-card'
import { formatMoney } from '@/web/lib/format'

/** Line 16b is the business part of the interest paid; the schedules' interest of the year beside it. */
function interestHint(summary: DepreciationSummary, year: number): string {
  const business =
    summary.businessInterestCents === summary.interestCents
      ? ''
      : ` (the business part of ${formatMoney(summary.interestCents)})`
  return `Schedule C line 16b${business}; the schedules put ${formatMoney(summary.scheduledInterestCents)} in ${year}`
}

/** The year's figures for the return: depreciation (line 13) and the loans' interest (line 16b). */
export function YearSummary({
  year,
  summary,
  error,
  onRetry,
}: {
  year: number
  summary: DepreciationSummary | undefined
  error: boolean
  onRetry: () => void
}) {
  const money = (cents: number | undefined) => (cents === undefined ? null : formatMoney(cents))
  const sold = summary?.assets.some((asset) => asset.disposal !== null)
  const parts =
    summary &&
    [
      summary.section179Cents > 0 && `section 179 ${formatMoney(summary.section179Cents)}`,
      summary.bonusCents > 0 && `bonus ${formatMoney(summary.bonusCents)}`,
      summary.macrsCents > 0 && `MACRS ${formatMoney(summary.macrsCents)}`,
    ].filter(Boolean)
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-label={`${year} for your taxes`}
    >
      <Title order={2} fz="lg" mb="sm">
        {year} for your taxes
      </Title>
      {error ? (
        <LoadError title="Failed to load the year’s figures" onRetry={onRetry} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <StatCard
              label="Depreciation"
              value={money(summary?.depreciationCents)}
              hint={
                parts?.length
                  ? `Schedule C line 13 (Form 4562): ${parts.join(', ')}`
                  : 'Schedule C line 13, through Form 4562'
              }
              icon={IconReceiptTax}
              color="blue"
            />
            <StatCard
              label="Loan interest paid"
              value={money(summary?.businessInterestCents)}
              hint={summary ? interestHint(summary, year) : 'Schedule C line 16b'}
              icon={IconPercentage}
              color="teal"
            />
            <StatCard
              label="Sales"
              value={summary && !sold ? 'None' : money(summary?.gainCents)}
              hint={
                summary?.recaptureCents
                  ? `Gain or loss (Form 4797); ${formatMoney(summary.recaptureCents)} recaptured as ordinary income`
                  : 'Gain or loss of equipment sold (Form 4797)'
              }
              icon={IconCalendarDollar}
              color="gray"
            />
          </SimpleGrid>
          <Text size="xs" c="dimmed" mt="sm">
            Loan payments themselves are not deductible: only their interest is. The principal is paid back
            through the equipment’s depreciation.
          </Text>
        </>
      )}
    </Paper>
  )
}
