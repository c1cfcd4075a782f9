/*
 * A sheet's rows into an import's header and data rows. Exports put a title, the period and the
 * company above the table, so the header is the row naming the most fields; without one the first
 * non-empty row is taken as the header and the user maps its columns.
 */
import { findHeaderRow } from './guess-columns.ts'
import type { ImportKind } from './import-fields.ts'
import type { SheetRow } from './import-rows.ts'

export interface ImportSheet {
  headers: string[]
  rows: SheetRow[]
  /** True when a row naming at least two fields was found. */
  headerFound: boolean
}

const clean = (cell: string | undefined) => (cell ?? '').replace(/\s+/g, ' ').trim()

export function importSheet(kind: ImportKind, rows: readonly (readonly string[])[]): ImportSheet {
  const found = findHeaderRow(kind, rows)
  const headerIndex = found >= 0 ? found : rows.findIndex((row) => row.some((cell) => clean(cell)))
  if (headerIndex < 0) return { headers: [], rows: [], headerFound: false }
  const width = Math.max(0, ...rows.map((row) => row.length))
  const headers = Array.from({ length: width }, (_, c) => clean(rows[headerIndex]![c]))
  const data: SheetRow[] = []
  for (let index = headerIndex + 1; index < rows.length; index++) {
    const cells = rows[index]!.map((cell) => clean(cell))
    if (cells.some(Boolean)) data.push({ rowNumber: index + 1, cells })
  }
  return { headers, rows: data, headerFound: found >= 0 }
}
