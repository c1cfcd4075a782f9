/** What the documents feature offers the others: reading an uploaded file and its spreadsheets. */
export { DocumentReadError } from './extraction/document-read-error.ts'
export { readSpreadsheet, type SheetRows } from './extraction/spreadsheet.ts'
export { oneFile } from './multipart-files.ts'
export { sniffMediaType } from './sniff.ts'
export type { IncomingFile } from './upload-documents.ts'
