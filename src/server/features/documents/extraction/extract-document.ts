import { parseTable } from '@/domain/settlement-parsing/exports/parse-table.ts'
import { parseFuelReceipt } from '@/domain/settlement-parsing/fuel-receipts/parse-fuel-receipt.ts'
import { parseSettlement } from '@/domain/settlement-parsing/pay-sheets/parse-settlement.ts'
import { parseRateConfirmation } from '@/domain/settlement-parsing/rate-confirmations/parse-rate-confirmation.ts'
import type {
  ColumnMapping,
  Extraction,
  PageText,
  ParsedFuelReceipt,
  ParsedRateConfirmation,
} from '@/domain/settlement-parsing/types.ts'
import { DocumentReadError } from './document-read-error.ts'
import { type OcrOptions, ocrImage } from './ocr.ts'
import { hasNoText, readPdfText } from './pdf-text.ts'
import { readSpreadsheet } from './spreadsheet.ts'

export const PDF_NO_TEXT = 'This PDF has no readable text. Please upload a photo or a text PDF.'
export const UNSUPPORTED =
  'This file type cannot be read. Please upload a PDF, a photo, or a CSV or Excel file.'
export const RATE_CONFIRMATION_UNSUPPORTED =
  'A rate confirmation can be read from a PDF or a photo. Please upload one of those.'
export const FUEL_RECEIPT_UNSUPPORTED =
  'A fuel receipt can be read from a photo or a PDF. Please upload one of those.'

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
  const type = baseType(mediaType)
  if (SPREADSHEETS.has(type)) return readTable(bytes, type)
  const pages = await readPrinted(bytes, type, options)
  if (!pages) throw new DocumentReadError(UNSUPPORTED)
  return { kind: 'settlement', settlement: parseSettlement(pages) }
}

/** Reads a broker's rate confirmation (load tender) from a PDF or a photo, the same way as a pay sheet. */
export async function extractRateConfirmation(
  bytes: Uint8Array,
  mediaType: string,
  options: { ocr?: OcrOptions } = {},
): Promise<ParsedRateConfirmation> {
  const pages = await readPrinted(bytes, baseType(mediaType), options)
  if (!pages) throw new DocumentReadError(RATE_CONFIRMATION_UNSUPPORTED)
  return parseRateConfirmation(pages)
}

/** Reads a fuel receipt (a photo of a pump receipt, or an e-receipt PDF), the same way as a pay sheet. */
export async function extractFuelReceipt(
  bytes: Uint8Array,
  mediaType: string,
  options: { ocr?: OcrOptions } = {},
): Promise<ParsedFuelReceipt> {
  const pages = await readPrinted(bytes, baseType(mediaType), options)
  if (!pages) throw new DocumentReadError(FUEL_RECEIPT_UNSUPPORTED)
  return parseFuelReceipt(pages)
}

const baseType = (mediaType: string) => mediaType.toLowerCase().split(';')[0]!.trim()

/** The text of a printed page: a PDF's text layer, or a photo's words by OCR; null for other types. */
async function readPrinted(
  bytes: Uint8Array,
  type: string,
  options: { ocr?: OcrOptions },
): Promise<PageText[] | null> {
  if (type === 'application/pdf') {
    const pages = await readPdfText(bytes)
    // A scanned PDF has pages but no text layer; rendering it for OCR is not supported yet.
    if (hasNoText(pages)) throw new DocumentReadError(PDF_NO_TEXT)
    return pages
  }
  if (type.startsWith('image/')) return [await ocrImage(bytes, options.ocr)]
  return null
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
