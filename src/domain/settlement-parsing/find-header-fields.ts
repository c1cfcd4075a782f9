import { findDates } from './dates.ts'
import type { Cell, Line } from './layout.ts'
import { median, overlap } from './layout.ts'
import {
  CARRIER_LABEL,
  COMPANY_SUFFIX,
  PAYEE_LABEL,
  PAYER_LABEL,
  PERIOD_END_LABEL,
  PERIOD_LABEL,
  PERIOD_START_LABEL,
  PERSON_PAYEE_LABEL,
  SETTLEMENT_DATE_LABEL,
  SETTLEMENT_NUMBER_LABEL,
  TITLE_WORDS,
} from './vocabulary.ts'

/*
 * The fields printed once near the top: who pays, the statement number and date, and the period.
 * A value sits after its label in the same cell, in the next cell, or in the cell right below.
 */

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

function labelHits(lines: readonly Line[], label: RegExp): LabelHit[] {
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
        if (!match || match.index + match[0].length <= cell.text.length) return
        valueIndex++
      }
      if (!match) return
      const values: LabelHit['values'] = []
      const rest = text.slice(match.index + match[0].length).trim()
      if (rest) values.push({ text: rest, distance: 0, confidence: cell.confidence })
      const right = line.cells[valueIndex]
      if (right) values.push({ text: right.text, distance: 1, confidence: right.confidence })
      const below = cellBelow(lines, lineIndex, cell)
      if (below) values.push({ text: wrapped(lines, below), distance: 2, confidence: below.confidence })
      hits.push({ line, cellIndex, values, label: match[0] })
    })
  }
  return hits
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
          confidence: value.distance === 2 ? 0.75 : 0.95 * Math.max(0.5, value.confidence),
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
      const found = { value: date, confidence: (specific ? 0.95 : 0.7) * Math.max(0.5, value.confidence) }
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
          confidence: 0.95 * Math.max(0.5, value.confidence),
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
  return { value: { start, end }, confidence: start && end ? 0.9 : 0.6 }
}

/** The issuer: the company after a payer label, else the letterhead's company. */
export function findPayer(lines: readonly Line[]): Found<string> | null {
  return labelledPayer(lines) ?? letterheadPayer(lines)
}

/** A company printed after a payer label ("Remit from", "Paid by"; "Carrier" beside a driver). */
function labelledPayer(lines: readonly Line[]): Found<string> | null {
  const firstPage = lines.filter((line) => line.page === 0)
  const personPayee = firstPage.some((line) => line.cells.some((cell) => PERSON_PAYEE_LABEL.test(cell.text)))
  const labels = personPayee ? [PAYER_LABEL, CARRIER_LABEL] : [PAYER_LABEL]
  for (const label of labels)
    for (const hit of labelHits(firstPage, label)) {
      if (
        hit.cellIndex > 0 &&
        hit.line.cells[hit.cellIndex - 1] &&
        /:\s*$/.test(hit.line.cells[hit.cellIndex - 1]!.text)
      )
        continue
      // A label in a right-aligned block sits over its value without sharing its left edge.
      const under = lines[hit.line.index + 1]?.cells.find(
        (c) => overlap(c, hit.line.cells[hit.cellIndex]!) > 0,
      )
      const values = under
        ? [...hit.values, { text: under.text, distance: 2, confidence: under.confidence }]
        : hit.values
      for (const value of values) {
        const name = normaliseCompany(value.text.split(/\s+[|·•]\s+|\s{2,}|,\s*(?=\d)/)[0]!.trim()).replace(
          /[,;:]+$/,
          '',
        )
        if (companyScore(name, 1, 0) > 0)
          return {
            value: name,
            confidence: (value.distance === 2 ? 0.8 : 0.9) * Math.max(0.5, value.confidence),
          }
      }
    }
  return null
}

/**
 * The issuer from the letterhead: a company name near the top of the first page, in the larger
 * type, that is not the value of a payee label ("Pay to", "Contractor") and not the document title.
 */
