import { Group, Select } from '@mantine/core'
import { useEffect, useState } from 'react'
import type { PerDiemYear } from '@/contracts/per-diem'
import { BackLink } from '@/web/components/ui/back-link'
import { LoadError } from '@/web/components/ui/load-error'
import { PageLoader } from '@/web/components/ui/page-loader'
import { PageTitle } from '@/web/components/ui/page-title'
import { usePerDiemYear } from '@/web/features/per-diem/api/per-diem-api'
import { PerDiemCalendar } from '@/web/features/per-diem/components/per-diem-calendar'
import { PerDiemTotals } from '@/web/features/per-diem/components/per-diem-totals'
import { PerDiemYearList } from '@/web/features/per-diem/components/per-diem-year-list'
import { SuggestedTrips } from '@/web/features/per-diem/components/suggested-trips'
import { notifyError } from '@/web/lib/notify'
import { useToday } from '@/web/lib/today'

const LOAD_FAILED = 'Failed to load your per diem log'

/**
 * The calendar's month until the user turns it: the month of the latest day logged or suggested,
 * else this month in the current year, else January.
 */
function firstMonth(year: number, today: string, data: PerDiemYear | undefined) {
  const dates = [...(data?.items ?? []), ...(data?.suggested ?? [])].map((d) => d.date).sort()
  const latest = dates.at(-1)
  if (latest?.startsWith(String(year))) return latest.slice(0, 7)
  return today.startsWith(String(year)) ? today.slice(0, 7) : `${year}-01`
}

export function PerDiemPage() {
  const today = useToday()
  const thisYear = Number(today.slice(0, 4))
  const [year, setYear] = useState(thisYear)
  const [chosenMonth, setMonth] = useState<string | null>(null)
  const log = usePerDiemYear(year)
  const data = log.isError || log.isPlaceholderData ? undefined : log.data
  const month = chosenMonth ?? firstMonth(year, today, data)
  const years = Array.from({ length: 5 }, (_, i) => String(thisYear - i))

  useEffect(() => {
    if (log.isError) notifyError(LOAD_FAILED)
  }, [log.isError])

  return (
    <>
      <BackLink to="/reports/tax" label="Back to Tax Summary" />
      <PageTitle
        title="Per Diem Log"
        actions={
          <Select
            aria-label="Tax year"
            data={years}
            value={String(year)}
            allowDeselect={false}
            w={120}
            onChange={(value) => {
              const next = Number(value ?? thisYear)
              setYear(next)
              setMonth(null)
            }}
          />
        }
      />
      {log.isError && <LoadError title={LOAD_FAILED} onRetry={() => void log.refetch()} />}
      <PerDiemTotals data={data} />
      {log.isPending && <PageLoader />}
      {data && (
        <>
          <SuggestedTrips days={data.suggested} hasConfirmed={data.items.length > 0} />
          <Group align="flex-start" gap="lg" grow preventGrowOverflow={false} wrap="wrap">
            <div style={{ flex: '1 1 320px', minWidth: 0 }}>
              <PerDiemCalendar
                month={month}
                onMonthChange={setMonth}
                year={year}
                items={data.items}
                suggested={data.suggested}
              />
            </div>
            <div style={{ flex: '1 1 360px', minWidth: 0 }}>
              <PerDiemYearList items={data.items} year={year} />
            </div>
          </Group>
        </>
      )}
    </>
  )
}
