import { Readable } from 'node:stream'
import type { FastifyReply } from 'fastify'

export type CsvValue = string | number | boolean | null | undefined

/**
 * One CSV line (RFC 4180 quoting, CRLF). Text cells that a spreadsheet would run as a formula
 * (starting with =, +, -, @, tab or carriage return) get a leading apostrophe; numbers, and text that
 * is just a decimal number, stay as they are. A spreadsheet set to read `;` as the separator splits
 * a cell there, so a formula character after a `;` gets an apostrophe too, and such a cell is quoted.
 */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`
}

function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  // A plain decimal number ("-15.50") is data, not a formula, whatever its sign.
  if (/^-?\d+(\.\d+)?$/.test(value)) return value
  const safe = (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value).replace(/;(\s*)([=+\-@\t\r])/g, ";$1'$2")
  return /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/**
 * A CSV stream read batch by batch, so an export of any size holds one batch in memory.
 * `nextBatch` gets the last row of the previous batch (for keyset paging) and returns [] at the end.
 */
export function csvStream<Row>(options: {
  header: readonly string[]
  nextBatch: (after: Row | undefined) => Promise<Row[]>
  toValues: (row: Row) => CsvValue[]
}): Readable {
  let last: Row | undefined
  let started = false
  let done = false
  return new Readable({
    async read() {
      try {
        if (!started) {
          started = true
          // A byte-order mark so spreadsheet apps read UTF-8 names and places correctly.
          this.push(`\uFEFF${csvLine(options.header)}`)
          return
        }
        if (done) return
        const rows = await options.nextBatch(last)
        if (rows.length === 0) {
          done = true
          this.push(null)
          return
        }
        last = rows[rows.length - 1]
        this.push(rows.map((row) => csvLine(options.toValues(row))).join(''))
      } catch (error) {
        this.destroy(error as Error)
      }
    },
  })
}

/** Sends a CSV stream as a download named `fileName`. */
export function sendCsv(reply: FastifyReply, fileName: string, stream: Readable | string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(stream)
}

/** "expenses-2026-11-22.csv" */
export function csvFileName(prefix: string, today: string) {
  return `${prefix}-${today}.csv`
}
