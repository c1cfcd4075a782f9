/*
 * An uploaded settlement export (CSV, XLSX, or an ".xls" that is really text) into rows of
 * strings per sheet. The bytes decide the format, not the media type, because portals name HTML
 * and CSV downloads ".xls". An XLSX is a zip: its sizes are checked, and every entry inflated
 * under a cap, before exceljs (which trusts the zip) sees it, so a zip bomb cannot take the
 * server's memory.
 */
import { inflateRawSync } from 'node:zlib'
import ExcelJS from 'exceljs'
import {
  isHtmlTable,
  isSpreadsheetXml,
  readHtmlTables,
  readSpreadsheetXml,
} from '@/domain/settlement-parsing/exports/table-markup.ts'
import { decodeText, parseDelimited } from '@/domain/settlement-parsing/exports/table-text.ts'
import { DocumentReadError } from './document-read-error.ts'

export interface SheetRows {
  sheet: string | null
  rows: string[][]
}

const MAX_ROWS = 100_000
const MAX_SHEETS = 20
const MAX_COLUMNS = 512
const MAX_ZIP_ENTRIES = 2_000
const MAX_ENTRY_BYTES = 64 * 1024 * 1024
const MAX_TOTAL_BYTES = 128 * 1024 * 1024
// Real sheet XML compresses 10–100×; deflate cannot beat ~1032×, which only degenerate data reaches.
const MAX_RATIO = 500

const DAMAGED = 'This spreadsheet is damaged or could not be read.'
const OLD_EXCEL =
  'Old Excel (.xls) files are not supported yet. Please save it as .xlsx or CSV and upload again.'
const TOO_LARGE = `This spreadsheet is too large to import (the limit is ${MAX_ROWS.toLocaleString('en-US')} rows).`
const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]

export async function readSpreadsheet(bytes: Uint8Array, mediaType: string): Promise<SheetRows[]> {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) return readXlsx(bytes)
  if (OLE_SIGNATURE.every((byte, i) => bytes[i] === byte)) throw new DocumentReadError(OLD_EXCEL)
  if (mediaType.includes('openxmlformats')) throw new DocumentReadError(DAMAGED)
  const text = decodeText(bytes)
  // A NUL in decoded text means binary data, not a text export.
  if (text.slice(0, 65536).includes('\u0000')) throw new DocumentReadError(DAMAGED)
  try {
    if (isSpreadsheetXml(text))
      return readSpreadsheetXml(text, MAX_ROWS).map(({ name, rows }) => ({ sheet: name, rows }))
    if (isHtmlTable(text)) {
      const tables = readHtmlTables(text, MAX_ROWS).map(({ rows }) => ({ sheet: null, rows }))
      // Pages wrap the export in layout tables: the biggest table is the data.
      return tables.sort((a, b) => b.rows.length - a.rows.length)
    }
    const rows = parseDelimited(text, MAX_ROWS)
    if (rows.length > MAX_ROWS) throw new RangeError('too many rows')
    return [{ sheet: null, rows }]
  } catch (error) {
    if (error instanceof RangeError) throw new DocumentReadError(TOO_LARGE)
    throw error
  }
}

async function readXlsx(bytes: Uint8Array): Promise<SheetRows[]> {
  checkZip(bytes)
  const workbook = new ExcelJS.Workbook()
  try {
    // exceljs's types predate generic Buffers; the value is an ordinary Node Buffer.
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer)
  } catch {
    throw new DocumentReadError(DAMAGED)
  }
  // Hidden sheets hold lookups and settings; the data a person exported is on a visible one.
  const sheets = [...workbook.worksheets].sort(
    (a, b) => Number(a.state !== 'visible') - Number(b.state !== 'visible'),
  )
  return sheets
    .slice(0, MAX_SHEETS)
    .map((worksheet) => ({ sheet: worksheet.name, rows: sheetRows(worksheet) }))
}