function letterheadPayer(lines: readonly Line[]): Found<string> | null {
  const firstPage = lines.filter((line) => line.page === 0)
  if (!firstPage.length) return null
  const top = firstPage[0]!.y
  const bottom = firstPage[firstPage.length - 1]!.y
  const limit = top + Math.max((bottom - top) * 0.3, 60)
  const typical = median(firstPage.map((line) => line.height))
  let best: { name: string; score: number; confidence: number } | null = null
  for (const [lineIndex, line] of firstPage.entries()) {
    if (line.y > limit) break
    line.cells.forEach((cell, cellIndex) => {
      if (isPayeeValue(firstPage, lineIndex, cellIndex)) return
      const parts = cell.text.split(/\s+[|·•]\s+|\s{2,}|\s[-–—]\s(?=\d)/)
      for (const part of parts) {
        const name = normaliseCompany(part.trim()).replace(/[,;:]+$/, '')
        const score = companyScore(name, cell.height / (typical || 1), line.y - top)
        if (score > 0 && (!best || score > best.score))
          best = { name, score, confidence: score >= 4 ? 0.9 : 0.6 }
      }
    })
  }
  if (!best) return null
  const { name, confidence } = best
  return { value: name, confidence }
}

function companyScore(name: string, relativeSize: number, depth: number): number {
  const letters = name.replace(/[^A-Za-z]/g, '')
  if (letters.length < 4 || /\d{3,}|@|www\.|\.com\b|^\(?\d/.test(name)) return 0
  if (PAYEE_LABEL.test(name) || /:\s*$/.test(name)) return 0
  const legal = COMPANY_SUFFIX.test(name)
  if (TITLE_WORDS.test(name) && !/\b(llc|inc|corp|ltd|co)\b/i.test(name)) return 0
  if (name.split(/\s+/).length > 7) return 0
  // Larger type and a legal/trade suffix make a company name; the top of the page breaks ties.
  return (legal ? 4 : 0.5) + Math.min(relativeSize, 2.5) - depth / 1000
}

function isPayeeValue(lines: readonly Line[], lineIndex: number, cellIndex: number): boolean {
  const line = lines[lineIndex]!
  const cell = line.cells[cellIndex]!
  const left = line.cells[cellIndex - 1]
  if (left && PAYEE_LABEL.test(left.text) && cell.x - left.right < cell.height * 8) return true
  for (let i = lineIndex - 1; i >= 0 && i >= lineIndex - 3; i--) {
    const above = lines[i]!.cells.find((c) => Math.abs(c.x - cell.x) < cell.height * 1.5)
    if (above) {
      if (PAYEE_LABEL.test(above.text) && !COMPANY_SUFFIX.test(above.text)) return true
      // Stacked label/value blocks: a name two lines under a payee label is still the payee's.
      if (line.y - lines[i]!.y > cell.height * 4) break
    }
  }
  return false
}

const KEEP_UPPER = /^(LLC|LLP|LP|PLLC|USA|US|II|III|IV|DBA|LTL|FTL|J&R|[A-Z]&[A-Z])$/

/** All-caps names (and OCR's mixed-case misreads of them) into title case: "ACME TRUCKING, INC." → "Acme Trucking, Inc.". */
export function normaliseCompany(name: string): string {
  let text = name.replace(/\s+/g, ' ').trim()
  const letters = text.replace(/[^A-Za-z]/g, '')
  const upper = letters.replace(/[^A-Z]/g, '').length
  if (letters.length && upper / letters.length > 0.7) {
    text = text.replace(/[A-Za-z][A-Za-z'.]*/g, (word) => {
      const bare = word.replace(/\.$/, '').toUpperCase()
      if (KEEP_UPPER.test(bare) || (bare.length <= 3 && /^(L\.L\.C|LLC)$/.test(bare)))
        return word.toUpperCase()
      return word[0]!.toUpperCase() + word.slice(1).toLowerCase()
    })
  }
  // OCR reads the final period of "Inc." as a comma.
  return text.replace(/\b(Inc|Corp|Co|Ltd),$/i, '$1.')
}
