import { addDays, type IsoDate } from '@/domain/period.ts'

/*
 * Legal holidays in the District of Columbia, which move a federal tax due date to the next business
 * day (IRC 7503): the federal holidays (5 U.S.C. 6103), DC Emancipation Day (April 16) and, every
 * fourth year, Inauguration Day (January 20). A holiday on a Saturday is observed the Friday before,
 * one on a Sunday the Monday after.
 */

const pad = (n: number) => String(n).padStart(2, '0')
const dateOf = (year: number, month: number, day: number): IsoDate => `${year}-${pad(month)}-${pad(day)}`
const weekday = (date: IsoDate) => new Date(`${date}T00:00:00Z`).getUTCDay()

/** The n-th given weekday (0 Sunday … 6 Saturday) of a month; n = -1 for the last. */
function nthWeekday(year: number, month: number, day: number, n: number): IsoDate {
  if (n > 0) {
    const first = dateOf(year, month, 1)
    const offset = (day - weekday(first) + 7) % 7
    return addDays(first, offset + (n - 1) * 7)
  }
  const last = addDays(dateOf(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1, 1), -1)
  return addDays(last, -((weekday(last) - day + 7) % 7))
}

/** A fixed-date holiday as observed: Saturday → Friday, Sunday → Monday. */
function observed(date: IsoDate): IsoDate {
  const day = weekday(date)
  return day === 6 ? addDays(date, -1) : day === 0 ? addDays(date, 1) : date
}

/** The observed legal holidays of a calendar year in the District of Columbia. */
export function dcLegalHolidays(year: number): Set<IsoDate> {
  const days = [
    observed(dateOf(year, 1, 1)), // New Year's Day
    nthWeekday(year, 1, 1, 3), // Birthday of Martin Luther King, Jr.
    nthWeekday(year, 2, 1, 3), // Washington's Birthday
    observed(dateOf(year, 4, 16)), // DC Emancipation Day
    nthWeekday(year, 5, 1, -1), // Memorial Day
    nthWeekday(year, 9, 1, 1), // Labor Day
    nthWeekday(year, 10, 1, 2), // Columbus Day
    observed(dateOf(year, 11, 11)), // Veterans Day
    nthWeekday(year, 11, 4, 4), // Thanksgiving Day
    observed(dateOf(year, 12, 25)), // Christmas Day
    // New Year's Day of the next year, when a Saturday, is observed on December 31.
    observed(dateOf(year + 1, 1, 1)),
  ]
  if (year >= 2021) days.push(observed(dateOf(year, 6, 19))) // Juneteenth
  days.push(observed(dateOf(year, 7, 4))) // Independence Day
  // Inauguration Day, January 20 after a presidential election (Sunday: the Monday after).
  if (year % 4 === 1) {
    const inauguration = dateOf(year, 1, 20)
    days.push(weekday(inauguration) === 0 ? addDays(inauguration, 1) : inauguration)
  }
  return new Set(days)
}

export function isBusinessDay(date: IsoDate): boolean {
  const day = weekday(date)
  if (day === 0 || day === 6) return false
  return !dcLegalHolidays(Number(date.slice(0, 4))).has(date)
}

/** The date itself when it is a business day, else the next one (IRC 7503). */
export function nextBusinessDay(date: IsoDate): IsoDate {
  let day = date
  while (!isBusinessDay(day)) day = addDays(day, 1)
  return day
}

export { dateOf }
