/*
 * A settlement export (one settlement per row) into rows of date, payer, trip, gross, deductions
 * and net. Exports put titles and notes above the header, totals below the rows and their own
 * names over the columns, so the header is found by its words and the columns are confirmed by
 * their values; when that is not convincing the table says so and the user confirms the mapping.
 */

import type {
  ColumnMapping,
  ExtractedRow,
  ExtractedTable,
  MappedColumn,
} from '@/domain/settlement-parsing/types.ts'
import { inferMapping } from './table-columns.ts'
import { findHeaderRow } from './table-headers.ts'
import { newRowContext, readRow } from './table-rows.ts'

const LABELS: Record<MappedColumn, string> = {
  date: 'date',
  payer: 'broker',
  tripNumber: 'trip number',
  grossCents: 'gross pay',
  deductionsCents: 'deductions',
  netCents: 'net pay',
}
const CONFIDENT_SHARE = 0.9

const columnName = (index: number): string =>
  (index >= 26 ? columnName(Math.floor(index / 26) - 1) : '') + String.fromCharCode(65 + (index % 26))

export function parseTable(rows: string[][], sheet: string | null, mapping?: ColumnMapping): ExtractedTable {
  const cells = rows.map((row) => row.map((cell) => (cell ?? '').replace(/\s+/g, ' ').trim()))
  const width = Math.max(0, ...cells.map((row) => row.length))
  const headerRow = findHeaderRow(cells)
  // Without a header row the user still needs names to map the columns by.
  const headers =
    headerRow >= 0
      ? Array.from({ length: width }, (_, c) => cells[headerRow]![c] ?? '')
      : Array.from({ length: width }, (_, c) => `Column ${columnName(c)}`)
  const body = cells
    .map((row, rowIndex) => ({ row, rowIndex }))
    .filter(({ row, rowIndex }) => rowIndex > headerRow && row.some(Boolean))
  const issues: string[] = []
  if (width === 0) {
    return {
      sheet,
      headerRow,
      headers,
      mapping: emptyMapping(),
      mappingConfident: false,
      rows: [],
      issues: ['This sheet is empty.'],
    }
  }

  const inferred = mapping
    ? { mapping, guessed: [] as MappedColumn[] }
    : inferMapping(
        headerRow >= 0 ? headers : [],
        body.map(({ row }) => row),
      )
  const used = inferred.mapping
  if (headerRow < 0 && !mapping)
    issues.push('No header row was found, so the columns were guessed from their values.')

  const context = newRowContext(used)
  const extracted: ExtractedRow[] = []
  for (const { row, rowIndex } of body) {
    const result = readRow(row, rowIndex, context)
    if (result) extracted.push(result)
  }

  let confident = mapping !== undefined
  if (!mapping) {
    confident = inferred.guessed.every(
      (field) => field !== 'date' && field !== 'grossCents' && field !== 'netCents',
    )
    for (const field of inferred.guessed)
      issues.push(`The ${LABELS[field]} column is a guess; please check it.`)
    if (used.date === null) issues.push('No date column was found.')
    if (used.grossCents === null && used.netCents === null)
      issues.push('No gross or net pay column was found.')
    if (used.date === null || (used.grossCents === null && used.netCents === null)) confident = false
  }
  describeMissingColumns(used, issues)
  if (context.checked > 0 && context.agreeing < context.checked * CONFIDENT_SHARE) {
    issues.push(`Only ${context.agreeing} of ${context.checked} rows add up (gross − deductions = net).`)
    if (!mapping) confident = false
  }
  if (extracted.length === 0) issues.push('No settlement rows were found.')
  return { sheet, headerRow, headers, mapping: used, mappingConfident: confident, rows: extracted, issues }
}

function emptyMapping(): ColumnMapping {
  return {
    date: null,
    payer: null,
    tripNumber: null,
    grossCents: null,
    deductionsCents: null,
    netCents: null,
  }
}

function describeMissingColumns(mapping: ColumnMapping, issues: string[]): void {
  const { grossCents: g, deductionsCents: d, netCents: n } = mapping
  if (d === null && g !== null && n !== null)
    issues.push('No deductions column: deductions are gross minus net.')
  else if (d === null) issues.push('No deductions column: deductions are taken as $0.00.')
  if (n === null && g !== null) issues.push('No net pay column: net is gross minus deductions.')
  if (g === null && n !== null) issues.push('No gross pay column: gross is net plus deductions.')
}
