import type { Cell, Line } from '@/domain/settlement-parsing/shared/layout.ts'
import { median } from '@/domain/settlement-parsing/shared/layout.ts'
import { type Column, columnOf, contentKind, dominantKind, headerRole } from './columns.ts'
import { classify } from './find-labelled-amounts.ts'
import { type HeaderSegment, headerSegment, mergeHeaderLines } from './find-table-headers.ts'
import { findTitle, groupRecords, isTitle, tableKind } from './table-records.ts'
import type { Table } from './table-types.ts'
import { NET_LABEL, TOTAL_DEDUCTIONS_LABEL, TOTAL_ROW } from './vocabulary.ts'

/*
 * Table regions: a header row of column words, the rows under it until a total row, a gap or the
 * next header. One header line may carry several tables side by side (fuel on the left, other
 * deductions on the right); each becomes its own block.
 */

export function findTables(lines: readonly Line[], ocr: boolean, consumed: Set<Cell>): Table[] {
  const tables: Table[] = []
  const typical = median(lines.map((line) => line.height)) || 10
  for (let lineIndex = 0; lineIndex < lines.length; lineIndex++) {
    const line = lines[lineIndex]!
    if (line.cells.some((c) => consumed.has(c))) continue
    const next = lines[lineIndex + 1]
    const twoLine =
      next && next.y - line.y < Math.max(line.height, next.height) * 1.7
        ? mergeHeaderLines(line, next, ocr)
        : null
    const merged = twoLine ? headerSegment(twoLine, ocr) : null
    const header = merged ?? headerSegment(line, ocr)
    if (!header) continue
    const headerIndex = merged ? lineIndex + 1 : lineIndex
    if (merged) for (const cell of next!.cells) consumed.add(cell)
    for (const block of splitBlocks(header, lines, headerIndex, ocr)) {
      const table = readBlock(block, lines, headerIndex, typical, ocr, consumed)
      if (table.records.length) {
        tables.push(table)
        for (const cell of block.cells) consumed.add(cell)
      }
    }
  }
  return tables
}

interface Block {
  columns: Column[]
  cells: Cell[]
  left: number
  right: number
}

function toColumns(cells: readonly Cell[]): Column[] {
  return cells.map((cell) => ({
    header: cell.text,
    x: cell.x,
    right: cell.right,
    role: headerRole(cell.text) ?? 'other',
    kind: 'empty',
  }))
}

/** Splits the header where a text column follows a numeric one and has amounts of its own: a new table starts there. */
function splitBlocks(
  header: HeaderSegment,
  lines: readonly Line[],
  lineIndex: number,
  ocr: boolean,
): Block[] {
  const columns = toColumns(header.cells)
  const samples: string[][] = columns.map(() => [])
  for (const line of lines.slice(lineIndex + 1, lineIndex + 8)) {
    for (const cell of line.cells) {
      if (cell.x >= header.limit) continue
      samples[columnOf(columns, cell)]?.push(cell.text)
    }
  }
  columns.forEach((column, i) => {
    column.kind = kindOf(column, samples[i]!, ocr)
  })
  const blocks: Block[] = []
  let start = 0
  for (let i = 1; i <= columns.length; i++) {
    const previous = columns[i - 1]!
    const current = columns[i]
    const numericBefore = previous.kind === 'money' || previous.role === 'ytd'
    const textNow =
      current && (current.kind === 'text' || current.kind === 'date') && current.role !== 'amount'
    if (!current || (numericBefore && textNow)) {
      const blockColumns = columns.slice(start, i)
      blocks.push({
        columns: blockColumns,
        cells: header.cells.slice(start, i),
        // Amounts align right under their header and text left under its own: split the gap.
        left: start === 0 ? Number.NEGATIVE_INFINITY : (columns[start - 1]!.right + blockColumns[0]!.x) / 2,
        right: current ? (previous.right + current.x) / 2 : header.limit - 1,
      })
      start = i
    }
  }
  // Text after the amount ("Amount | Description") with no amount of its own is the same table.
  return blocks.reduce<Block[]>((merged, block) => {
    const previous = merged[merged.length - 1]
    if (previous && !block.columns.some((c) => c.kind === 'money' || c.role === 'ytd')) {
      previous.columns.push(...block.columns)
      previous.cells.push(...block.cells)
      previous.right = block.right
    } else merged.push(block)
    return merged
  }, [])
}