function sheetRows(worksheet: ExcelJS.Worksheet): string[][] {
  const rows: string[][] = []
  worksheet.eachRow((row, rowNumber) => {
    if (rowNumber > MAX_ROWS) throw new DocumentReadError(TOO_LARGE)
    while (rows.length < rowNumber - 1) rows.push([])
    const cells: string[] = []
    row.eachCell((cell, columnNumber) => {
      if (columnNumber > MAX_COLUMNS) return
      while (cells.length < columnNumber - 1) cells.push('')
      // A merged range shows its value once, in its top-left cell.
      cells.push(cell.type === ExcelJS.ValueType.Merge ? '' : cellText(cell.value))
    })
    rows.push(cells)
  })
  return rows
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'number') return numberText(value)
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE'
  // exceljs reads date cells as the calendar date at UTC midnight.
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10)
  if (typeof value !== 'object') return ''
  if ('richText' in value && Array.isArray(value.richText))
    return value.richText.map((run) => run.text ?? '').join('')
  // Formulas have no value of their own: the result Excel saved last is what the user saw.
  if ('formula' in value || 'sharedFormula' in value) return 'result' in value ? cellText(value.result) : ''
  if ('hyperlink' in value && 'text' in value) return cellText(value.text)
  if ('error' in value) return String(value.error)
  return ''
}

/** Plain decimal text, without binary noise (4043.62 − 146.31) or exponents. */
function numberText(value: number): string {
  if (!Number.isFinite(value)) return ''
  const text = String(Number(value.toPrecision(15)))
  if (!text.includes('e')) return text
  return value.toFixed(10).replace(/\.?0+$/, '')
}

/*
 * Reads the zip's central directory and inflates every entry with the output capped at the
 * size it declares (and at the limits above), so neither a large declared size nor a lying
 * one gets through.
 */
function checkZip(bytes: Uint8Array): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let end = -1
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65_535); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      end = i
      break
    }
  }
  if (end < 0) throw new DocumentReadError(DAMAGED)
  const entries = view.getUint16(end + 10, true)
  const directoryOffset = view.getUint32(end + 16, true)
  // Zip64 is only needed past 4 GB or 65,535 entries, far beyond any export we accept.
  if (entries === 0xffff || directoryOffset === 0xffffffff) throw new DocumentReadError(DAMAGED)
  if (entries > MAX_ZIP_ENTRIES) throw new DocumentReadError(DAMAGED)
  let total = 0
  let at = directoryOffset
  for (let n = 0; n < entries; n++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50)
      throw new DocumentReadError(DAMAGED)
    const flags = view.getUint16(at + 8, true)
    const method = view.getUint16(at + 10, true)
    const compressed = view.getUint32(at + 20, true)
    const size = view.getUint32(at + 24, true)
    const nameLength = view.getUint16(at + 28, true)
    const localOffset = view.getUint32(at + 42, true)
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true)
    total += size
    const tooBig = size > MAX_ENTRY_BYTES || total > MAX_TOTAL_BYTES
    if (tooBig || (size > 1024 * 1024 && size > compressed * MAX_RATIO) || flags & 1) {
      throw new DocumentReadError(DAMAGED)
    }
    if (localOffset + 30 > bytes.length || view.getUint32(localOffset, true) !== 0x04034b50) {
      throw new DocumentReadError(DAMAGED)
    }
    const dataStart =
      localOffset + 30 + view.getUint16(localOffset + 26, true) + view.getUint16(localOffset + 28, true)
    if (dataStart + compressed > bytes.length) throw new DocumentReadError(DAMAGED)
    const data = bytes.subarray(dataStart, dataStart + compressed)
    if (method === 0) {
      if (compressed !== size) throw new DocumentReadError(DAMAGED)
    } else if (method === 8) {
      let inflated: Buffer
      try {
        inflated = inflateRawSync(data, { maxOutputLength: Math.max(size, 1) })
      } catch {
        throw new DocumentReadError(DAMAGED)
      }
      if (inflated.length !== size) throw new DocumentReadError(DAMAGED)
    } else {
      throw new DocumentReadError(DAMAGED)
    }
  }
}
