import { COMPANY_SUFFIX, normaliseCompany } from '@/domain/settlement-parsing/shared/company-names.ts'
import { type Found, labelHits } from '@/domain/settlement-parsing/shared/labels.ts'
import { type Line, median } from '@/domain/settlement-parsing/shared/layout.ts'
import {
  BROKER_SUFFIX,
  CARRIER_WORD,
  MC_NUMBER,
  PAYER_LABEL,
  TITLE_WORDS,
  WEAK_PAYER_LABEL,
} from './vocabulary.ts'

/*
 * Who pays the carrier: the company after a payer label ("Broker:", "Bill to:"), else the company
 * of the letterhead (the broker issues the confirmation). The carrier's own name, printed beside
 * "Carrier:", never is.
 */

const PAYER_CONFIDENCE = {
  labelled: 0.9,
  // The letterhead's company with a legal or trade suffix…
  letterheadWithSuffix: 0.9,
  // …or without one: maybe a slogan or a title.
  letterhead: 0.6,
  minOcrFactor: 0.5,
} as const

/** The letterhead is the top share of the first page's text. */
const LETTERHEAD = { share: 0.25, minHeight: 60 } as const

const LEGAL_END =
  /^(.*?\b(?:LLC|L\.L\.C\.?|Inc\.?|Incorporated|Corp\.?|Corporation|Co\.|Company|Ltd\.?|LP|LLP))(?![A-Za-z])/i

/** A company name out of a longer value: up to its legal suffix, else up to the address. */
export function companyName(text: string): string | null {
  const legal = LEGAL_END.exec(text)
  const raw = legal
    ? legal[1]!
    : text.split(/\s+[|·•]\s+|\s{2,}|,\s*(?=\d|attn|c\/o|p\.?o\.?\s*box|suite)|\s+\(/i)[0]!
  const name = normaliseCompany(raw.trim()).replace(/[,;:]+$/, '')
  const letters = name.replace(/[^A-Za-z]/g, '')
  if (letters.length < 4 || /\d{3,}|[@#]|www\.|\.com\b/.test(name) || name.split(/\s+/).length > 8)
    return null
  // A trade word alone ("CARRIER", "Logistics") is a heading, not a company's name.
  const bare = name
    .replace(new RegExp(COMPANY_SUFFIX.source, 'gi'), '')
    .replace(new RegExp(BROKER_SUFFIX.source, 'gi'), '')
  if (!/[A-Za-z]{2}/.test(bare)) return null
  return name
}

export function findPayer(lines: readonly Line[]): Found<string> | null {
  const firstPage = lines.filter((line) => line.page === 0)
  for (const hit of labelHits(firstPage, PAYER_LABEL)) {
    for (const value of hit.values) {
      if (CARRIER_WORD.test(value.text.split(':')[0]!) && /:/.test(value.text)) continue
      // A heading over its own label row ("Customer" over "Customer | Acme Brokers LLC").
      if (PAYER_LABEL.exec(value.text.trim())?.[0].length === value.text.trim().length) continue
      const name = companyName(value.text)
      if (name)
        return {
          value: name,
          confidence: PAYER_CONFIDENCE.labelled * Math.max(PAYER_CONFIDENCE.minOcrFactor, value.confidence),
        }
    }
  }
  // A letterhead without a legal or trade word is a guess: a sender that is a company comes first.
  const letterhead = letterheadPayer(firstPage)
  if (letterhead && letterhead.confidence >= PAYER_CONFIDENCE.letterheadWithSuffix) return letterhead
  return senderPayer(firstPage) ?? signaturePayer(firstPage) ?? letterhead
}

/**
 * A company printed with its MC number on one line and no carrier's label ("Cobalt Line Logistics,
 * Inc. · MC 704418" in an e-mail's signature): the broker that signs a confirmation without a letterhead.
 */
function signaturePayer(lines: readonly Line[]): Found<string> | null {
  for (const [lineIndex, line] of lines.entries()) {
    if (!line.cells.some((cell) => new RegExp(MC_NUMBER.source, 'i').test(cell.text))) continue
    if (CARRIER_WORD.test(line.cells.map((cell) => cell.text).join(' '))) continue
    for (const [index, cell] of line.cells.entries()) {
      if (/:/.test(cell.text) || isCarriers(lines, lineIndex, index)) continue
      const name = companyName(cell.text)
      if (name && isCompany(name) && !TITLE_WORDS.test(name))
        return {
          value: name,
          confidence: PAYER_CONFIDENCE.letterhead * Math.max(PAYER_CONFIDENCE.minOcrFactor, cell.confidence),
        }
    }
  }
  return null
}

/** The sender of an e-mailed tender ("From: Iron Horse Brokerage Inc. <loads@…>"), when it is a company. */
function senderPayer(lines: readonly Line[]): Found<string> | null {
  for (const hit of labelHits(lines, WEAK_PAYER_LABEL)) {
    const value = hit.values[0]
    const name = value && companyName(value.text.split('<')[0]!)
    if (name && isCompany(name))
      return {
        value: name,
        confidence: PAYER_CONFIDENCE.letterhead * Math.max(PAYER_CONFIDENCE.minOcrFactor, value.confidence),
      }
  }
  return null
}

/** The carrier's name: beside its "Carrier" label, or under a "CARRIER" heading of a box. */
function isCarriers(lines: readonly Line[], lineIndex: number, cellIndex: number): boolean {
  const line = lines[lineIndex]!
  const cell = line.cells[cellIndex]!
  const left = line.cells[cellIndex - 1]
  if (left && CARRIER_WORD.test(left.text) && cell.x - left.right < cell.height * 3) return true
  const above = lines[lineIndex - 1]
  const heading = above?.cells.find((c) => Math.abs(c.x - cell.x) < cell.height * 1.5)
  return Boolean(
    heading &&
      line.y - above!.y < cell.height * 3 &&
      /^\s*carrier\s*(info(rmation)?)?\s*$/i.test(heading.text),
  )
}

const isCompany = (name: string) => COMPANY_SUFFIX.test(name) || BROKER_SUFFIX.test(name)

/** The company name in the largest type near the top of the first page that is no title or label. */
function letterheadPayer(lines: readonly Line[]): Found<string> | null {
  if (!lines.length) return null
  const top = lines[0]!.y
  const bottom = lines[lines.length - 1]!.y
  const limit = top + Math.max((bottom - top) * LETTERHEAD.share, LETTERHEAD.minHeight)
  const typical = median(lines.map((line) => line.height))
  let best: { name: string; score: number; suffix: boolean } | null = null
  for (const [lineIndex, line] of lines.entries()) {
    if (line.y > limit) break
    for (const [index, cell] of line.cells.entries()) {
      if (TITLE_WORDS.test(cell.text) || /:/.test(cell.text) || isCarriers(lines, lineIndex, index)) continue
      const name = companyName(cell.text)
      // A tagline in small letters ("freight · brokerage · logistics") names no company.
      if (!name || TITLE_WORDS.test(name) || !/^[A-Z0-9]/.test(name)) continue
      const suffix = isCompany(name)
      // A suffix outweighs type size, which outweighs position.
      const score = (suffix ? 4 : 0.5) + Math.min(cell.height / (typical || 1), 2.5) - (line.y - top) / 1000
      if (!best || score > best.score) best = { name, score, suffix }
    }
  }
  if (!best) return null
  return {
    value: best.name,
    confidence: best.suffix ? PAYER_CONFIDENCE.letterheadWithSuffix : PAYER_CONFIDENCE.letterhead,
  }
}
