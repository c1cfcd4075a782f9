/** Rows of an import as the converters read them: the file's row number beside each row's cells. */
export interface SheetRow {
  /** 1-based, as the spreadsheet shows it. */
  rowNumber: number
  cells: readonly string[]
}

export type Mapped<F extends string> = Partial<Record<F, number | null>>

/** The trimmed text of a mapped field in a row ('' when unmapped or empty). */
export function cellOf<F extends string>(row: SheetRow, mapping: Mapped<F>, field: F): string {
  const column = mapping[field]
  if (column === null || column === undefined) return ''
  return (row.cells[column] ?? '').replace(/\s+/g, ' ').trim()
}

/** A row that carries nothing, or the totals line exports print under the table. */
export function isBlankOrTotal(row: SheetRow): boolean {
  const first = row.cells.find((cell) => cell.trim() !== '')
  if (first === undefined) return true
  return /^(grand |sub ?)?totals?\b|^summary\b/i.test(first.trim())
}
