import type { ReportQuery } from '@/contracts/reports'
import { addMonths } from '@/domain/period'

export const HUB_PERIODS = [
  { value: 'this-week', label: 'This Week' },
  { value: 'this-month', label: 'This Month' },
  { value: 'last-month', label: 'Last Month' },
  { value: 'this-quarter', label: 'This Quarter' },
  { value: 'this-year', label: 'This Year' },
  { value: 'custom', label: 'Custom' },
] as const
export type HubPeriod = (typeof HUB_PERIODS)[number]['value']

/** The hub's choice as a report query: a calendar period and a day in it, or a custom range. */
export function hubQuery(
  period: HubPeriod,
  today: string,
  custom: { from: string; to: string },
): ReportQuery {
  switch (period) {
    case 'this-week':
      return { period: 'weekly', date: today }
    case 'this-month':
      return { period: 'monthly', date: today }
    case 'last-month':
      return { period: 'monthly', date: addMonths(today, -1) }
    case 'this-quarter':
      return { period: 'quarterly', date: today }
    case 'this-year':
      return { period: 'yearly', date: today }
    case 'custom':
      return { period: 'custom', from: custom.from, to: custom.to }
  }
}
