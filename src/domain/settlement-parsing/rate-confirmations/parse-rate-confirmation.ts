import { formatUsd } from '@/domain/money.ts'
import { buildLines, median } from '@/domain/settlement-parsing/shared/layout.ts'
import type {
  ExtractedStop,
  PageText,
  ParsedRateConfirmation,
  RateConfirmationField,
} from '@/domain/settlement-parsing/types.ts'
import {
  findCommodity,
  findLoadNumber,
  findMcNumber,
  findMiles,
  findReferences,
  findWeight,
} from './find-header-fields.ts'
import { findPayer } from './find-payer.ts'
import { findRateLines, type RateReading } from './find-rate-lines.ts'
import { findStops } from './find-stops.ts'
import { splitJoinedFields } from './joined-fields.ts'

/*
 * A broker's rate confirmation (a PDF text layer or OCR words) into the load it books: the load
 * number and the payer, the stops in order, the rate lines and the total. What is not printed (or
 * not read) is null and said in words; each key field gets a confidence from how it was found and
 * whether the rate lines add up to the total.
 */

const CONFIDENCE = {
  // Rate lines and total when the lines add up to the total printed.
  balancedTotal: 0.99,
  balancedLines: 0.95,
  // A total or lines that nothing checks (no total printed, or no lines above it).
  unchecked: 0.5,
  // Lines and a total that disagree: one of them is misread or a line is missing.
  disagreeing: 0.3,
  // Stops with their place and date, a pickup first and a delivery…
  completeStops: 0.9,
  // …lose this share for each stop without its place or date, and half without a pickup or a delivery.
  incompleteStopShare: 0.5,
} as const

export function parseRateConfirmation(pages: PageText[]): ParsedRateConfirmation {
  const lines = splitJoinedFields(buildLines(pages))
  const quality = Math.min(1, median(lines.flatMap((line) => line.cells.map((cell) => cell.confidence))) || 1)
  const pageWidth = Math.max(0, ...pages.map((page) => page.width))
  const loadNumber = findLoadNumber(lines)
  const payer = findPayer(lines)
  const stops = findStops(lines, pageWidth || Number.POSITIVE_INFINITY)
  const rate = findRateLines(lines)
  const issues = findIssues(loadNumber?.value ?? null, payer?.value ?? null, stops, rate)
  return {
    loadNumber: loadNumber?.value ?? null,
    payer: payer?.value ?? null,
    payerMcNumber: findMcNumber(lines),
    stops,
    rateLines: rate.lines,
    totalCents: rate.totalCents,
    miles: findMiles(lines),
    commodity: findCommodity(lines),
    weightLb: findWeight(lines),
    references: findReferences(lines),
    confidence: computeConfidence({
      loadNumber: loadNumber?.confidence ?? 0,
      payer: payer?.confidence ?? 0,
      stops,
      rate,
      quality,
    }),
    issues,
  }
}

const money = (cents: number) => formatUsd(cents)
const linesSum = (rate: RateReading) => rate.lines.reduce((sum, line) => sum + line.amountCents, 0)

/** What is missing or does not add up, in words for the user. */
function findIssues(
  loadNumber: string | null,
  payer: string | null,
  stops: readonly ExtractedStop[],
  rate: RateReading,
): string[] {
  const issues: string[] = []
  if (!loadNumber) issues.push('Load number not found')
  if (!payer) issues.push('Broker (the company that pays) not found')
  if (!stops.some((stop) => stop.type === 'pickup')) issues.push('No pickup found')
  if (!stops.some((stop) => stop.type === 'delivery')) issues.push('No delivery found')
  const counts = { pickup: 0, delivery: 0 }
  for (const stop of stops) {
    const name = `${stop.type === 'pickup' ? 'Pickup' : 'Delivery'} ${++counts[stop.type]}`
    if (!stop.city || !stop.state) issues.push(`${name}: city and state not found`)
    if (!stop.date) issues.push(`${name}: date not found`)
  }
  const sum = linesSum(rate)
  if (!rate.lines.length)
    issues.push(
      rate.totalCents === null
        ? 'No rate lines found'
        : `No rate lines found; the total printed is ${money(rate.totalCents)}`,
    )
  else if (rate.totalCents === null) issues.push(`Total not found; the rate lines add up to ${money(sum)}`)
  else if (sum !== rate.totalCents)
    issues.push(`Rate lines add up to ${money(sum)} but the total printed is ${money(rate.totalCents)}`)
  return issues
}

function computeConfidence(f: {
  loadNumber: number
  payer: number
  stops: readonly ExtractedStop[]
  rate: RateReading
  quality: number
}): Record<RateConfirmationField, number> {
  const { rate, quality } = f
  const balanced = rate.lines.length > 0 && rate.totalCents !== null && linesSum(rate) === rate.totalCents
  const checked = balanced ? 1 : rate.totalCents !== null && rate.lines.length ? 0 : 0.5
  const byArithmetic = (sure: number) =>
    checked === 1 ? sure : checked === 0 ? CONFIDENCE.disagreeing : CONFIDENCE.unchecked * quality
  return {
    loadNumber: f.loadNumber * quality,
    payer: f.payer * quality,
    stops: stopsConfidence(f.stops) * quality,
    rateLines: rate.lines.length ? byArithmetic(CONFIDENCE.balancedLines) : 0,
    totalCents: rate.totalCents === null ? 0 : byArithmetic(CONFIDENCE.balancedTotal),
  }
}

function stopsConfidence(stops: readonly ExtractedStop[]): number {
  if (!stops.length) return 0
  const incomplete = stops.filter((stop) => !stop.city || !stop.state || !stop.date).length
  const both = stops.some((s) => s.type === 'pickup') && stops.some((s) => s.type === 'delivery')
  return (
    CONFIDENCE.completeStops *
    (1 - (CONFIDENCE.incompleteStopShare * incomplete) / stops.length) *
    (both ? 1 : CONFIDENCE.incompleteStopShare)
  )
}
