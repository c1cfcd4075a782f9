import { type SQL, sql } from 'drizzle-orm'
import type { AdminReportPeriod } from '@/contracts/reports-admin.ts'
import { divide, formatScaled, fromInteger } from '@/domain/decimal.ts'
import {
  addDays,
  addMonths,
  type DateRange,
  type IsoDate,
  periodRange,
  startOfMonth,
  startOfWeek,
} from '@/domain/period.ts'

export type Bucket = 'day' | 'week' | 'month'

export interface ReportWindow extends DateRange {
  period: AdminReportPeriod
  bucket: Bucket
  /** The admin's time zone: what "today" and each day mean. */
  timeZone: string
}

/** The dates a period covers as of the admin's today, and the bucket its series is counted in. */
export function reportWindow(period: AdminReportPeriod, today: IsoDate, timeZone: string): ReportWindow {
  const range = period === 'today' ? { from: today, to: today } : periodRange(period, today)
  const days = (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 + 1
  const bucket: Bucket = days <= 31 ? 'day' : days <= 92 ? 'week' : 'month'
  return { ...range, period, bucket, timeZone }
}

/** The first day of every bucket of the window, oldest first (weeks start on Sunday). */
export function bucketStarts(window: ReportWindow): IsoDate[] {
  const starts: IsoDate[] = []
  const first =
    window.bucket === 'day'
      ? window.from
      : window.bucket === 'week'
        ? startOfWeek(window.from)
        : startOfMonth(window.from)
  for (let d = first; d <= window.to; ) {
    starts.push(d)
    d = window.bucket === 'day' ? addDays(d, 1) : window.bucket === 'week' ? addDays(d, 7) : addMonths(d, 1)
  }
  return starts
}

/** `column` (a timestamptz) is inside the window's days, in the admin's time zone. */
export function inWindow(column: SQL, window: ReportWindow) {
  return sql`${column} >= (${window.from}::date)::timestamp at time zone ${window.timeZone}
    and ${column} < (${addDays(window.to, 1)}::date)::timestamp at time zone ${window.timeZone}`
}

/** The bucket `column` falls in, as its first day (a date). */
export function bucketOf(column: SQL, window: ReportWindow) {
  const day = sql`(${column} at time zone ${window.timeZone})::date`
  if (window.bucket === 'day') return sql`${day}::text`
  if (window.bucket === 'week') return sql`(${day} - extract(dow from ${day})::int)::text`
  return sql`date_trunc('month', ${day})::date::text`
}

/** n out of d as a percentage with one decimal, rounded half up, in integers ("12.5"; "0.0" when d is 0). */
export function percentText(n: number, d: number): string {
  if (d === 0) return '0.0'
  return formatScaled(divide(fromInteger(n * 100), fromInteger(d), 1), 1)
}
