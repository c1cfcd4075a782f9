import { findDates } from '@/domain/settlement-parsing/shared/dates.ts'
import { type Found, type LabelHit, labelHits } from '@/domain/settlement-parsing/shared/labels.ts'
import type { Line } from '@/domain/settlement-parsing/shared/layout.ts'
import {
  BARE_LOAD_NUMBER,
  BOL_LABEL,
  BOXED_LOAD_NUMBER_LABEL,
  CARRIER_WORD,
  COMMODITY_LABEL,
  LOAD_NUMBER_LABELS,
  MC_NUMBER,
  MILES_LABEL,
  PO_LABEL,
  PRO_LABEL,
  PROSE_LOAD_NUMBER,
  STOP_HEADING,
  TITLE_NUMBER,
  WEIGHT_LABEL,
} from './vocabulary.ts'

/*
 * The fields printed once: the load number, the payer's MC number, miles, weight, commodity and
 * the shipment's references. A value sits beside its label (shared/labels.ts).
 */

const FIELD_CONFIDENCE = {
  // Found by the label of a load or order number…
  byLabel: 0.95,
  // …or only by a generic "Reference #".
  byGenericLabel: 0.7,
  // The cell under a label: usually its value, now and then the next row's.
  belowLabel: 0.85,
  // A poorly read value still counts for this much: its label was found.
  minOcrFactor: 0.5,
} as const

/**
 * A row of header boxes, each label over its value ("SHIPMENT | TENDER DATE | BOL #" over
 * "8841207 | 2025-04-07 14:22 | 7719004"): every cell is a short label without figures, so the
 * cell beside a label is the next label, never its value.
 */
function isLabelRow(line: Line): boolean {
  return (
    line.cells.length >= 3 &&
    line.cells.every((cell) => !/\d/.test(cell.text) && cell.text.trim().split(/\s+/).length <= 3)
  )
}

/** Where a label's value is: the value beside a label in a row of header boxes is the next label. */
function hitsOf(lines: readonly Line[], label: RegExp): LabelHit[] {
  return labelHits(lines, label).map((hit) =>
    isLabelRow(hit.line) ? { ...hit, values: hit.values.filter((v) => v.distance !== 1) } : hit,
  )
}

