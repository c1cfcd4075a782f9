/**
 * Calendar periods on 'YYYY-MM-DD' dates. Weeks start on Sunday. "Today" is always passed in,
 * already in the user's time zone (see `todayIn`), so these functions are pure.
 */

export type IsoDate = string

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value)
  if (!match) return false
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  return date.toISOString().slice(0, 10) === value
}

/** The dates a ledger holds: the years 1900 to 2200, so date arithmetic never leaves the calendar. */
export const LEDGER_DATE_RANGE = { from: '1900-01-01', to: '2200-12-31' } as const

/** A calendar date a ledger can hold (see LEDGER_DATE_RANGE). */
export function isLedgerDate(value: string): boolean {
  return isIsoDate(value) && value >= LEDGER_DATE_RANGE.from && value <= LEDGER_DATE_RANGE.to
}

function toUtc(date: IsoDate): Date {
  if (!isIsoDate(date)) throw new RangeError(`Not a calendar date: ${date}`)
  return new Date(`${date}T00:00:00Z`)
}

function fromUtc(date: Date): IsoDate {
  return date.toISOString().slice(0, 10)
}

/** The calendar date it is now in an IANA time zone. */
/**
 * Date formatters by time zone: making one costs far more than using it (a fraction of a
 * millisecond, on every request that asks for the user's today). Zones are a few hundred names.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>()

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    if (dayFormats.size < 1000) dayFormats.set(timeZone, format)
  }
  return format
}

export function todayIn(timeZone: string, now: Date): IsoDate {
  const parts = dayFormat(timeZone).formatToParts(now)
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${get('year')}-${get('month')}-${get('day')}`
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone })
    return true
  } catch {
    return false
  }
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const d = toUtc(date)
  d.setUTCDate(d.getUTCDate() + days)
  return fromUtc(d)
}

/** Adds whole months, clamping the day to the target month's length (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const d = toUtc(date)
  const day = d.getUTCDate()
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1))
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(day, lastDay))
  return fromUtc(target)
}

export function startOfWeek(date: IsoDate): IsoDate {
  return addDays(date, -toUtc(date).getUTCDay())
}

export function startOfMonth(date: IsoDate): IsoDate {
  return `${date.slice(0, 7)}-01`
}

export function endOfMonth(date: IsoDate): IsoDate {
  return addDays(addMonths(startOfMonth(date), 1), -1)
}

export function startOfQuarter(date: IsoDate): IsoDate {
  const month = Number(date.slice(5, 7))
  const first = Math.floor((month - 1) / 3) * 3 + 1
  return `${date.slice(0, 4)}-${String(first).padStart(2, '0')}-01`
}

export function startOfYear(date: IsoDate): IsoDate {
  return `${date.slice(0, 4)}-01-01`
}

/** An inclusive range of calendar dates. */
export interface DateRange {
  from: IsoDate
  to: IsoDate
}

export const PERIODS = [
  'daily',
  'weekly',
  'monthly',
  'quarterly',
  'yearly',
  'current',
  'this-week',
  'this-month',
  'last-month',
  'this-quarter',
  'last-quarter',
  'this-year',
  'ytd',
  'last-year',
  'all',
  'custom',
] as const
export type Period = (typeof PERIODS)[number]

/**
 * The dates a period covers as of `today`. "daily/weekly/monthly/quarterly/yearly" run from the
 * period's start to today (spec 9: weekly starts the most recent Sunday). "current" is the current
 * month. Custom needs `custom`, with from ≤ to.
 */
export function periodRange(period: Period, today: IsoDate, custom?: Partial<DateRange>): DateRange {
  switch (period) {
    case 'daily':
      return { from: today, to: today }
    case 'weekly':
    case 'this-week':
      return { from: startOfWeek(today), to: addDays(startOfWeek(today), 6) }
    case 'monthly':
    case 'current':
    case 'this-month':
      return { from: startOfMonth(today), to: endOfMonth(today) }
    case 'last-month': {
      const from = addMonths(startOfMonth(today), -1)
      return { from, to: endOfMonth(from) }
    }
    case 'quarterly':
    case 'this-quarter': {
      const from = startOfQuarter(today)
      return { from, to: addDays(addMonths(from, 3), -1) }
    }
    case 'last-quarter': {
      const from = addMonths(startOfQuarter(today), -3)
      return { from, to: addDays(addMonths(from, 3), -1) }
    }
    case 'yearly':
    case 'this-year':
      return { from: startOfYear(today), to: `${today.slice(0, 4)}-12-31` }
    case 'ytd':
      return { from: startOfYear(today), to: today }
    case 'last-year': {
      const year = Number(today.slice(0, 4)) - 1
      return { from: `${year}-01-01`, to: `${year}-12-31` }
    }
    case 'all':
      return { from: '1900-01-01', to: '9999-12-31' }
    case 'custom': {
      if (!custom?.from || !custom.to || !isIsoDate(custom.from) || !isIsoDate(custom.to)) {
        throw new RangeError('A custom period needs a start and an end date')
      }
      if (custom.from > custom.to) throw new RangeError('The start date must be on or before the end date')
      return { from: custom.from, to: custom.to }
    }
  }
}

/** The first days of the `count` months ending with the month of `today`, oldest first. */
export function lastMonths(today: IsoDate, count: number): IsoDate[] {
  const current = startOfMonth(today)
  return Array.from({ length: count }, (_, i) => addMonths(current, i - count + 1))
}

/** How a chart of a period is bucketed: by day up to a month, by month up to three years, else by year. */
export type ChartUnit = 'day' | 'month' | 'year'

/** The number of days of an inclusive range. */
export function daysIn(range: DateRange): number {
  return Math.round((toUtc(range.to).getTime() - toUtc(range.from).getTime()) / 86_400_000) + 1
}

export function chartUnitOf(range: DateRange): ChartUnit {
  if (daysIn(range) <= 31) return 'day'
  const months =
    (Number(range.to.slice(0, 4)) - Number(range.from.slice(0, 4))) * 12 +
    Number(range.to.slice(5, 7)) -
    Number(range.from.slice(5, 7)) +
    1
  return months <= 36 ? 'month' : 'year'
}

/** The first day of the bucket holding `date`. */
export function bucketStart(date: IsoDate, unit: ChartUnit): IsoDate {
  if (unit === 'day') return date
  return unit === 'month' ? startOfMonth(date) : startOfYear(date)
}

/** The first days of the buckets a range touches, oldest first (the first may start before the range). */
export function chartBuckets(range: DateRange, unit: ChartUnit): IsoDate[] {
  const buckets: IsoDate[] = []
  for (
    let start = bucketStart(range.from, unit);
    start <= range.to;
    start = unit === 'day' ? addDays(start, 1) : addMonths(start, unit === 'month' ? 1 : 12)
  ) {
    buckets.push(start)
  }
  return buckets
}
