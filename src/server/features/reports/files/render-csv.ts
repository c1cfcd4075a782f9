import { centsToDecimalString } from '@/domain/money.ts'
import { type CsvValue, csvLine } from '@/server/lib/csv.ts'
import type { Cell, ReportDocument } from './report-document.ts'

/** A cell as CSV text: amounts in dollars with two decimals, percents as numbers. */
function csvCell(cell: Cell): CsvValue {
  if (cell === null || typeof cell !== 'object') return cell
  if ('cents' in cell) return cell.cents === null ? '' : centsToDecimalString(cell.cents)
  return cell.percent ?? ''
}

/**
 * The document as CSV sections: title and period, the headline figures, then each table with its
 * header row, then the notes. Every cell goes through csvLine, which neutralises formulas.
 */
export function renderCsv(document: ReportDocument): string {
  const lines: CsvValue[][] = [[document.title, document.period], []]
  for (const [label, value] of document.summary) lines.push([label, csvCell(value)])
  for (const table of document.tables) {
    lines.push([], [table.title], table.columns)
    for (const row of table.rows) lines.push(row.map(csvCell))
  }
  if (document.notes.length > 0) lines.push([], ...document.notes.map((note) => [note]))
  return lines.map(csvLine).join('')
}
