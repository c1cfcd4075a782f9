/**
 * Reading the cells of an IFTA tax rate matrix: quarter titles, rate cells and the jurisdiction
 * labels the matrix prints ("ALBERTA #14", "ALBERTA (AB) #15", "KENTUCKY SurChg",
 * "INDIANA (IN) 07/01/25 #31 (Surcharge)", "NEWFOUNDLAND (NL) 05/01/22").
 */
import { JURISDICTIONS, jurisdiction } from './jurisdictions.ts'

/** "4th Quarter 2025", "2Q2022", "2022Q2", "2022-Q2" → "2022Q2"; anything else → null. */
export function quarterFromText(text: string): string | null {
  const spelled = /\b([1-4])(?:st|nd|rd|th)\s+quarter\s+(\d{4})\b/i.exec(text)
  if (spelled) return `${spelled[2]}Q${spelled[1]}`
  const short = /\b([1-4])Q(\d{4})\b/i.exec(text)
  if (short) return `${short[2]}Q${short[1]}`
  const keyed = /\b(\d{4})-?Q([1-4])\b/i.exec(text)
  if (keyed) return `${keyed[1]}Q${keyed[2]}`
  return null
}

/** "2022Q2" → "2022-04-01". */
export function quarterStart(quarter: string): string {
  const year = quarter.slice(0, 4)
  const month = (Number(quarter.slice(5)) - 1) * 3 + 1
  return `${year}-${String(month).padStart(2, '0')}-01`
}

/**
 * A rate as a decimal string with at least four places ("$ 0.285 " → "0.2850"). The matrix is an
 * Excel sheet in accounting format, which prints a zero as "$-" (Oregon's diesel, for one), so a
 * dash is "0.0000". A blank or unreadable cell is null.
 */
export function rateFromCell(cell: string | undefined): string | null {
  const text = (cell ?? '').replace(/[$*\s]/g, '')
  if (text === '-' || text === '--') return '0.0000'
  const match = /^(\d{1,3})(?:\.(\d+))?$/.exec(text)
  if (!match) return null
  const whole = String(Number(match[1]))
  return `${whole}.${(match[2] ?? '').padEnd(4, '0')}`
}

export const isZeroRate = (rate: string) => /^0\.0+$/.test(rate)

export type RateUnit = 'US' | 'CA'

/** "U.S." (US $ per US gallon) or "Can"/"Can." (Canadian $ per litre); anything else → null. */
export function unitFromCell(cell: string | undefined): RateUnit | null {
  const text = (cell ?? '').trim()
  if (/^u\.?\s?s\.?(\s*\$)?(\s*\/\s*gal\.?)?$/i.test(text)) return 'US'
  if (/^can\.?(\s*\$)?(\s*\/\s*(l|litre|liter)\.?)?$/i.test(text)) return 'CA'
  return null
}

const ALIASES: Record<string, string> = {
  NEWFOUNDLAND: 'NL',
  LABRADOR: 'NL',
  'NEWFOUNDLAND & LABRADOR': 'NL',
  QUÉBEC: 'QC',
  PEI: 'PE',
  'WASHINGTON DC': 'DC',
  'WASHINGTON D.C.': 'DC',
  'D.C.': 'DC',
}
const BY_NAME = new Map<string, string>([
  ...JURISDICTIONS.map((j) => [j.name.toUpperCase(), j.code] as [string, string]),
  ...Object.entries(ALIASES),
])

export interface MatrixLabel {
  /** The jurisdiction's code, or null when the label names none we know. */
  code: string | null
  /** The label as printed, for messages. */
  text: string
  surcharge: boolean
  /** The date a dated row takes effect ("2022-05-01"), or null. */
  effective: string | null
}

export function readLabel(label: string): MatrixLabel {
  const text = label.trim()
  const surcharge = /surchg|surcharge/i.test(text)
  const [, month = '', day = '', year = ''] = /\b(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})\b/.exec(text) ?? []
  const effective = year
    ? `${year.length === 2 ? `20${year}` : year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`
    : null
  const inParentheses = (/\(([A-Za-z]{2})\)/.exec(text)?.[1] ?? '').toUpperCase()
  if (jurisdiction(inParentheses)) return { code: inParentheses, text, surcharge, effective }
  const name = text
    .toUpperCase()
    .replace(/\(?\b(SURCHG|SURCHARGE)\b\)?/g, ' ')
    .replace(/\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/g, ' ')
    .replace(/#\s*\d+/g, ' ')
    .replace(/[*†‡]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  const code = BY_NAME.get(name) ?? (/^[A-Z]{2}$/.test(name) && jurisdiction(name) ? name : null)
  return { code, text, surcharge, effective }
}
