import { type DateRange, periodRange } from '@/domain/period'

/** The date filter of the ledger lists (Settlements, Expenses). */
export const DATE_FILTERS = [
  { value: 'this-month', label: 'This Month' },
  { value: 'last-month', label: 'Last Month' },
  { value: 'this-year', label: 'This Year' },
  { value: 'all', label: 'All Time' },
] as const
export type DateFilter = (typeof DATE_FILTERS)[number]['value']

/** The dates a filter covers; "All Time" sends no dates at all. */
export function dateFilterRange(filter: DateFilter, today: string): Partial<DateRange> {
  if (filter === 'all') return {}
  return periodRange(filter, today)
}

export function dateFilterLabel(filter: DateFilter): string {
  return DATE_FILTERS.find((f) => f.value === filter)?.label ?? ''
}
