import { findDates } from '@/domain/settlement-parsing/shared/dates.ts'
import type { Cell, Line } from '@/domain/settlement-parsing/shared/layout.ts'
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
 * A value sits after its label in the same cell, in the next cell, or in the cell right below.
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

export interface Found<T> {
  value: T
  /** 0..1: how the value was found (labelled, beside the label, OCR quality). */
  confidence: number
}

interface LabelHit {
  line: Line
  cellIndex: number
  /** Candidate value texts, nearest first. */
  values: { text: string; distance: number; confidence: number }[]
  label: string
}

export function labelHits(lines: readonly Line[], label: RegExp): LabelHit[] {
  const hits: LabelHit[] = []
  for (const [lineIndex, line] of lines.entries()) {
    line.cells.forEach((cell, cellIndex) => {
      let match = label.exec(cell.text)
      let text = cell.text
      let valueIndex = cellIndex + 1
      const next = line.cells[cellIndex + 1]
      if (!match && next) {
        // OCR may cut a label in two cells ("Settlement" | "No.:").
        text = `${cell.text} ${next.text}`
        match = label.exec(text)
        // Only a label that starts in this cell and ends in the next; one wholly in the next cell is its own.
        if (!match || match.index + match[0].length <= cell.text.length || match.index >= cell.text.length)
          return
        valueIndex++
      }
      if (!match) return
      const values: LabelHit['values'] = []
      const rest = text.slice(match.index + match[0].length).trim()
      if (rest)
        values.push({
          text: continued(lines, lineIndex, cell, rest),
          distance: 0,
          confidence: cell.confidence,
        })
      const right = line.cells[valueIndex]
      if (right) values.push({ text: right.text, distance: 1, confidence: right.confidence })
      const below = cellBelow(lines, lineIndex, cell)
      if (below) values.push({ text: wrapped(lines, below), distance: 2, confidence: below.confidence })
      hits.push({ line, cellIndex, values, label: match[0] })
    })
  }
  return hits
}

/**
 * A value after its label cut by a narrow box continues in the cell below: inside a token
 * ("LFC-" over "118", "2025-03-" over "14") or after a joiner ("03/02/2025 -" over "03/08/2025").
 */
function continued(lines: readonly Line[], lineIndex: number, cell: Cell, text: string): string {
  const inToken = /\w[-/]$/.test(text)
  if (!inToken && !/(\s[-–—]|\bto|\bthru|\bthrough)$/i.test(text)) return text
  const below = cellBelow(lines, lineIndex, cell)
  if (!below) return text
  return inToken ? `${text}${below.text.split(/\s+/)[0]}` : `${text} ${below.text}`
}

/** A value cut by a narrow box after its joiner ("03/02/2025 -" over "03/08/2025") continues below. */
function wrapped(lines: readonly Line[], cell: Cell): string {
  if (!/(\s[-–—]|\bto|\bthru|\bthrough)$/i.test(cell.text)) return cell.text
  const lineIndex = lines.findIndex((line) => line.cells.includes(cell))
  const next = lineIndex >= 0 ? cellBelow(lines, lineIndex, cell) : null
  return next ? `${cell.text} ${next.text}` : cell.text
}

function cellBelow(lines: readonly Line[], lineIndex: number, cell: Cell): Cell | null {
  for (let i = lineIndex + 1; i < lines.length && i <= lineIndex + 2; i++) {
    const line = lines[i]!
    if (line.y - lines[lineIndex]!.y > cell.height * 2.6) return null
    const match = line.cells.find((c) => Math.abs(c.x - cell.x) < cell.height * 1.5)
    if (match) return match
  }
  return null
}

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
