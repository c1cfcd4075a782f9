import { formatUsd } from '@/domain/money.ts'
import { buildLines, type Line, median } from '@/domain/settlement-parsing/shared/layout.ts'
import type { FuelReceiptField, PageText, ParsedFuelReceipt } from '@/domain/settlement-parsing/types.ts'
import { centsOf, type Figure, findFigures } from './figures.ts'
import {
  closesPurchases,
  findDate,
  findOdometer,
  findPayment,
  findTime,
  findTotal,
  findTruck,
  type TotalReading,
} from './find-details.ts'
import { type FuelReading, findFuelLines } from './find-fuel-lines.ts'
import { findStation } from './find-station.ts'

/*
 * A fuel receipt (a photo's OCR words or an e-receipt's text layer) into the fuel purchase IFTA
 * needs: date, station, city and state, and each fuel with its gallons, price and amount. The
 * arithmetic checks the reading: gallons × price matches each amount, and the fuel lines add up to
 * the total when nothing else was bought. What is not printed (or not read) is null and said in
 * words, never guessed.
 */

const CONFIDENCE = {
  // Fuel lines whose gallons × price match their amounts, and add up to the total…
  balanced: 0.99,
  // …or that match but with other items (or no total) beside them.
  checked: 0.9,
  // A line read from its labels alone, nothing checking it.
  unchecked: 0.4,
  // A total with lines that add up to it, or other items explaining the difference.
  totalConfirmed: 0.99,
  // Lines and a total that disagree with nothing to explain it.
  disagreeing: 0.3,
} as const

export function parseFuelReceipt(pages: PageText[]): ParsedFuelReceipt {
  const lines = buildLines(pages)
  const quality = Math.min(1, median(lines.flatMap((line) => line.cells.map((cell) => cell.confidence))) || 1)
  const figures = findFigures(lines)
  const station = findStation(lines)
  const date = findDate(lines)
  const total = findTotal(lines, figures)
  const fuel = findFuelLines(lines, figures, closesPurchases, station.header)
  const others = otherItems(lines, figures, fuel, total)
  const sum = fuel.reduce((s, r) => s + r.line.amountCents, 0)
  const balanced = total !== null && fuel.length > 0 && sum === total.value
  const issues = [
    ...(date ? [] : ['Date not found']),
    ...(station.vendor ? [] : ['Station name not found']),
    ...(station.state ? [] : ['City and state not found']),
    ...(fuel.length ? fuel.flatMap((r) => r.issues) : ['Fuel lines not found']),
    ...totalIssues(total, fuel, sum, others),
  ]
  const checked = fuel.length > 0 && fuel.every((r) => r.checked)
  const fuelConfidence = !fuel.length
    ? 0
    : !checked
      ? CONFIDENCE.unchecked * quality
      : balanced
        ? CONFIDENCE.balanced
        : CONFIDENCE.checked
  const totalConfirmed = balanced || (total !== null && others > 0 && sum < total.value)
  const confidence: Record<FuelReceiptField, number> = {
    date: (date?.confidence ?? 0) * quality,
    vendor: (station.vendor?.confidence ?? 0) * quality,
    city: (station.city?.confidence ?? 0) * quality,
    state: (station.state?.confidence ?? 0) * quality,
    fuelLines: fuelConfidence,
    totalCents: !total
      ? 0
      : totalConfirmed
        ? CONFIDENCE.totalConfirmed
        : fuel.length
          ? CONFIDENCE.disagreeing
          : total.confidence * quality,
  }
  return {
    date: date?.value ?? null,
    time: findTime(lines, date?.line ?? null),
    vendor: station.vendor?.value ?? null,
    city: station.city?.value ?? null,
    state: station.state?.value ?? null,
    fuelLines: fuel.map((r) => r.line),
    totalCents: total?.value ?? null,
    paymentMethod: findPayment(lines, station.header),
    truckNumber: findTruck(lines),
    odometer: findOdometer(lines),
    confidence: roundAll(confidence),
    issues,
  }
}

/**
 * The amounts of other things bought (a scale ticket, coffee, oil) between the first fuel and the
 * total: lines with one amount that are no fuel, tax, subtotal or tender.
 */
function otherItems(
  lines: readonly Line[],
  figures: readonly Figure[],
  fuel: readonly FuelReading[],
  total: TotalReading | null,
): number {
  if (!fuel.length || !total) return 0
  const used = new Set(fuel.flatMap((r) => r.figures))
  const first = Math.min(...fuel.flatMap((r) => r.figures.map((f) => f.line)))
  let cents = 0
  for (const line of lines) {
    if (line.index <= first || line.index >= total.line) continue
    const text = line.cells.map((c) => c.text).join(' ')
    if (/\b(SUB\s*-?\s*TOTAL|TAX|GST|HST|PST|CHANGE|CASH|TEND|DISCOUNT|SAVINGS)\b/i.test(text)) continue
    const amounts = figures.filter((f) => f.line === line.index && f.decimals === 2 && !used.has(f))
    if (amounts.length) cents += centsOf(amounts[amounts.length - 1]!)!
  }
  return cents
}

function totalIssues(
  total: TotalReading | null,
  fuel: readonly FuelReading[],
  sum: number,
  others: number,
): string[] {
  if (!fuel.length) return total ? [] : ['Total not found']
  if (!total) return [`Total not found; the fuel lines add up to ${formatUsd(sum)}`]
  if (sum === total.value) return []
  // Other items bought with the fuel (and their tax) make up the rest of the total.
  if (others > 0 && sum + others <= total.value) return []
  return [`Fuel lines add up to ${formatUsd(sum)} but the total printed is ${formatUsd(total.value)}`]
}

function roundAll(confidence: Record<FuelReceiptField, number>): Record<FuelReceiptField, number> {
  const rounded = { ...confidence }
  for (const key of Object.keys(rounded) as FuelReceiptField[])
    rounded[key] = Math.round(rounded[key] * 100) / 100
  return rounded
}
