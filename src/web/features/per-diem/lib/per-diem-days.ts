import type { PerDiemDay, SuggestedPerDiemDay } from '@/contracts/per-diem'
import type { PerDiemDayKind } from '@/domain/tax/per-diem-log'

/** A click on a calendar day: none → full → partial → none. */
export function nextKind(kind: PerDiemDayKind | undefined): PerDiemDayKind | undefined {
  if (kind === undefined) return 'full'
  if (kind === 'full') return 'partial'
  return undefined
}

export interface SuggestedTrip {
  from: string
  to: string
  days: SuggestedPerDiemDay[]
  fullDays: number
  partialDays: number
  /** Null when a day of it has no rate yet. */
  amountCents: number | null
}

/** The suggested days, trip by trip (days of a trip share its first day). */
export function tripsOf(days: readonly SuggestedPerDiemDay[]): SuggestedTrip[] {
  const trips = new Map<string, SuggestedPerDiemDay[]>()
  for (const day of days) trips.set(day.tripStart, [...(trips.get(day.tripStart) ?? []), day])
  return [...trips.values()].map((tripDays) => ({
    from: tripDays[0]!.date,
    to: tripDays.at(-1)!.date,
    days: tripDays,
    fullDays: tripDays.filter((d) => d.kind === 'full').length,
    partialDays: tripDays.filter((d) => d.kind === 'partial').length,
    amountCents: tripDays.some((d) => d.amountCents === null)
      ? null
      : tripDays.reduce((sum, d) => sum + (d.amountCents ?? 0), 0),
  }))
}

/** The confirmed days by month ('YYYY-MM'), months in order. */
export function byMonth<Day extends PerDiemDay>(days: readonly Day[]): [string, Day[]][] {
  const months = new Map<string, Day[]>()
  for (const day of days) months.set(day.date.slice(0, 7), [...(months.get(day.date.slice(0, 7)) ?? []), day])
  return [...months.entries()]
}

let monthFormat: Intl.DateTimeFormat | undefined
let dayFormat: Intl.DateTimeFormat | undefined

/** 'YYYY-MM' as "March 2025". */
export function monthLabel(month: string): string {
  monthFormat ??= new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })
  return monthFormat.format(new Date(`${month}-01T00:00:00Z`))
}

/** 'YYYY-MM-DD' as "Mon, Mar 3". */
export function dayLabel(date: string): string {
  dayFormat ??= new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  })
  return dayFormat.format(new Date(`${date}T00:00:00Z`))
}

/** The weeks of a month as rows of seven cells (Sunday first); null outside the month. */
export function monthGrid(month: string): (string | null)[][] {
  const first = new Date(`${month}-01T00:00:00Z`)
  const days = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate()
  const cells: (string | null)[] = Array.from({ length: first.getUTCDay() }, () => null)
  for (let d = 1; d <= days; d++) cells.push(`${month}-${String(d).padStart(2, '0')}`)
  while (cells.length % 7 !== 0) cells.push(null)
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7))
}
