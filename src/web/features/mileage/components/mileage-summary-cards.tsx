import { SimpleGrid } from '@mantine/core'
import { IconBriefcase, IconCoin, IconGauge, IconRoad } from '@tabler/icons-react'
import { type MileageList, NO_DEDUCTION_TEXT } from '@/contracts/mileage'
import { StatCard } from '@/web/components/ui/stat-card'
import { formatMiles, formatRate } from '@/web/features/mileage/lib/mileage-format'
import { formatMoney } from '@/web/lib/format'

type Summary = MileageList['summary']

/** The deduction where the standard rate applies; otherwise none, and the reason why. */
function deduction(summary: Summary): { value: string; hint?: string } {
  const { applies, reason } = summary.standardRate
  if (applies) return { value: formatMoney(summary.deductionCents) }
  return { value: 'None', hint: reason ? NO_DEDUCTION_TEXT[reason] : undefined }
}

/** The period's totals as the server computed them, each entry at its own year's IRS rate. */
export function MileageSummaryCards({ summary }: { summary: Summary | undefined }) {
  const deductionCard = summary ? deduction(summary) : { value: null }
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }} mb="lg">
      <StatCard
        label="Total Miles"
        value={summary ? formatMiles(summary.totalMiles) : null}
        icon={IconRoad}
        color="blue"
      />
      <StatCard
        label="Business Miles"
        value={summary ? formatMiles(summary.businessMiles) : null}
        icon={IconBriefcase}
        color="indigo"
      />
      <StatCard
        label="Standard Rate"
        value={summary ? formatRate(summary.standardRateCents) : null}
        icon={IconGauge}
        color="orange"
      />
      <StatCard label="Deduction Value" {...deductionCard} icon={IconCoin} color="green" />
    </SimpleGrid>
  )
}
