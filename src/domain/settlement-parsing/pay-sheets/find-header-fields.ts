import { findDates } from '@/domain/settlement-parsing/shared/dates.ts'
import { type Found, labelHits } from '@/domain/settlement-parsing/shared/labels.ts'
import type { Line } from '@/domain/settlement-parsing/shared/layout.ts'
import {
  PERIOD_END_LABEL,
  PERIOD_LABEL,
  PERIOD_START_LABEL,
  SETTLEMENT_DATE_LABEL,
  SETTLEMENT_NUMBER_LABEL,
} from './vocabulary.ts'

/*
 * The fields printed once near the top: the statement number and date, and the period (the payer
 * is in find-payer.ts).
 * A value sits beside its label (shared/labels.ts).
 */

/** How sure a header value is, by where its label put it. */
const FIELD_CONFIDENCE = {
  // Found by its own label ("Statement #", "Pay Date", "Pay Period").
  byLabel: 0.95,
  // A number in the cell below its label: usually its value, now and then the next row's.
  numberBelowLabel: 0.75,
  // A bare "Date:" labels other dates too (printed, due).
  genericDateLabel: 0.7,
  // A period whose start and end each have their own label…
  bothPeriodEnds: 0.9,
  // …or only one of them.
  onePeriodEnd: 0.6,
  // A poorly read value still counts for this much: its label was found.
  minOcrFactor: 0.5,
} as const

export function findSettlementNumber(lines: readonly Line[]): Found<string> | null {
  for (const hit of labelHits(lines, SETTLEMENT_NUMBER_LABEL)) {
    for (const value of hit.values) {
      const token = value.text.replace(/^[#:\s]+/, '').split(/\s+/)[0] ?? ''
      const cleaned = token.replace(/[.,;:]+$/, '')
      if (/\d/.test(cleaned) && cleaned.length >= 2 && findDates(cleaned).length === 0) {
        return {
          value: cleaned,
          confidence:
            value.distance === 2
              ? FIELD_CONFIDENCE.numberBelowLabel
              : FIELD_CONFIDENCE.byLabel * Math.max(FIELD_CONFIDENCE.minOcrFactor, value.confidence),
        }
      }
    }
  }
  return null
}

export function findSettlementDate(lines: readonly Line[]): Found<string> | null {
  let generic: Found<string> | null = null
  for (const hit of labelHits(lines, SETTLEMENT_DATE_LABEL)) {
    const specific = !/^date\s*:?$/i.test(hit.label.trim())
    for (const value of hit.values) {
      // A bare "Date" heads table columns too; only trust it beside its value, with a colon.
      if (!specific && (value.distance === 2 || !hit.label.includes(':'))) continue
      const date = findDates(value.text)[0]
      if (!date) continue
      const labelConfidence = specific ? FIELD_CONFIDENCE.byLabel : FIELD_CONFIDENCE.genericDateLabel
      const found = {
        value: date,
        confidence: labelConfidence * Math.max(FIELD_CONFIDENCE.minOcrFactor, value.confidence),
      }
      if (specific) return found
      generic ??= found
      break
    }
  }
  return generic
}

export function findPeriod(
  lines: readonly Line[],
): Found<{ start: string | null; end: string | null }> | null {
  for (const hit of labelHits(lines, PERIOD_LABEL)) {
    for (const value of hit.values) {
      const dates = findDates(value.text)
      if (dates.length >= 2 && dates[0]! <= dates[1]!) {
        return {
          value: { start: dates[0]!, end: dates[1]! },
          confidence: FIELD_CONFIDENCE.byLabel * Math.max(FIELD_CONFIDENCE.minOcrFactor, value.confidence),
        }
      }
    }
  }
  const first = (label: RegExp) => {
    for (const hit of labelHits(lines, label))
      for (const value of hit.values) {
        const date = findDates(value.text)[0]
        if (date) return date
      }
    return null
  }
  const start = first(PERIOD_START_LABEL)
  const end = first(PERIOD_END_LABEL)
  if (!start && !end) return null
  return {
    value: { start, end },
    confidence: start && end ? FIELD_CONFIDENCE.bothPeriodEnds : FIELD_CONFIDENCE.onePeriodEnd,
  }
}
