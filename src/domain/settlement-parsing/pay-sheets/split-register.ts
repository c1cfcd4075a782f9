import { isDeductionColumn } from './columns.ts'
import type { Table } from './table-types.ts'
import { readMoney } from './tokens.ts'

/*
 * A transaction register prints loads and deductions in one table with an earnings (credit) and a
 * deductions (debit) column side by side. Rows with money in the earnings column are loads, the
 * others deductions, so the table is read as two.
 */

const EARNINGS_COLUMN = /earn|credit|\bpay\b|revenue|income/i
const DEBIT_COLUMN = /deduct|debit|charge|withh/i

export function splitRegisters(tables: readonly Table[], ocr: boolean): Table[] {
  return tables.flatMap((table) => {
    if (table.kind === 'loads') return [table]
    const money = table.columns
      .map((c, i) => ({ c, i }))
      .filter(({ c }) => c.kind === 'money' && c.role !== 'ytd')
    const earnings = money.find(({ c }) => EARNINGS_COLUMN.test(c.header) && !isDeductionColumn(c))
    const debits = money.find(({ c }) => DEBIT_COLUMN.test(c.header) || isDeductionColumn(c))
    if (!earnings || !debits || earnings.i === debits.i) return [table]
    const paid = (cells: (typeof table.records)[number]['cells'], index: number) =>
      cells[index]!.some((cell) => readMoney(cell.text, { ocr }) !== null)
    const loads = table.records.filter((r) => paid(r.cells, earnings.i) && !paid(r.cells, debits.i))
    const rest = table.records.filter((r) => !loads.includes(r))
    if (!loads.length) return [table]
    // The deductions half keeps only its own column of amounts, so no earnings figure reads as one.
    const columns = table.columns.map((c, i) => (i === earnings.i ? { ...c, kind: 'empty' as const } : c))
    return [
      { ...table, kind: 'loads' as const, records: loads },
      { ...table, columns, records: rest, totals: null },
    ]
  })
}
