import { Alert, SimpleGrid, Text } from '@mantine/core'
import {
  IconAlertTriangle,
  IconCalendarEvent,
  IconCalendarMinus,
  IconCoin,
  IconReceiptTax,
} from '@tabler/icons-react'
import type { PerDiemYear } from '@/contracts/per-diem'
import { StatCard } from '@/web/components/ui/stat-card'
import { formatCount, formatDate, formatMoney } from '@/web/lib/format'

/** The year's confirmed days and what they are worth, as the server priced them. */
export function PerDiemTotals({ data }: { data: PerDiemYear | undefined }) {
  const totals = data?.totals
  return (
    <>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }} mb="sm">
        <StatCard
          label="Full Days"
          value={formatCount(totals?.fullDays)}
          icon={IconCalendarEvent}
          color="blue"
        />
        <StatCard
          label="Partial Days"
          value={formatCount(totals?.partialDays)}
          hint="Departure and return days, at 75 %"
          icon={IconCalendarMinus}
          color="indigo"
        />
        <StatCard
          label="Allowance"
          value={totals ? formatMoney(totals.allowanceCents) : null}
          icon={IconCoin}
          color="orange"
        />
        <StatCard
          label={`Deductible (${data?.deductiblePercent ?? '80'} %)`}
          value={totals ? formatMoney(totals.deductibleCents) : null}
          hint="Schedule C line 24b"
          icon={IconReceiptTax}
          color="green"
        />
      </SimpleGrid>
      {totals && totals.daysWithoutRate > 0 && (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />} mb="sm" title="Rate not published yet">
          {totals.daysWithoutRate === 1 ? '1 day falls' : `${totals.daysWithoutRate} days fall`} after the
          last IRS per diem rate in RigLedger and {totals.daysWithoutRate === 1 ? 'is' : 'are'} not counted
          yet. The rate from October is set by the IRS notice published each September.
        </Alert>
      )}
      <Text size="sm" c="dimmed" mb="lg">
        {data && data.yearRates.length > 0 && (
          <>
            Daily rate (meals and incidentals, transportation industry):{' '}
            {data.yearRates
              .map(
                (r) =>
                  `${formatMoney(r.insideConusCents)} inside / ${formatMoney(r.outsideConusCents)} outside the continental US from ${formatDate(r.from)} to ${formatDate(r.to)} (IRS ${r.source})`,
              )
              .join('; ')}
            .{' '}
          </>
        )}
        {data && (data.yearRates.at(-1)?.to ?? '') < `${data.year}-12-31` && (
          <>
            The IRS rate{' '}
            {data.yearRates.length ? `after ${formatDate(data.yearRates.at(-1)!.to)}` : `for ${data.year}`} is
            not in RigLedger yet: those days are logged and priced once it is.{' '}
          </>
        )}
        Drivers under DOT hours-of-service rules deduct 80 %. A company driver paid on a W-2 cannot deduct per
        diem. Use per diem or actual meal receipts for the same days, not both.
      </Text>
    </>
  )
}
