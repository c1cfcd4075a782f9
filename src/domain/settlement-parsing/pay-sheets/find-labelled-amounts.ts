import { type Cell, type Line, overlap } from '@/domain/settlement-parsing/shared/layout.ts'
import { isTitle } from './table-records.ts'
import { readMoney } from './tokens.ts'
import {
  GROSS_LABEL,
  INFORMATIONAL,
  NET_LABEL,
  namesDeduction,
  REIMBURSEMENT,
  sectionKind,
  TOTAL_DEDUCTIONS_LABEL,
  TOTAL_REIMBURSEMENTS_LABEL,
} from './vocabulary.ts'

/*
 * "Label ....... $amount" pairs outside tables: the settlement summary (gross, each deduction,
 * net). A line may hold several pairs side by side; only the first amount after a label counts
 * (the next ones are YTD or balance columns).
 */

export type AmountKind =
  | 'gross'
  | 'net'
  | 'totalDeductions'
  | 'totalReimbursements'
  | 'reimbursement'
  | 'deduction'
  | 'earning'
  | 'info'
  | 'other'

export interface LabelledAmount {
  label: string
  cents: number
  negative: boolean
  kind: AmountKind
  /** Document order. */
  order: number
  confidence: number
}

const TRAILING_MONEY =
  /^(.*[A-Za-z].*?)[\s.:_…]+(\(?[-−–]?\s?(?:\$\s?\d{1,3}(?: \d{3})+|\$?\s?\(?[-−–]?[\dOoSlI,]*\d[\d,]*)[.,]\d{2}\)?-?(?:\s?(?:CR|DR|USD))?)$/

export function findLabelledAmounts(
  lines: readonly Line[],
  consumed: Set<Cell>,
  ocr: boolean,
): LabelledAmount[] {
  const found: LabelledAmount[] = []
  // The section a lone title opened ("Deductions" over dotted-leader lines): its unknown labels,
  // aligned under the title, are deductions too. A table or a summary line ends the section.
  let section: { kind: ReturnType<typeof sectionKind>; x: number; height: number } | null = null
  for (const [lineIndex, line] of lines.entries()) {
    const free = line.cells.filter((c) => !consumed.has(c))
    if (free.length < line.cells.length) section = null
    if (free.length === 1 && line.cells.length === 1 && isTitle(free[0]!.text)) {
      const title = free[0]!
      section = { kind: sectionKind(title.text), x: title.x, height: title.height }
      continue
    }
    let label: string[] = []
    // The cell each part of the label came from (null: the label shares its cell with the amount).
    let labelCells: (Cell | null)[] = []
    let labelX = 0
    let labelRight = Number.POSITIVE_INFINITY
    let labelConfidence = 1
    let afterMoney = false
    for (const cell of line.cells) {
      if (consumed.has(cell)) {
        label = []
        labelCells = []
        continue
      }
      let text = cell.text
      let money = readMoney(text, { ocr })
      if (!money) {
        const split = TRAILING_MONEY.exec(text)
        if (split) {
          money = readMoney(split[2]!, { ocr })
          if (money) {
            // The label sits in this very cell, so an amount in the cell before does not end it.
            label = [split[1]!]
            labelCells = [null]
            labelX = cell.x
            text = split[1]!
            afterMoney = false
          }
        }
      }
      if (!money) {
        // A heading far to the left ("DEDUCTIONS" beside a summary column) is not part of this label.
        if (afterMoney || cell.x - labelRight > cell.height * 8) {
          label = []
          labelCells = []
        }
        afterMoney = false
        if (!label.length) labelX = cell.x
        label.push(text)
        labelCells.push(cell)
        labelRight = cell.right
        labelConfidence = Math.min(labelConfidence, cell.confidence)
        continue
      }
      // A paragraph beside the row (notes, a footer) shares its line but is none of its label.
      while (label.length > 1 && labelCells[0] && inParagraph(lines, lineIndex, labelCells[0], ocr)) {
        label.shift()
        labelCells.shift()
        labelX = labelCells[0]?.x ?? labelX
      }
      const stacked = label.length ? null : labelAbove(lines, lineIndex, cell, consumed, ocr)
      if ((!afterMoney && label.length) || stacked) {
        const joined = stacked ? stacked.text : cleanLabel(label.join(' '))
        let kind = classify(joined, money.negative)
        if (SUMMARY_KINDS.includes(kind)) section = null
        else if (
          kind === 'other' &&
          !stacked &&
          section?.kind === 'deductions' &&
          Math.abs(labelX - section.x) < section.height * 2
        )
          kind = 'deduction'
        if (joined && (!stacked || SUMMARY_KINDS.includes(kind)))
          found.push({
            label: joined,
            cents: money.cents,
            negative: money.negative,
            kind,
            order: found.length,
            confidence: Math.min(stacked ? stacked.confidence : labelConfidence, cell.confidence),
          })
      }
      afterMoney = true
      label = []
      labelCells = []
      labelConfidence = 1
    }
  }
  return found
}

/**
 * Whether a cell is a line of a paragraph: text wrapped onto the line right above or below it, at
 * its left edge and a text line's leading away, where that line holds no amount (rows of a list
 * each end in one).
 */
function inParagraph(lines: readonly Line[], lineIndex: number, cell: Cell, ocr: boolean): boolean {
  for (const index of [lineIndex - 1, lineIndex + 1]) {
    const line = lines[index]
    if (!line) continue
    const neighbour = line.cells.find((c) => Math.abs(c.x - cell.x) < cell.height && overlap(c, cell) > 0)
    if (!neighbour) continue
    const gap =
      index < lineIndex ? cell.y - (neighbour.y + neighbour.height) : neighbour.y - (cell.y + cell.height)
    if (gap > cell.height * PARAGRAPH_LEADING) continue
    if (line.cells.some((c) => readMoney(c.text, { ocr }) || TRAILING_MONEY.test(c.text))) continue
    return true
  }
  return false
}

/** Lines of a paragraph are at most this share of the type's height apart (edge to edge). */
const PARAGRAPH_LEADING = 0.6

const SUMMARY_KINDS: AmountKind[] = ['gross', 'net', 'totalDeductions', 'totalReimbursements']

/**
 * Summary boxes print the label over the figure ("TOTAL EARNINGS" above "$3,100.00"). A figure
 * with no label beside it takes the text right above it, when that line is a row of labels.
 */
function labelAbove(
  lines: readonly Line[],
  lineIndex: number,
  cell: Cell,
  consumed: Set<Cell>,
  ocr: boolean,
) {
  const line = lines[lineIndex]!
  const above = lines[lineIndex - 1]
  if (!above || line.y - above.y > Math.max(line.height, above.height) * 2.2) return null
  if (above.cells.some((c) => consumed.has(c) || readMoney(c.text, { ocr }) || TRAILING_MONEY.test(c.text)))
    return null
  const label = above.cells.find((c) => overlap(c, cell) > 0 && Math.abs(c.x - cell.x) < cell.height * 1.5)
  return label ? { text: cleanLabel(label.text), confidence: label.confidence } : null
}

function cleanLabel(text: string): string {
  return text
    .replace(/[|[\]{}]/g, ' ')
    .replace(/[.…_]{2,}/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s=:\-–—]+|[\s=:\-–—]+$/g, '')
    .trim()
}