/** The first value token of a label's candidates that holds a digit and is not a date. */
function identifier(
  lines: readonly Line[],
  label: RegExp,
  options: { sameCell?: boolean; below?: boolean } = {},
): Found<string> | null {
  for (const hit of hitsOf(lines, label)) {
    for (const value of hit.values) {
      if (options.sameCell && value.distance > 0) continue
      if (options.below && value.distance !== 2) continue
      const token = (value.text.replace(/^[#:\s]+/, '').split(/\s+/)[0] ?? '').replace(/[.,;:)]+$/, '')
      if (!/\d/.test(token) || token.length < 3 || findDates(token).length) continue
      // The cell below a label may be another label's ("PO #" over "Pickup #: 5512").
      if (value.distance === 2 && /[:#]/.test(value.text.slice(0, -token.length))) continue
      const confidence = value.distance === 2 ? FIELD_CONFIDENCE.belowLabel : FIELD_CONFIDENCE.byLabel
      return {
        value: token,
        confidence: confidence * Math.max(FIELD_CONFIDENCE.minOcrFactor, value.confidence),
      }
    }
  }
  return null
}

export function findLoadNumber(lines: readonly Line[]): Found<string> | null {
  for (const [rank, label] of LOAD_NUMBER_LABELS.entries()) {
    const found = identifier(lines, label)
    if (found)
      return rank < LOAD_NUMBER_LABELS.length - 1
        ? found
        : { ...found, confidence: Math.min(found.confidence, FIELD_CONFIDENCE.byGenericLabel) }
  }
  // Without a label: "Load HD-210" alone in its cell, a number word over its value in a header
  // box ("SHIPMENT" over "8841207"), else a number in the document's title.
  const unlabelled =
    identifier(lines, BARE_LOAD_NUMBER, { sameCell: true }) ??
    identifier(lines, BOXED_LOAD_NUMBER_LABEL, { below: true }) ??
    identifier(lines, TITLE_NUMBER, { sameCell: true }) ??
    proseLoadNumber(lines)
  return (
    unlabelled && {
      ...unlabelled,
      confidence: Math.min(unlabelled.confidence, FIELD_CONFIDENCE.byGenericLabel),
    }
  )
}

/** The first load named in a sentence, its identifier holding capitals and figures ("Load LO-2291 picks up"). */
function proseLoadNumber(lines: readonly Line[]): Found<string> | null {
  for (const line of lines)
    for (const cell of line.cells) {
      const m = PROSE_LOAD_NUMBER.exec(cell.text)
      if (m && /[A-Z]/.test(m[1]!) && /\d/.test(m[1]!))
        return { value: m[1]!, confidence: FIELD_CONFIDENCE.byGenericLabel * cell.confidence }
    }
  return null
}

export function findReferences(lines: readonly Line[]) {
  return {
    po: identifier(lines, PO_LABEL)?.value ?? null,
    bol: identifier(lines, BOL_LABEL)?.value ?? null,
    pro: identifier(lines, PRO_LABEL)?.value ?? null,
  }
}

/** A whole number after its label ("Miles: 742", "Weight: 38,500 lbs"); null when it is in other units. */
function labelledNumber(lines: readonly Line[], label: RegExp, unit: RegExp, foreign: RegExp): number | null {
  for (const hit of hitsOf(lines, label)) {
    for (const value of hit.values) {
      // "41,200 lb", and "18 500 lb" with a space between thousands (Canadian and French print).
      const m = new RegExp(
        String.raw`^\s*(\d{1,3}(?:,\d{3})+|\d{1,3}(?: \d{3})+(?!\d)|\d+)(?:\.\d+)?\s*(${unit.source})?(?![\w/])`,
        'i',
      ).exec(value.text)
      if (!m || foreign.test(value.text)) continue
      const n = Number(m[1]!.replace(/[, ]/g, ''))
      if (n > 0) return n
    }
  }
  return null
}

/** A figure with its unit and no label ("478 miles", "22,000 lbs" in a sentence or a strip of facts): the first one printed. */
function unitNumber(lines: readonly Line[], unit: string): number | null {
  const pattern = new RegExp(
    String.raw`(?:^|[\s,;(·|])(\d{1,3}(?:,\d{3})+|\d{2,6})\s*(?:${unit})(?![\w/])`,
    'i',
  )
  for (const line of lines)
    for (const cell of line.cells) {
      const m = pattern.exec(cell.text)
      if (m) return Number(m[1]!.replace(/,/g, ''))
    }
  return null
}

export const findMiles = (lines: readonly Line[]) =>
  labelledNumber(lines, MILES_LABEL, /mi\.?|miles/, /\bkm\b/i) ??
  unitNumber(lines, String.raw`miles|loaded\s+miles`)
export const findWeight = (lines: readonly Line[]) =>
  labelledNumber(lines, WEIGHT_LABEL, /[l1I]bs?\.?|pounds|#/, /\bkgs?\b|\btons?\b/i) ??
  unitNumber(lines, String.raw`lbs?\.?|pounds`)

/** What is hauled ("Commodity: Paper products"): words, not another label or a number. */
export function findCommodity(lines: readonly Line[]): string | null {
  for (const hit of hitsOf(lines, COMMODITY_LABEL)) {
    for (const value of hit.values) {
      const text = value.text.split(/\s{2,}|\s[|·•]\s/)[0]!.trim()
      if (!/[A-Za-z]{3}/.test(text) || /:\s*$/.test(text) || /^[A-Za-z ]{2,20}:/.test(text)) continue
      return text.replace(/[,;.]+$/, '')
    }
  }
  return null
}

/**
 * The MC number of the payer: the first one printed that is not the carrier's (on a carrier's line
 * or in its cell, "Carrier MC#: 1045522", "Carrier: … (MC 998120)") nor in a stop's block.
 */
export function findMcNumber(lines: readonly Line[]): string | null {
  for (const line of lines) {
    const carrierLine = CARRIER_WORD.test(line.cells[0]?.text ?? '')
    for (const [index, cell] of line.cells.entries()) {
      if (carrierLine || CARRIER_WORD.test(cell.text)) continue
      const label = line.cells[index - 1]?.text ?? ''
      if (CARRIER_WORD.test(label) || STOP_HEADING.test(label)) continue
      const m = new RegExp(MC_NUMBER.source, 'i').exec(cell.text)
      if (m) return m[1]!
      // "MC#" and its number in cells of their own.
      if (/^MC\s*(#|No\.?)?\s*:?$/i.test(cell.text)) {
        const next = line.cells[index + 1]?.text.trim() ?? ''
        if (/^\d{5,8}$/.test(next)) return next
      }
    }
  }
  return null
}
