import { SimpleGrid } from '@mantine/core'
import {
  IconAlarm,
  IconCalendarDue,
  IconCash,
  IconGasStation,
  IconGauge,
  IconPercentage,
  IconRoad,
} from '@tabler/icons-react'
import type { IftaReturn } from '@/contracts/ifta'
import { StatCard } from '@/web/components/ui/stat-card'
import { gallonsLabel, milesLabel, totalDueLabel } from '@/web/features/ifta/lib/ifta-labels'
import { formatDate, formatMoney } from '@/web/lib/format'

/** The return's figures in cards; a late penalty stands apart from the tax, as the return prints it. */
export function ReturnSummary({ ifta }: { ifta: IftaReturn }) {
  const total = totalDueLabel(ifta.totalDueCents)
  return (
    // Five cards fit a desktop row; seven (with the penalty and interest) go four and three.
    <SimpleGrid cols={{ base: 2, sm: 3, lg: ifta.latePenaltyCents === null ? 5 : 4 }} spacing="sm">
      <StatCard label="Fleet MPG" value={ifta.fleetMpg ?? '—'} icon={IconGauge} color="blue" />
      <StatCard label="Total miles" value={milesLabel(ifta.totalMiles)} icon={IconRoad} color="indigo" />
      <StatCard
        label="Total gallons"
        value={gallonsLabel(ifta.totalGallons)}
        icon={IconGasStation}
        color="cyan"
      />
      <StatCard
        label={total.label}
        value={total.value}
        hint={ifta.missingRates.length > 0 ? 'Without the states that have no rate' : undefined}
        icon={IconCash}
        color={ifta.totalDueCents < 0 ? 'green' : 'orange'}
      />
      {ifta.latePenaltyCents !== null && (
        <StatCard
          label="Late penalty"
          value={formatMoney(ifta.latePenaltyCents)}
          hint="$50 or 10 % of the tax, whichever is more"
          icon={IconAlarm}
          color="red"
        />
      )}
      {ifta.lateInterest !== null && (
        <StatCard
          label="Late interest"
          value={formatMoney(ifta.lateInterest.cents)}
          hint={
            ifta.lateInterest.note ??
            `${ifta.lateInterest.months} month${ifta.lateInterest.months === 1 ? '' : 's'} late, on each state's tax owed`
          }
          icon={IconPercentage}
          color="red"
        />
      )}
      <StatCard label="Due date" value={formatDate(ifta.dueDate)} icon={IconCalendarDue} color="gray" />
    </SimpleGrid>
  )
}
