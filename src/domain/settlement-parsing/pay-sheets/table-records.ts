import type { Cell, Line } from '@/domain/settlement-parsing/shared/layout.ts'
import { median, overlap } from '@/domain/settlement-parsing/shared/layout.ts'
import { type Column, type ColumnRole, columnOf, contentKind } from './columns.ts'
import type { TableKind, TableRecord } from './table-types.ts'
import { readMoney } from './tokens.ts'
import { GROSS_LABEL, sectionKind } from './vocabulary.ts'

/* A table block's body lines into records, and what the table is about (its title and kind). */

export interface BlockSpan {
  columns: Column[]
  left: number
  right: number
}

const ID_LIKE = /^[#]?[A-Za-z0-9][A-Za-z0-9-/_.]*\d[A-Za-z0-9-/_.]*$|^[A-Za-z0-9-]*\d[A-Za-z0-9-]*$/

export function groupRecords(
  columns: readonly Column[],
  bodyLines: Cell[][],
  bodyY: number[],
  ocr: boolean,
  loads: boolean,
): TableRecord[] {
  // A load's number starts its record (its lines may each carry pay); elsewhere a reference column
  // is often left blank, so every line with an amount is a row of its own.
  const idColumn = loads ? columns.findIndex((c) => c.role === 'loadNumber') : -1
  const moneyColumns = columns
    .map((c, i) => (c.kind === 'money' && c.role !== 'ytd' ? i : -1))
    .filter((i) => i >= 0)
  const isAnchor = (cells: Cell[]): boolean => {
    if (idColumn >= 0) {
      const ids = cells.filter((c) => columnOf(columns, c) === idColumn)
      if (ids.some((c) => ID_LIKE.test(c.text.split(/\s+/)[0] ?? '') && contentKind(c.text, ocr) !== 'date'))
        return true
      if (columns[idColumn]!.kind === 'text' || columns[idColumn]!.kind === 'number') return false
    }
    return cells.some(
      (c) =>
        moneyColumns.includes(columnOf(columns, c)) &&
        (contentKind(c.text, ocr) === 'money' ||
          (ocr && readMoney(c.text, { ocr, impliedCents: true }) !== null)),
    )
  }
  const anchors = bodyLines.map((cells, i) => (isAnchor(cells) ? i : -1)).filter((i) => i >= 0)
  if (!anchors.length) return []
  const members = new Map<number, number[]>(anchors.map((a) => [a, [a]]))
  const hasMoney = (cells: Cell[]) => cells.some((c) => moneyColumns.includes(columnOf(columns, c)))
  // Rows by y: lines whose text touches (a wrapped cell's lines) make one band. A band holding one
  // row's amount is that row, whatever the alignment of its cells (top, centred or bottom).
  const bands = bandsOf(bodyLines)
  const anchorsOf = (band: number) => anchors.filter((a) => bands[a] === band)
  // Wrapped rows that show where their amount sits say how the others are printed: top-aligned,
  // text continuing under the amount's line, or centred on it. With none, a first line that is a
  // row says top-aligned (nothing above it to centre on).
  let above = 0
  let below = 0
  for (const a of anchors) {
    const band = anchorsOf(bands[a]!)
    if (band.length !== 1) continue
    const lines = bodyLines.map((_, i) => i).filter((i) => bands[i] === bands[a])
    if (lines.some((i) => i < a)) above++
    else if (lines.some((i) => i > a)) below++
  }
  const topAligned = above || below ? below > above : anchors[0] === 0
  bodyLines.forEach((cells, i) => {
    if (members.has(i)) return
    const previous = anchors.filter((a) => a < i).pop()
    // Amounts under a load's first line itemise that load (linehaul, surcharge, trip total).
    if (loads && previous !== undefined && hasMoney(cells)) {
      members.get(previous)!.push(i)
      return
    }
    const own = anchorsOf(bands[i]!)
    const candidates = own.length ? own : anchors
    let nearest = candidates[0]!
    for (const a of candidates)
      if (Math.abs(bodyY[a]! - bodyY[i]!) < Math.abs(bodyY[nearest]! - bodyY[i]!)) nearest = a
    // In top-aligned rows wrapped text continues the row above it.
    const previousInBand = candidates.filter((a) => a < i).pop()
    if (topAligned && previousInBand !== undefined) nearest = previousInBand
    else if (topAligned && !own.length && previous !== undefined) nearest = previous
    members.get(nearest)!.push(i)
  })
  return anchors.map((a) => {
    const lineIndices = members.get(a)!.sort((x, y) => x - y)
    const cells = columns.map(() => [] as Cell[])
    const texts: string[] = []
    for (const i of lineIndices)
      for (const cell of bodyLines[i]!) {
        cells[columnOf(columns, cell)]!.push(cell)
        texts.push(cell.text)
      }
    return { cells, text: texts.join(' | ') }
  })
}

/**
 * The band (row by y) of each body line: a line joins the band above when its text starts before
 * that band's text ends, give or take a fifth of the type's height (the leading of wrapped text;
 * rows are set further apart).
 */
function bandsOf(bodyLines: readonly Cell[][]): number[] {
  const bands: number[] = []
  let band = -1
  let bottom = Number.NEGATIVE_INFINITY
  for (const cells of bodyLines) {
    const top = Math.min(...cells.map((c) => c.y))
    const lineBottom = Math.max(...cells.map((c) => c.y + c.height))
    if (top - bottom > median(cells.map((c) => c.height)) * BAND_GAP) {
      band++
      bottom = lineBottom
    } else bottom = Math.max(bottom, lineBottom)
    bands.push(band)
  }
  return bands
}

/** Lines of one row's wrapped text are at most this share of the type's height apart (edge to edge). */
const BAND_GAP = 0.35

export function findTitle(lines: readonly Line[], headerIndex: number, block: BlockSpan): string | null {
  const header = lines[headerIndex]!
  const span = { x: block.columns[0]!.x, right: block.columns[block.columns.length - 1]!.right }
  for (let i = headerIndex - 1; i >= 0 && i >= headerIndex - 3; i--) {
    const line = lines[i]!
    if (header.y - line.y > header.height * 5) break
    const cell = line.cells.find(
      (c) =>
        overlap(c, span) > -header.height &&
        c.x >= block.left - header.height * 3 &&
        c.x < block.right &&
        isTitle(c.text),
    )
    if (cell) return cell.text
  }
  const first = block.columns[0]!.header
  return sectionKind(first) ? first : null
}

export function isTitle(text: string): boolean {
  return !/\d{2}|:\s*\S/.test(text) && text.split(/\s+/).length <= 5 && sectionKind(text) !== null
}

const LOAD_ROLES: ColumnRole[] = ['origin', 'destination', 'route', 'miles', 'pickupDate', 'deliveryDate']

export function tableKind(title: string | null, columns: readonly Column[]): TableKind {
  const fromTitle = title ? sectionKind(title) : null
  const roles = columns.map((c) => c.role)
  const loadRoles = roles.some((r) => LOAD_ROLES.includes(r))
  if (fromTitle && !(fromTitle === 'earnings' && loadRoles)) return fromTitle
  if (loadRoles) return 'loads'
  if (roles.includes('loadNumber') && !roles.includes('description')) return 'loads'
  if (columns.some((c) => GROSS_LABEL.test(c.header) && c.role === 'description')) return 'earnings'
  return 'deductions'
}
