import { periodRange, todayIn } from '../../../../domain/period'

export const DATE_FILTER_OPTIONS = [
  { value: 'this-month', label: 'This Month' },
  { value: 'last-month', label: 'Last Month' },
  { value: 'this-year', label: 'This Year' },
  { value: 'all', label: 'All Time' },
] as const
export type DateFilter = (typeof DATE_FILTER_OPTIONS)[number]['value']

/** Today as a calendar date in the browser's time zone. */
export function browserToday(): string {
  return todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone, new Date())
}

/** The from/to query of a date filter; All Time sends neither. */
export function dateFilterRange(filter: DateFilter, today = browserToday()): { from?: string; to?: string } {
  if (filter === 'all') return {}
  return periodRange(filter, today)
}
