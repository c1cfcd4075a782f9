import { parseTable } from '@/domain/settlement-parsing/exports/parse-table.ts'
import { parseSettlement } from '@/domain/settlement-parsing/pay-sheets/parse-settlement.ts'
import type { ColumnMapping, Extraction } from '@/domain/settlement-parsing/types.ts'
import { DocumentReadError } from './document-read-error.ts'
import { type OcrOptions, ocrImage } from './ocr.ts'
import { hasNoText, readPdfText } from './pdf-text.ts'
import { readSpreadsheet } from './spreadsheet.ts'

export const PDF_NO_TEXT = 'This PDF has no readable text. Please upload a photo or a text PDF.'
export const UNSUPPORTED =
  'This file type cannot be read. Please upload a PDF, a photo, or a CSV or Excel file.'

const SPREADSHEETS = new Set([
  'text/csv',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
])

/** Reads one uploaded settlement document: a pay sheet (PDF, photo) or an export (CSV, Excel). */
export async function extractDocument(
  bytes: Uint8Array,
  mediaType: string,
  options: { ocr?: OcrOptions } = {},
): Promise<Extraction> {
  const type = mediaType.toLowerCase().split(';')[0]!.trim()
  if (type === 'application/pdf') {
    const pages = await readPdfText(bytes)
    // A scanned PDF has pages but no text layer; rendering it for OCR is not supported yet.
    if (hasNoText(pages)) throw new DocumentReadError(PDF_NO_TEXT)
    return { kind: 'settlement', settlement: parseSettlement(pages) }
  }
  if (type.startsWith('image/')) {
    const page = await ocrImage(bytes, options.ocr)
    return { kind: 'settlement', settlement: parseSettlement([page]) }
  }
  if (SPREADSHEETS.has(type)) return readTable(bytes, type)
  throw new DocumentReadError(UNSUPPORTED)
}

/**
 * Reads an export: the sheet that holds the settlements is the one read with confidence and the most
 * rows (a cover or summary sheet comes second). Its first rows as printed come along, for the user
 * to check the columns against. With `mapping`, the columns are the user's.
 */
export async function readTable(
  bytes: Uint8Array,
  mediaType: string,
  mapping?: ColumnMapping,
): Promise<Extract<Extraction, { kind: 'table' }>> {
  const sheets = await readSpreadsheet(bytes, mediaType)
  const read = sheets.map((sheet) => ({
    table: parseTable(sheet.rows, sheet.sheet, mapping),
    rows: sheet.rows,
  }))
  const score = ({ table }: (typeof read)[number]) => (table.mappingConfident ? 1e9 : 0) + table.rows.length
  const chosen = read.reduce<(typeof read)[number] | undefined>(
    (best, candidate) => (!best || score(candidate) > score(best) ? candidate : best),
    undefined,
  )
  if (!chosen) throw new DocumentReadError('This spreadsheet has no rows.')
  const { table, rows } = chosen
  return { kind: 'table', table, sampleRows: rows.slice(table.headerRow + 1, table.headerRow + 6) }
}
