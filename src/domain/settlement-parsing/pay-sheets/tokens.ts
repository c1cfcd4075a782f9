import { type ParsedAmount, parseAmount } from '@/domain/settlement-parsing/shared/amounts.ts'
import { findDates, isoDate } from '@/domain/settlement-parsing/shared/dates.ts'

/*
 * Cell-level readings that forgive OCR: letters misread inside numbers (O/0, l/1, S/5, B/8),
 * stray spaces, a dropped "$" or decimal point. Used only where a number is expected.
 */

const DIGIT_LOOKALIKES: Record<string, string> = {
  O: '0',
  o: '0',
  Q: '0',
  D: '0',
  l: '1',
  I: '1',
  i: '1',
  '|': '1',
  '!': '1',
  S: '5',
  s: '5',
  B: '8',
  Z: '2',
  z: '2',
  G: '6',
}

/** Replaces look-alike letters with digits when the token is mostly digits already. */
export function fixDigits(token: string): string {
  const digits = token.replace(/[^0-9]/g, '').length
  const lookalikes = [...token].filter((c) => c in DIGIT_LOOKALIKES).length
  if (digits === 0 || lookalikes === 0 || lookalikes > Math.max(2, digits)) return token
  return [...token].map((c) => DIGIT_LOOKALIKES[c] ?? c).join('')
}

/**
 * A cell that holds one amount of money. `impliedCents` is true when the column prints cents, so a token
 * with the decimal point lost by OCR ("13201" among "-88.96") reads as 132.01.
 */
export function readMoney(
  text: string,
  options: { ocr?: boolean; impliedCents?: boolean } = {},
): ParsedAmount | null {
  let token = text.trim().replace(/^[—–-]\s*\$/, '-$')
  if (!token) return null
  const direct = parseAmount(token)
  if (direct?.money && !(options.impliedCents && !/\.\d{2}\)?-?(\s*(CR|DR|USD))?$/i.test(token)))
    return direct
  if (!options.ocr) return null
  // Two numbers side by side are two cells OCR ran together, not one amount.
  if (/\d[\s]+\S*\d/.test(token)) return null
  token = fixDigits(token.replace(/\s+/g, '').replace(/^S(?=\d)/, '$'))
  // OCR reads a decimal point as a comma ("1,434,84").
  token = token.replace(/,(\d{2})(\)?-?)$/, '.$1$2')
  const fixed = parseAmount(token)
  if (!fixed) return null
  const printsCents = /\.\d{2}\)?-?$/.test(token)
  if (options.impliedCents && !printsCents && /\d{3,}/.test(token)) {
    return { ...fixed, cents: Math.round(fixed.cents / 100), money: true }
  }
  return fixed.money ? fixed : null
}

/** True when the cell is an amount of money as printed (a currency sign or two decimals). */
export function isMoney(text: string, ocr = false): boolean {
  return readMoney(text, { ocr }) !== null
}

/** A whole (possibly thousands-separated) number, e.g. miles; null for anything else. */
export function readInteger(text: string, ocr = false): number | null {
  const token = (ocr ? fixDigits(text.trim()) : text.trim()).replace(/[,\s]/g, '')
  if (!/^\d{1,7}$/.test(token)) return null
  return Number(token)
}

export function hasDate(text: string): boolean {
  return findDates(text).length > 0
}

/** Null-value markers that fill an empty amount cell. */
export function isBlankMarker(text: string): boolean {
  return /^[-–—_.]+$|^n\/?a$/i.test(text.trim())
}

const STATES =
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC AB BC MB NB NL NS ON PE QC SK'.split(
    ' ',
  )

const CITY_STATE = /([A-Z][A-Za-z.'’-]*(?:\s+[A-Z][A-Za-z.'’-]*){0,3}),?\s+([A-Z]{2})\b/g

/** "City, ST" places in the text, in order ("Chicago, IL → Orlando, FL" gives two). */
export function findPlaces(text: string): string[] {
  const places: string[] = []
  for (const match of text.matchAll(CITY_STATE)) {
    const [, city, state] = match
    if (!STATES.includes(state!)) continue
    // "to Tucson, AZ": a lowercase joiner was skipped by the pattern; drop capitalised joiners too.
    const name = city!.replace(/^(to|from|and|via)\s+/i, '').replace(/\b(St|Ft|Mt)\.(?=[A-Z])/g, '$1. ')
    places.push(`${name}, ${state}`)
  }
  return places
}

/**
 * A date whose separators OCR dropped or misread ("03132025", "030922025" for 03/09/2025): the
 * digits are tried as MMDDYYYY with at most one stray character at a separator position.
 */
export function readOcrDate(text: string): string | null {
  const digits = text.trim()
  if (!/^\d{8,10}$/.test(digits)) return null
  const candidates = new Set<string>()
  const asDate = (d: string) =>
    d.length === 8 ? isoDate(Number(d.slice(4)), Number(d.slice(0, 2)), Number(d.slice(2, 4))) : null
  if (digits.length === 8) candidates.add(asDate(digits) ?? '')
  if (digits.length === 9)
    for (const at of [2, 4]) candidates.add(asDate(digits.slice(0, at) + digits.slice(at + 1)) ?? '')
  if (digits.length === 10)
    candidates.add(asDate(digits.slice(0, 2) + digits.slice(3, 5) + digits.slice(6)) ?? '')
  candidates.delete('')
  return candidates.size === 1 ? [...candidates][0]! : null
}
