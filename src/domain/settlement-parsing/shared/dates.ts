/*
 * Calendar dates as printed on US pay sheets ("03/14/2025", "3/14/25", "2025-03-14",
 * "Mar 14, 2025", "14-Mar-2025", "March 14th 2025") into 'YYYY-MM-DD'. Day-first orders are not
 * guessed: a US document prints month first.
 */

import { addDays } from '@/domain/period.ts'

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']

/** Spanish and French month abbreviations that differ from the English ones ("12/jun/2025", "3 avr. 2025"). */
const OTHER_MONTHS: Record<string, number> = {
  ene: 1,
  abr: 4,
  avr: 4,
  mai: 5,
  jui: 7,
  ago: 8,
  aoû: 8,
  aou: 8,
  dic: 12,
  déc: 12,
}

function monthNumber(name: string): number | null {
  const lower = name.toLowerCase()
  // "juin" is June, "juil" July: the French words share their first three letters.
  if (lower.startsWith('juin')) return 6
  const index = MONTHS.indexOf(lower.slice(0, 3))
  return index < 0 ? (OTHER_MONTHS[lower.slice(0, 3)] ?? null) : index + 1
}

function fullYear(year: string): number {
  const n = Number(year)
  // Two-digit years on a pay sheet are this century.
  return year.length === 2 ? 2000 + n : n
}

/** 'YYYY-MM-DD' when the parts make a real calendar date, otherwise null. */
export function isoDate(year: number, month: number, day: number): string | null {
  if (year < 1990 || year > 2100 || month < 1 || month > 12 || day < 1) return null
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  return date.toISOString().slice(0, 10)
}

const NUMERIC_MDY = /\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})\b/
const ISO = /\b(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})\b/
const NAMED_MDY = /\b([A-Za-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b/
const NAMED_DMY = /\b(\d{1,2})[\s/-]([A-Za-zéû]{3,9})\.?[\s,/-]+(\d{4}|\d{2})\b/

/** The first date found in the text, or null. */
export function findDate(text: string): string | null {
  return findDates(text)[0] ?? null
}

/** Every date in the text, in order of appearance. */
export function findDates(text: string): string[] {
  const found: { index: number; date: string }[] = []
  const scan = (pattern: RegExp, toDate: (m: RegExpExecArray) => string | null) => {
    const global = new RegExp(pattern.source, 'g')
    for (let m = global.exec(text); m; m = global.exec(text)) {
      const date = toDate(m)
      if (date && !found.some((f) => Math.abs(f.index - m.index) < 3)) found.push({ index: m.index, date })
    }
  }
  scan(ISO, (m) => isoDate(Number(m[1]), Number(m[2]), Number(m[3])))
  scan(NUMERIC_MDY, (m) => isoDate(fullYear(m[3]!), Number(m[1]), Number(m[2])))
  scan(NAMED_MDY, (m) => {
    const month = monthNumber(m[1]!)
    return month ? isoDate(Number(m[3]), month, Number(m[2])) : null
  })
  scan(NAMED_DMY, (m) => {
    const month = monthNumber(m[2]!)
    return month ? isoDate(fullYear(m[3]!), month, Number(m[1])) : null
  })
  return found.sort((a, b) => a.index - b.index).map((f) => f.date)
}

/**
 * A month and day printed without a year ("03/04" in "Toledo, OH 03/04"), dated by the document's
 * own date: the reference's year, or the year before when that would fall more than a month after
 * the reference (a December load on a January statement). Null without a reference.
 */
export function findMonthDay(text: string, reference: string | null): string | null {
  if (!reference) return null
  const match = /(?<![\d/.-])(\d{1,2})\/(\d{1,2})(?![\d/]|\s*\/\s*\d)/.exec(text)
  if (!match) return null
  const year = Number(reference.slice(0, 4))
  const month = Number(match[1])
  const day = Number(match[2])
  const sameYear = isoDate(year, month, day)
  if (!sameYear) return null
  const limit = addDays(reference, 31)
  return sameYear > limit ? isoDate(year - 1, month, day) : sameYear
}

/** Reads a cell or token that is entirely a date; null otherwise. */
export function parseDate(raw: string): string | null {
  const text = raw.trim()
  const dates = findDates(text)
  if (dates.length !== 1) return null
  // Nothing else but the date itself (and punctuation) may be in the token.
  const rest = text
    .replace(ISO, '')
    .replace(NUMERIC_MDY, '')
    .replace(NAMED_MDY, '')
    .replace(NAMED_DMY, '')
    .replace(/[\s,.]/g, '')
  return rest ? null : dates[0]!
}
