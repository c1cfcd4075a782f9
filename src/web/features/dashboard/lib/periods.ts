import type { DASHBOARD_PERIODS } from '@/contracts/dashboard'

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
