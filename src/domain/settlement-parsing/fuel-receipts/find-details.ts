import { findDates } from '@/domain/settlement-parsing/shared/dates.ts'
import type { Found } from '@/domain/settlement-parsing/shared/labels.ts'
import type { Line } from '@/domain/settlement-parsing/shared/layout.ts'
import { centsOf, type Figure } from './figures.ts'
import { TENDERS } from './vocabulary.ts'

/*
 * The rest of a fuel receipt: when (the sale's date and time), the total paid, how it was paid
 * (card network and last four digits, or cash), and the truck and odometer when the driver keyed
 * them in at the pump.
 */

const text = (line: Line) => line.cells.map((cell) => cell.text).join(' ')

export function findDate(lines: readonly Line[]): (Found<string> & { line: number }) | null {
  let first: (Found<string> & { line: number }) | null = null
  for (const line of lines) {
    const date = findDates(text(line))[0]
    if (!date) continue
    // "Date:", "Transaction date", "Purchased": the sale's date rather than a card's or a print date.
    if (/\b(DATE|PURCHASED|SOLD)\b/i.test(text(line)))
      return { value: date, confidence: 0.95, line: line.index }
    first ??= { value: date, confidence: 0.85, line: line.index }
  }
  return first
}

const TIME = /(?<![\d:])([01]?\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?(?!\d)\s*([AP])?\.?M?\.?(?![A-Z])/i

/** 'HH:MM' on a 24-hour clock: on the date's line first, else after a "Time" label, else the first. */
export function findTime(lines: readonly Line[], dateLine: number | null): string | null {
  const ordered = [
    ...lines.filter((line) => line.index === dateLine),
    ...lines.filter((line) => /\bTIME\b/i.test(text(line))),
    ...lines,
  ]
  for (const line of ordered) {
    const m = TIME.exec(text(line))
    if (!m) continue
    let hour = Number(m[1])
    const meridiem = m[3]?.toUpperCase()
    if (meridiem && hour > 12) continue
    if (meridiem === 'P' && hour < 12) hour += 12
    if (meridiem === 'A' && hour === 12) hour = 0
    return `${String(hour).padStart(2, '0')}:${m[2]}`
  }
  return null
}

/** Labels of the total paid, strongest first; "Fuel Total" is a fuel line's own amount. */
const TOTAL_LABELS: { pattern: RegExp; confidence: number }[] = [
  {
    pattern: /\b(GRAND\s+TOTAL|TOTAL\s+(SALE|DUE|PAID|CHARGED?|AMOUNT|CAD|USD)|AMOUNT\s+CHARGED)\b/i,
    confidence: 0.95,
  },
  { pattern: /\b(TOTAL\s+CHARGED\s+TO\s+CARD|BALANCE\s+DUE|AMOUNT\s+DUE|SALE\s+TOTAL)\b/i, confidence: 0.95 },
  { pattern: /^(?!.*\bSUB\s*-?\s*TOTAL)(?!.*\bFUEL\s+TOTAL)\W*TOTAL\b/i, confidence: 0.9 },
]

/** Lines that close the list of purchases: a total or a subtotal. */
export function closesPurchases(line: Line): boolean {
  const first = line.cells[0]?.text ?? ''
  return /^\W*(SUB\s*-?\s*TOTAL|TOTAL|BALANCE\s+DUE|AMOUNT\s+(DUE|CHARGED)|GRAND\s+TOTAL)\b/i.test(first)
}

export interface TotalReading extends Found<number> {
  line: number
}

/** The total paid: the amount on the line of the strongest total label (the last one of equals). */
export function findTotal(lines: readonly Line[], figures: readonly Figure[]): TotalReading | null {
  for (const label of TOTAL_LABELS) {
    let found: TotalReading | null = null
    for (const line of lines) {
      if (!label.pattern.test(text(line))) continue
      const amounts = figures.filter((f) => f.line === line.index && f.decimals === 2)
      const amount = amounts[amounts.length - 1]
      if (amount) found = { value: centsOf(amount)!, confidence: label.confidence, line: line.index }
    }
    if (found) return found
  }
  return null
}

/** "Fleet card ****1234", "EFS ****5512", "Cash": the first tender named, with the card's last four. */
export function findPayment(lines: readonly Line[], skip: ReadonlySet<number>): string | null {
  for (const tender of TENDERS) {
    for (const line of lines) {
      if (skip.has(line.index)) continue
      const t = text(line)
      const m = tender.pattern.exec(t)
      if (!m) continue
      const rest = t.slice(m.index)
      // Masked digits: "****1234", "XXXXXXXXXXXX4410", OCR's "***%]1234"; or "ending in 1234".
      const last4 = /(?:[*Xx•·%#\][|]{2,}\s*|ENDING\s+(?:IN\s+)?)(\d{4})\b/i.exec(rest)?.[1]
      return last4 ? `${tender.name} ****${last4}` : tender.name
    }
  }
  return null
}

const TRUCK =
  /\b(UNIT|TRUCK|TRK|TRACTOR|VEHICLE|VEH)\s*(?:#|NO\.?|NUMBER)?\s*[:#]?\s*(?:#\s*)?([A-Z0-9][A-Z0-9-]*)/i
export function findTruck(lines: readonly Line[]): string | null {
  for (const line of lines) {
    for (const m of text(line).matchAll(new RegExp(TRUCK.source, 'gi'))) {
      const value = m[2]!
      // "Unit Price", "TRK DSL": a truck number has a digit and is no figure.
      if (/\d/.test(value) && !/^\d+\.\d+$/.test(value)) return value
    }
  }
  return null
}

const ODOMETER =
  /\b(ODOMETER|ODOM|ODO|HUB(?:OMETER)?|HUB\s+MILES)\b\s*[:#]?\s*(\d{1,3}(?:,\d{3})+|\d{3,7})\b/i
export function findOdometer(lines: readonly Line[]): number | null {
  for (const line of lines) {
    const m = ODOMETER.exec(text(line))
    if (m) return Number(m[2]!.replace(/,/g, ''))
  }
  return null
}