const EARNING =
  /surcharge|\bfsc\b|line ?haul|detention|layover|accessorial|bonus|mileage pay|stop[- ]?off|per diem|\bextra\b/i

export function classify(label: string, negative: boolean): AmountKind {
  const bare = label.replace(/\([^)]*\)/g, ' ').trim()
  if (/\bytd\b|year[- ]to[- ]date/i.test(bare)) return 'info'
  if (NET_LABEL.test(bare) && !/previous|prior|beginning|ending|carried|forward/i.test(bare)) return 'net'
  if (INFORMATIONAL.test(bare)) return 'info'
  if (TOTAL_DEDUCTIONS_LABEL.test(bare)) return 'totalDeductions'
  if (TOTAL_REIMBURSEMENTS_LABEL.test(bare)) return 'totalReimbursements'
  if (/^less\b/i.test(bare)) return REIMBURSEMENT.test(bare) ? 'other' : 'deduction'
  if (/^(plus|add)\b/i.test(bare) && REIMBURSEMENT.test(bare)) return 'reimbursement'
  if (EARNING.test(bare) && !negative) return 'earning'
  if (GROSS_LABEL.test(bare)) return 'gross'
  if (REIMBURSEMENT.test(bare)) return 'reimbursement'
  if (namesDeduction(bare) || negative) return 'deduction'
  return 'other'
}
