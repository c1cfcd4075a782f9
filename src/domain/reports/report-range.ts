import { addDays, type DateRange, type IsoDate, periodRange } from '@/domain/period.ts'

export type ReportPeriodName = 'daily' | 'weekly' | 'monthly' | 'quarterly' | 'yearly' | 'custom'

const daysBetween = (from: IsoDate, to: IsoDate) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)

/**
 * A report's dates: the whole calendar period holding `date`, cut at today while it runs, and the
 * period before it, cut at the same point (Nov 1–24 compares with Oct 1–24), so the two compare
 * like with like. A custom range compares with as many days just before it.
 * Throws RangeError for a custom period without both dates or with them reversed.
 */
export function reportRanges(
  period: ReportPeriodName,
  date: IsoDate,
  today: IsoDate,
  custom?: Partial<DateRange>,
): { range: DateRange; previous: DateRange } {
  if (period === 'custom') {
    const range = periodRange('custom', today, custom)
    const length = daysBetween(range.from, range.to)
    const previousTo = addDays(range.from, -1)
    return { range, previous: { from: addDays(previousTo, -length), to: previousTo } }
  }
  const whole = periodRange(period, date)
  const running = whole.from <= today && today < whole.to
  const range = running ? { from: whole.from, to: today } : whole
  const before = periodRange(period, addDays(whole.from, -1))
  const elapsed = daysBetween(range.from, range.to)
  const cut = addDays(before.from, elapsed)
  return { range, previous: running && cut < before.to ? { from: before.from, to: cut } : before }
}

/** The change from `before` to `now` in percent, one decimal; null when there was nothing before. */
export function percentChange(now: number, before: number): number | null {
  if (before === 0) return null
  return Math.round(((now - before) / Math.abs(before)) * 1000) / 10
}

/** `part` as a percent of `whole`, one decimal (0 when the whole is 0). */
export function shareOf(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10
}
