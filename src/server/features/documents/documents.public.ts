/** What the documents feature offers the others: storing, reading and serving uploaded files. */

export { sendDocumentFile } from './document-file-reply.ts'
export { DocumentReadError } from './extraction/document-read-error.ts'
export { readSpreadsheet, type SheetRows } from './extraction/spreadsheet.ts'
export { multipartLimits, oneFile } from './multipart-files.ts'
export { sniffMediaType } from './sniff.ts'
export type { IncomingFile } from './upload-documents.ts'
export { PRINTED_TYPES, storeDocument } from './upload-documents.ts'
