import type { Cell, Line } from '@/domain/settlement-parsing/shared/layout.ts'
import { overlap } from '@/domain/settlement-parsing/shared/layout.ts'
import { contentKind, headerRole } from './columns.ts'
import { GROSS_LABEL, NET_LABEL, TOTAL_DEDUCTIONS_LABEL, TOTAL_REIMBURSEMENTS_LABEL } from './vocabulary.ts'

/* Table header rows: a run of column words, possibly printed over two lines. */

const SUMMARY_LABELS = [GROSS_LABEL, NET_LABEL, TOTAL_DEDUCTIONS_LABEL, TOTAL_REIMBURSEMENTS_LABEL]

// A header line is mostly column words: at least this share of its cells name a column.
const HEADER_WORD_SHARE = 0.6

/** A line set this much larger than the header words under it is a title, not half a header. */
const TITLE_TYPE = 1.12

export interface HeaderSegment {
  line: Line
  cells: Cell[]
  /** Where foreign content on the header's line begins. */
  limit: number
}

/**
 * Headers printed on two lines ("Load" over "No.", "Fuel" over "Surch."): words stacked in the same
 * column join. Null unless both lines are free of values.
 */
export function mergeHeaderLines(first: Line, second: Line, ocr: boolean): Line | null {
  const isValue = (cell: Cell) => {
    const text = cell.text.replace(/\d{1,3}\s*%/g, '').trim()
    return text !== '' && (contentKind(text, ocr) !== 'text' || /\d{3,}/.test(text))
  }
  if (first.cells.some(isValue) || second.cells.some(isValue)) return null
  // Larger type over the column words is a title ("FUEL PURCHASES" over "Date | Truck Stop"): the
  // two lines of one header share their type.
  if (!ocr && first.height > second.height * TITLE_TYPE) return null
  const named = (line: Line) => line.cells.filter((c) => headerRole(c.text) !== null).length
  if (named(first) < 2 || named(second) < 1) return null
  const cells = first.cells.map((cell) => ({ ...cell }))
  for (const lower of second.cells) {
    const above = cells.find((c) => overlap(c, lower) > 0)
    if (above) {
      above.text = `${above.text} ${lower.text}`
      above.x = Math.min(above.x, lower.x)
      above.right = Math.max(above.right, lower.right)
    } else cells.push({ ...lower })
  }
  cells.sort((a, b) => a.x - b.x)
  // Words of one header split between the two lines ("Load" | "No.") sit side by side: rejoin them.
  const joined: Cell[] = []
  for (const cell of cells) {
    const last = joined[joined.length - 1]
    if (last && cell.x - last.right < Math.min(last.height, cell.height) * (ocr ? 1.05 : 0.6)) {
      last.text = `${last.text} ${cell.text}`
      last.right = Math.max(last.right, cell.right)
    } else joined.push({ ...cell })
  }
  return { ...second, cells: joined }
}

/** The run of header words on a line, or null when the line is not a table header. */
export function headerSegment(line: Line, ocr: boolean): HeaderSegment | null {
  let cells = line.cells
  let limit = Number.POSITIVE_INFINITY
  const dataAt = cells.findIndex((cell) => {
    const text = cell.text.replace(/\d{1,3}\s*%/g, '').trim()
    const kind = contentKind(text, ocr)
    return kind === 'money' || kind === 'date' || /\d{3,}/.test(text)
  })
  if (dataAt >= 0) {
    // A "label  $value" pair printed on the same line belongs to a block on the right.
    const cut = Math.max(0, dataAt - 1)
    limit = cells[cut]!.x
    cells = cells.slice(0, cut)
  }
  const roles = cells.map((cell) => headerRole(cell.text))
  const named = roles.filter((role) => role !== null).length
  if (named < 2 || named < cells.length * HEADER_WORD_SHARE) return null
  // "Earnings" and "Deductions" head either a column of names (pay stubs) or of amounts (registers).
  const amounts = (cell: Cell, i: number) =>
    roles[i] === 'amount' ||
    roles[i] === 'ytd' ||
    roles[i] === 'miles' ||
    /^(earnings|deductions)$/i.test(cell.text)
  if (!cells.some(amounts)) return null
  // "Total earnings | Total deductions | Amount due" over one row of figures is a summary, not a table.
  if (cells.every((cell) => SUMMARY_LABELS.some((label) => label.test(cell.text)))) return null
  // Unnamed headers stay as columns: their values must not drift into a neighbour.
  return { line, cells, limit }
}
