import type {
  ColumnMapping,
  ExtractedReceipt,
  ExtractedTable,
  Extraction,
} from '@/domain/settlement-parsing/types.ts'

/** Reads documents in worker threads, so PDF parsing, OCR and spreadsheets never block the API. */
export interface ExtractionPool {
  /** `ocrTimeoutMs`: how long OCR may take on a photo once an engine starts on it. */
  extract(bytes: Uint8Array, mediaType: string, options?: { ocrTimeoutMs?: number }): Promise<Extraction>
  extractTable(bytes: Uint8Array, mediaType: string, mapping: ColumnMapping): Promise<ExtractedTable>
  readReceipt(bytes: Uint8Array, mediaType: string): Promise<ExtractedReceipt>
  /** A JPEG of an iPhone (HEIF) photo, for browsers that cannot show one. */
  heifToJpeg(bytes: Uint8Array): Promise<Uint8Array>
  close(): Promise<void>
}
