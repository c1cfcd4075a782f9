/*
 * One cell of a settlement export into a date or an amount. Exports print the same value many
 * ways: spreadsheets write dates with a midnight time or as day serials, accounting formats print
 * zero as "$ -", and some exports add the currency after the number.
 */
import { type ParsedAmount, parseAmount } from '@/domain/settlement-parsing/shared/amounts.ts'
import { isoDate, parseDate } from '@/domain/settlement-parsing/shared/dates.ts'

const TIME_SUFFIX =
  /(?:[ T]+\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?\s*(?:[AP]\.?M\.?)?)?\s*(?:Z|UTC|GMT|[+-]\d{2}:?\d{2})?$/i
const WEEKDAY_PREFIX = /^(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+/i
// Excel counts days from 1899-12-30; 30000..80000 covers 1982..2119 and excludes most amounts' ranges.
const EXCEL_EPOCH_UTC = Date.UTC(1899, 11, 30)

/** A cell that is entirely a date ('YYYY-MM-DD'), or null. `serials` also reads Excel day numbers. */
export function parseDateCell(raw: string, serials = false): string | null {
  const text = raw.trim()
  if (!text) return null
  const direct = parseDate(text)
  if (direct) return direct
  const stripped = text.replace(WEEKDAY_PREFIX, '').replace(TIME_SUFFIX, '').trim()
  if (stripped && stripped !== text) {
    const date = parseDate(stripped)
    if (date) return date
  }
  // "Jan-06-2025", "Jan/6/25": a month name joined to the day by a dash or slash.
  const joined = /^([A-Za-z]{3,9})\.?[-/ ](\d{1,2})[-/ ,]+(\d{4}|\d{2})$/.exec(stripped)
  if (joined) {
    const year = joined[3]!.length === 2 ? `20${joined[3]}` : joined[3]
    const date = parseDate(`${joined[1]} ${joined[2]}, ${year}`)
    if (date) return date
  }
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(text)
  if (compact) return isoDate(Number(compact[1]), Number(compact[2]), Number(compact[3]))
  if (serials && /^\d{5}(?:\.\d+)?$/.test(text)) {
    const days = Math.floor(Number(text))
    if (days >= 30000 && days <= 80000)
      return new Date(EXCEL_EPOCH_UTC + days * 86_400_000).toISOString().slice(0, 10)
  }
  return null
}

const DASH_ZERO = /^\(?\s*(?:USD|US\$|\$)?\s*[-–—]+\s*\)?$/i
const EUROPEAN = /^([^\d]*?)(\d{1,3}(?:\.\d{3})*|\d+),(\d{2})(\D*)$/

/** A cell that is entirely an amount (sign kept apart from the magnitude), or null. */
export function parseAmountCell(raw: string): ParsedAmount | null {
  const text = raw.trim().replace(/\s*(?:USD|US\$)$/i, '')
  if (!text) return null
  if (DASH_ZERO.test(text)) return { cents: 0, negative: false, money: true }
  const amount = parseAmount(text)
  if (amount) return amount
  // "1.950,00" (decimal comma) turns up in semicolon-separated exports made on European settings.
  const european = EUROPEAN.exec(text)
  if (european)
    return parseAmount(`${european[1]}${european[2]!.replaceAll('.', '')}.${european[3]}${european[4]}`)
  return null
}

/** Signed cents of an amount cell, or null. */
export function signedCentsCell(raw: string): number | null {
  const amount = parseAmountCell(raw)
  if (!amount) return null
  return amount.negative ? -amount.cents : amount.cents
}