function readBlock(
  block: Block,
  lines: readonly Line[],
  headerIndex: number,
  typical: number,
  ocr: boolean,
  consumed: Set<Cell>,
): Table {
  const { columns } = block
  const bodyLines: Cell[][] = []
  const bodyY: number[] = []
  let totals: Cell[][] | null = null
  let lastY = lines[headerIndex]!.y
  // "TOTAL PAY" under a deductions table is the settlement's summary, not the table's total.
  const earningsTable = tableKind(findTitle(lines, headerIndex, block), columns) !== 'deductions'
  for (const line of lines.slice(headerIndex + 1)) {
    const cells = line.cells.filter((c) => c.x >= block.left && c.x < block.right && !consumed.has(c))
    if (!cells.length) continue
    if (line.y - lastY > Math.max(typical, line.height) * 3.5) break
    // A blank line's worth of space after evenly spaced rows ends the table (wrapped cell text
    // spaces lines closer than rows, so the gap must also be two lines high).
    const gap = line.y - lastY
    if (bodyY.length >= 2 && gap > rowPitch(bodyY) * 1.7 && gap > Math.max(typical, line.height) * 2.2) break
    // A line that starts right of the table's last column (a summary box beside a narrow table)
    // is not one of its rows.
    const lastColumn = columns[columns.length - 1]!
    if (Math.min(...cells.map((c) => c.x)) > lastColumn.right + typical * 0.5) break
    const segment = headerSegment({ ...line, cells }, ocr)
    if (segment && segment.cells.length >= 2) break
    if (bodyLines.length && startsSection(cells, line.y - lastY, bodyY, typical)) break
    const firstText = cells.find((c) => contentKind(c.text, ocr) === 'text')?.text ?? ''
    if (TOTAL_ROW.test(firstText) || isSummaryLabel(firstText)) {
      const foreign = !earningsTable && ['gross', 'net'].includes(classify(firstText, false))
      if (TOTAL_ROW.test(firstText) && !foreign) {
        totals = byColumn(columns, cells)
        for (const cell of cells) consumed.add(cell)
      }
      break
    }
    bodyLines.push(cells)
    bodyY.push(line.y)
    lastY = line.y
  }
  columns.forEach((column, i) => {
    const texts = bodyLines.flatMap((cells) =>
      cells.filter((c) => columnOf(columns, c) === i).map((c) => c.text),
    )
    column.kind = kindOf(column, texts, ocr)
    // A "Mileage" header over dollar amounts is mileage pay, not miles.
    if (
      (column.role === 'miles' || column.role === 'percent' || column.role === 'description') &&
      column.kind === 'money'
    )
      column.role = 'amount'
  })
  const title = findTitle(lines, headerIndex, block)
  const kind = tableKind(title, columns)
  const records = groupRecords(columns, bodyLines, bodyY, ocr, kind === 'loads')
  for (const cells of bodyLines) for (const cell of cells) consumed.add(cell)
  return { kind, title, columns, records, totals }
}

/**
 * A lone section title ("Adjustments", "Fuel") after a wider gap than the rows' own spacing opens
 * the next section: its rows are not this table's, even without a header of their own.
 */
function startsSection(
  cells: readonly Cell[],
  gap: number,
  bodyY: readonly number[],
  typical: number,
): boolean {
  if (cells.length !== 1 || !isTitle(cells[0]!.text)) return false
  const pitches = bodyY.slice(1).map((y, i) => y - bodyY[i]!)
  const pitch = pitches.length ? median(pitches) : typical * 1.4
  return gap > pitch * 1.3
}

/** The most common spacing of a table's rows so far (wrapped cell text makes some closer). */
function rowPitch(bodyY: readonly number[]): number {
  const gaps = bodyY.slice(1).map((y, i) => y - bodyY[i]!)
  return Math.max(...gaps.filter((gap) => gap >= median(gaps) * 0.8))
}

/** What a column's cells hold; gallons printed with two decimals ("112.50") are still no money. */
function kindOf(column: Column, texts: readonly string[], ocr: boolean): Column['kind'] {
  const kind = dominantKind(texts, ocr)
  return column.role === 'gallons' && kind === 'money' ? 'number' : kind
}

function isSummaryLabel(text: string): boolean {
  return (
    NET_LABEL.test(text) ||
    TOTAL_DEDUCTIONS_LABEL.test(text) ||
    /^gross\b/i.test(text) ||
    /\bgross (pay|total)\b/i.test(text)
  )
}

function byColumn(columns: readonly Column[], cells: readonly Cell[]): Cell[][] {
  const out: Cell[][] = columns.map(() => [])
  for (const cell of cells) out[columnOf(columns, cell)]!.push(cell)
  return out
}
