/**
 * A report as a document: a title, its period, a few headline figures, tables and notes. Every
 * report type is built into this one shape, and the CSV and PDF renderers each draw it one way.
 */

/** An amount in cents (CSV: "1234.50", PDF: "$1,234.50"), a percent, or plain text. */
export type Cell = string | number | null | { cents: number | null } | { percent: number | null }

export interface ReportTable {
  title: string
  columns: string[]
  rows: Cell[][]
  /** Text shown when the table has no rows. */
  empty?: string
}

export interface ReportDocument {
  title: string
  /** The dates it covers, in words ("Nov 1, 2026 – Nov 24, 2026", "Tax year 2025"). */
  period: string
  /** The file name without its extension; it carries the period. */
  fileStem: string
  summary: [label: string, value: Cell][]
  tables: ReportTable[]
  notes: string[]
  /** Printed across the page, for tables too wide for it upright (a return's schedule). */
  landscape?: boolean
}

export const cents = (value: number | null): Cell => ({ cents: value })
export const percent = (value: number | null): Cell => ({ percent: value })

const longDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  })

export function periodWords(range: { from: string; to: string }): string {
  return range.from === range.to ? longDate(range.from) : `${longDate(range.from)} – ${longDate(range.to)}`
}

export const rangeStem = (range: { from: string; to: string }) => `${range.from}-to-${range.to}`
