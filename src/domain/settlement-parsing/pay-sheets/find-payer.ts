import { COMPANY_SUFFIX, normaliseCompany } from '@/domain/settlement-parsing/shared/company-names.ts'
import { type Found, labelHits } from '@/domain/settlement-parsing/shared/labels.ts'
import type { Cell, Line } from '@/domain/settlement-parsing/shared/layout.ts'
import { median, overlap } from '@/domain/settlement-parsing/shared/layout.ts'
import { CARRIER_LABEL, PAYEE_LABEL, PAYER_LABEL, PERSON_PAYEE_LABEL, TITLE_WORDS } from './vocabulary.ts'

/*
 * Who issues and pays the settlement: the company a payer label names ("Remit from", "Paid by",
 * "Carrier:" beside a driver), else the company in the letterhead.
 */

/** How sure the payer is, by where it was found. */
const PAYER_CONFIDENCE = {
  // After a payer label ("Remit from:"), on its line.
  labelled: 0.9,
  // In the cell under the payer label: the line below may be an address instead.
  underLabel: 0.8,
  // A poorly read name still counts for this much: its label was found.
  minOcrFactor: 0.5,
  // The letterhead's company with a legal or trade suffix ("LLC", "Trucking")…
  letterheadWithSuffix: 0.9,
  // …or without one: maybe a slogan or the document's title.
  letterhead: 0.6,
} as const

/** The letterhead is the top share of the first page's text, and at least this many page units tall. */
const LETTERHEAD = { share: 0.3, minHeight: 60 } as const

/** How much a text reads like the issuer's name: a suffix outweighs type size, which outweighs position. */
const PAYER_WEIGHTS = {
  legalSuffix: 4,
  noSuffix: 0.5,
  // Type larger than the page's usual counts up to this many times its size (a logo-sized line no more).
  maxRelativeSize: 2.5,
  // Page units of depth that cost one point: only breaks ties between names near the top.
  depthPerPoint: 1000,
} as const

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
            confidence:
              (value.distance === 2 ? PAYER_CONFIDENCE.underLabel : PAYER_CONFIDENCE.labelled) *
              Math.max(PAYER_CONFIDENCE.minOcrFactor, value.confidence),
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
  const limit = top + Math.max((bottom - top) * LETTERHEAD.share, LETTERHEAD.minHeight)
  const typical = median(firstPage.map((line) => line.height))
  let best: { name: string; score: number; confidence: number } | null = null
  for (const [lineIndex, line] of firstPage.entries()) {
    if (line.y > limit) break
    line.cells.forEach((cell, cellIndex) => {
      if (isPayeeValue(firstPage, lineIndex, cellIndex)) return
      const parts = cell.text.split(/\s+[|·•]\s+|\s{2,}|\s[-–—]\s(?=\d)/)
      const continuation = wrappedName(firstPage, lineIndex, cell)
      for (const part of continuation ? [continuation, ...parts] : parts) {
        const name = normaliseCompany(part.trim()).replace(/[,;:]+$/, '')
        const score = companyScore(name, cell.height / (typical || 1), line.y - top)
        if (score > 0 && (!best || score > best.score))
          best = {
            name,
            score,
            confidence:
              score >= PAYER_WEIGHTS.legalSuffix
                ? PAYER_CONFIDENCE.letterheadWithSuffix
                : PAYER_CONFIDENCE.letterhead,
          }
      }
    })
  }
  if (!best) return null
  const { name, confidence } = best
  return { value: name, confidence }
}

/**
 * A letterhead name a narrow box wrapped ("GRANITE PEAK" over "TRANSPORTATION INC.", "Acme
 * Logistics," over "Inc."): an incomplete first line (no legal suffix, or a trailing comma) joined
 * with the line right below it in the same type.
 */
function wrappedName(lines: readonly Line[], lineIndex: number, cell: Cell): string | null {
  const incomplete = /,$/.test(cell.text) || !COMPANY_SUFFIX.test(cell.text)
  if (!incomplete || /\d/.test(cell.text)) return null
  const next = lines[lineIndex + 1]
  if (!next || next.y - lines[lineIndex]!.y > cell.height * 2) return null
  const below = next.cells.find(
    (c) => Math.abs(c.x - cell.x) < cell.height && Math.abs(c.height / cell.height - 1) < 0.15,
  )
  if (!below || /\d/.test(below.text)) return null
  return normaliseCompany(`${cell.text} ${below.text}`).replace(/[,;:]+$/, '')
}

function companyScore(name: string, relativeSize: number, depth: number): number {
  const letters = name.replace(/[^A-Za-z]/g, '')
  if (letters.length < 4 || /\d{3,}|@|www\.|\.com\b|^\(?\d/.test(name)) return 0
  if (PAYEE_LABEL.test(name) || /:\s*$/.test(name)) return 0
  const legal = COMPANY_SUFFIX.test(name)
  if (TITLE_WORDS.test(name) && !/\b(llc|inc|corp|ltd|co)\b/i.test(name)) return 0
  if (name.split(/\s+/).length > 7) return 0
  // Larger type and a legal/trade suffix make a company name; the top of the page breaks ties.
  return (
    (legal ? PAYER_WEIGHTS.legalSuffix : PAYER_WEIGHTS.noSuffix) +
    Math.min(relativeSize, PAYER_WEIGHTS.maxRelativeSize) -
    depth / PAYER_WEIGHTS.depthPerPoint
  )
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
