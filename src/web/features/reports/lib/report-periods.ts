import type { ReportPeriod } from '@/contracts/reports'
import { addDays, addMonths, type DateRange } from '@/domain/period'
import { formatDate } from '@/web/lib/format'

export type StepPeriod = Exclude<ReportPeriod, 'custom'>

export const PERIOD_LABELS: Record<StepPeriod, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  yearly: 'Yearly',
}

/** A day in the period before (-1) or after (+1) the one holding `date`. */
export function shiftDate(period: StepPeriod, date: string, step: -1 | 1): string {
  switch (period) {
    case 'daily':
      return addDays(date, step)
    case 'weekly':
      return addDays(date, 7 * step)
    case 'monthly':
      return addMonths(date, step)
    case 'quarterly':
      return addMonths(date, 3 * step)
    case 'yearly':
      return addMonths(date, 12 * step)
  }
}

export function rangeText(range: DateRange): string {
  return range.from === range.to
    ? formatDate(range.from)
    : `${formatDate(range.from)} – ${formatDate(range.to)}`
}

/** "+12.5%" / "−3%" / "new" for a change the server computed. */
export function changeText(percent: number | null): string {
  if (percent === null) return 'no earlier data'
  return `${percent > 0 ? '+' : percent < 0 ? '−' : ''}${Math.abs(percent)}%`
}
