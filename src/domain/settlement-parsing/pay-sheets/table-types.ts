import type { Cell } from '@/domain/settlement-parsing/shared/layout.ts'
import type { Column } from './columns.ts'

/** What a table on a pay sheet lists. */
export type TableKind = 'loads' | 'deductions' | 'reimbursements' | 'earnings'

export interface TableRecord {
  /** Cells per column, in reading order. */
  cells: Cell[][]
  /** The record's whole text, for vocabularies and places. */
  text: string
}

export interface Table {
  kind: TableKind
  title: string | null
  columns: Column[]
  records: TableRecord[]
  /** The cells of the total row per column, when the table prints one. */
  totals: Cell[][] | null
}
