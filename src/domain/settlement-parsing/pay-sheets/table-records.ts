import type { Cell, Line } from '@/domain/settlement-parsing/shared/layout.ts'
import { overlap } from '@/domain/settlement-parsing/shared/layout.ts'
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
  // With nothing above the first row, rows are top-aligned: wrapped text continues the row above it.
  // Otherwise printers centre a row's other cells on its wrapped text: it belongs to the nearest row.
  const topAligned = anchors[0] === 0
  bodyLines.forEach((cells, i) => {
    if (members.has(i)) return
    let nearest = anchors[0]!
    for (const a of anchors)
      if (Math.abs(bodyY[a]! - bodyY[i]!) < Math.abs(bodyY[nearest]! - bodyY[i]!)) nearest = a
    // Amounts under a load's first line itemise that load (linehaul, surcharge, trip total).
    const previous = anchors.filter((a) => a < i).pop()
    if (previous !== undefined && (hasMoney(cells) || topAligned)) nearest = previous
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
