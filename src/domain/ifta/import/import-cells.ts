/*
 * Cells of an IFTA import into values: miles in tenths, gallons and prices as decimal strings
 * (never floats), amounts in cents, jurisdictions as codes. Exports print thousands separators,
 * currency signs and full state names, so each reader accepts them.
 */
import { formatScaled, parseDecimal, roundTo } from '@/domain/decimal.ts'
import { isJurisdiction, JURISDICTIONS } from '@/domain/ifta/jurisdictions.ts'
import { parseAmountCell, parseDateCell } from '@/domain/settlement-parsing/exports/table-cells.ts'

/** A plain non-negative decimal from a cell ("1,234.5", "$3.899", "112.457 gal"), or null. */
function plainDecimal(cell: string) {
  const text = cell
    .trim()
    .replace(/^\$\s*/, '')
    .replace(/\s*(?:mi|miles|gal|gals|gallons|usd)$/i, '')
    .replace(/,(?=\d{3}(?:\D|$))/g, '')
  const value = parseDecimal(text)
  if (!value || value.units < 0n) return null
  return value
}

/** Miles in tenths (an ELD prints 123.4), rounded half up; null when not a number. */
export function milesTenthsCell(cell: string): number | null {
  const value = plainDecimal(cell)
  if (!value) return null
  const tenths = Number(roundTo(value, 1))
  return Number.isSafeInteger(tenths) ? tenths : null
}

/** A whole odometer reading ("512,340" or "512340.0"); null when not one. */
export function odometerCell(cell: string): number | null {
  const value = plainDecimal(cell)
  if (!value) return null
  const whole = Number(roundTo(value, 0))
  return Number.isSafeInteger(whole) && whole <= 9_999_999 ? whole : null
}

/** Gallons as a decimal string with at most three decimals (more are rounded half up). */
export function gallonsCell(cell: string): string | null {
  const value = plainDecimal(cell)
  if (!value || value.units === 0n) return null
  return value.scale <= 3 ? formatScaled(value.units, value.scale) : formatScaled(roundTo(value, 3), 3)
}

/** A price per gallon as a decimal string with at most four decimals. */
export function priceCell(cell: string): string | null {
  const value = plainDecimal(cell)
  if (!value) return null
  return value.scale <= 4 ? formatScaled(value.units, value.scale) : formatScaled(roundTo(value, 4), 4)
}

/** Signed cents of an amount cell ("$585.82", "(12.00)"), or null. */
export function amountCentsCell(cell: string): number | null {
  const amount = parseAmountCell(cell)
  if (!amount) return null
  return amount.negative ? -amount.cents : amount.cents
}

/** A date cell ('YYYY-MM-DD'), reading spreadsheet day numbers too. */
export function dateCell(cell: string): string | null {
  return parseDateCell(cell, true)
}

const BY_NAME = new Map<string, string>([
  ...JURISDICTIONS.map((j) => [j.name.toLowerCase(), j.code] as [string, string]),
  // Old and short names exports still print.
  ['newfoundland', 'NL'],
  ['nf', 'NL'],
  ['pq', 'QC'],
  ['pei', 'PE'],
  ['yk', 'YT'],
  ['washington dc', 'DC'],
  ['d c', 'DC'],
])

/** A jurisdiction code from a code or a name ("TX", "Texas", "Ontario"), or null. */
export function jurisdictionCell(cell: string): string | null {
  const text = cell.trim()
  if (!text) return null
  const code = text.toUpperCase()
  if (code.length <= 3 && isJurisdiction(code)) return code
  return (
    BY_NAME.get(
      text
        .toLowerCase()
        .replace(/[^a-z ]+/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    ) ?? null
  )
}
