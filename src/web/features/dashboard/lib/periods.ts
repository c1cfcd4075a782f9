import type { CHART_UNITS, DASHBOARD_PERIODS } from '@/contracts/dashboard'
import { type DateRange, periodRange } from '@/domain/period'

export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number]

export const PERIOD_OPTIONS: { value: DashboardPeriod; label: string }[] = [
  { value: 'current', label: 'Current Period' },
  { value: 'last-month', label: 'Last Month' },
  { value: 'last-quarter', label: 'Last Quarter' },
  { value: 'ytd', label: 'Year to Date' },
  { value: 'last-year', label: 'Last Year' },
  { value: 'custom', label: 'Custom Range' },
]

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** 'YYYY-MM' → "Mar 2025". */
export function monthLabel(month: string): string {
  const index = Number(month.slice(5, 7)) - 1
  return `${MONTHS[index] ?? month} ${month.slice(0, 4)}`
}

/** A chart bucket's label: "Mar 5" by day, "Mar" (or "Mar 2025" across years) by month, "2025" by year. */
export function bucketLabel(start: string, unit: (typeof CHART_UNITS)[number], withYear: boolean): string {
  if (unit === 'year') return start.slice(0, 4)
  const month = MONTHS[Number(start.slice(5, 7)) - 1] ?? start
  if (unit === 'day') return `${month} ${Number(start.slice(8, 10))}`
  return withYear ? `${month} ${start.slice(0, 4)}` : month
}

/** The periods offered when the chosen one is empty, nearest first. */
const OFFERED: Exclude<DashboardPeriod, 'custom'>[] = [
  'current',
  'last-month',
  'last-quarter',
  'ytd',
  'last-year',
]

/**
 * The nearest period holding `date` other than the empty one shown: a period of the selector, or
 * else that date's calendar year as a custom range.
 */
export function periodHolding(
  date: string,
  today: string,
  shown: DashboardPeriod,
): { period: DashboardPeriod; range: DateRange; label: string } {
  for (const period of OFFERED) {
    if (period === shown) continue
    const range = periodRange(period, today)
    if (range.from <= date && date <= range.to) {
      return { period, range, label: PERIOD_OPTIONS.find((o) => o.value === period)?.label ?? period }
    }
  }
  const year = date.slice(0, 4)
  return { period: 'custom', range: { from: `${year}-01-01`, to: `${year}-12-31` }, label: year }
}
