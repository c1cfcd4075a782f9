import { decimal, fromInteger, multiply, percentOfCents, roundTo, toSafeNumber } from '@/domain/decimal.ts'
import { addDays, type IsoDate } from '@/domain/period.ts'
import { perDiemRateCents } from './per-diem.ts'
import { PER_DIEM_RATES, PER_DIEM_RULES } from './tables.ts'

/** A day away from home: a full day, or a departure or return day counted at 75 %. */
export const PER_DIEM_DAY_KINDS = ['full', 'partial'] as const
export type PerDiemDayKind = (typeof PER_DIEM_DAY_KINDS)[number]

export interface PerDiemDay {
  date: IsoDate
  kind: PerDiemDayKind
  outsideConus: boolean
}

export interface PricedPerDiemDay extends PerDiemDay {
  /** The full-day rate on the day's date; null while the IRS notice for its year is not in the table. */
  rateCents: number | null
  /** What the day counts for: the full rate or 75 % of it, to the cent; null without a rate. */
  amountCents: number | null
}

export interface PerDiemTotals {
  fullDays: number
  partialDays: number
  /** The sum of the priced days (days without a rate are left out and counted in daysWithoutRate). */
  allowanceCents: number
  /** The allowance × the deductible percent, to the cent. */
  deductibleCents: number
  daysWithoutRate: number
}

/** A day at the rate of its date (October–September years); no rate in the table gives null, never a guess. */
export function pricePerDiemDay(day: PerDiemDay): PricedPerDiemDay {
  const rate = perDiemRateCents(day.date, day.outsideConus)
  if (rate === undefined) return { ...day, rateCents: null, amountCents: null }
  const fraction = day.kind === 'full' ? '1' : PER_DIEM_RULES.partialDayFraction
  const amount = toSafeNumber(roundTo(multiply(fromInteger(rate), decimal(fraction)), 0))
  return { ...day, rateCents: rate, amountCents: amount }
}

/**
 * Counts and prices the days; the deductible share is `deductiblePercent` of the allowance (80 % for
 * workers under DOT hours-of-service rules, 50 % for others: IRS Publication 463).
 */
export function perDiemTotals(
  days: readonly PricedPerDiemDay[],
  deductiblePercent: string = PER_DIEM_RULES.dotDeductiblePercent,
): PerDiemTotals {
  let fullDays = 0
  let partialDays = 0
  let allowanceCents = 0
  let daysWithoutRate = 0
  for (const day of days) {
    if (day.kind === 'full') fullDays++
    else partialDays++
    if (day.amountCents === null) daysWithoutRate++
    else allowanceCents += day.amountCents
  }
  return {
    fullDays,
    partialDays,
    allowanceCents,
    deductibleCents: percentOfCents(allowanceCents, deductiblePercent),
    daysWithoutRate,
  }
}

/** Load dates at most this many days apart belong to one trip (a weekend between loads is still away). */
export const TRIP_GAP_DAYS = 3

export interface SuggestedPerDiemDay extends PerDiemDay {
  /** The first day of the trip the day belongs to, so a screen can confirm a trip at once. */
  tripStart: IsoDate
}

function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

/**
 * Days away from home guessed from the dates of loads: load dates at most TRIP_GAP_DAYS apart form a
 * trip running from its first load date to the day after its last; the first and last days are
 * partial, the days between full (a single load date gives that day and the next, both partial).
 * Days already confirmed are left out. Suggestions are inside the continental US: the user says
 * otherwise.
 */
export function suggestPerDiemDays(
  loadDates: readonly IsoDate[],
  confirmed: ReadonlySet<IsoDate>,
): SuggestedPerDiemDay[] {
  const dates = [...new Set(loadDates)].sort()
  const trips: { from: IsoDate; lastLoad: IsoDate }[] = []
  for (const date of dates) {
    const trip = trips.at(-1)
    if (trip && daysBetween(trip.lastLoad, date) <= TRIP_GAP_DAYS) trip.lastLoad = date
    else trips.push({ from: date, lastLoad: date })
  }
  const suggested: SuggestedPerDiemDay[] = []
  for (const trip of trips) {
    const to = addDays(trip.lastLoad, 1)
    for (let date = trip.from; date <= to; date = addDays(date, 1)) {
      if (confirmed.has(date)) continue
      const kind = date === trip.from || date === to ? 'partial' : 'full'
      suggested.push({ date, kind, outsideConus: false, tripStart: trip.from })
    }
  }
  return suggested
}

export interface PerDiemRatePeriod {
  from: IsoDate
  to: IsoDate
  insideConusCents: number
  outsideConusCents: number
  source: string
}

/** The daily rates in force during a calendar year, each period clipped to the year. */
export function perDiemRatesOfYear(year: number): PerDiemRatePeriod[] {
  const yearFrom = `${String(year).padStart(4, '0')}-01-01`
  const yearTo = `${String(year).padStart(4, '0')}-12-31`
  return PER_DIEM_RATES.filter((r) => r.from <= yearTo && r.to >= yearFrom).map((r) => ({
    from: r.from < yearFrom ? yearFrom : r.from,
    to: r.to > yearTo ? yearTo : r.to,
    insideConusCents: r.insideConusDollars * 100,
    outsideConusCents: r.outsideConusDollars * 100,
    source: r.source,
  }))
}
