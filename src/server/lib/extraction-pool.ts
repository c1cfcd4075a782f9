import type {
  ColumnMapping,
  ExtractedReceipt,
  ExtractedTable,
  ReadingKind,
  ReadingOf,
} from '@/domain/settlement-parsing/types.ts'

/** Reads documents in worker threads, so PDF parsing, OCR and spreadsheets never block the API. */
export interface ExtractionPool {
  /**
   * Reads a PDF or photo as a pay sheet (and a CSV or Excel export), with `kind:
   * 'rate_confirmation'` as a broker's rate confirmation, with `kind: 'fuel_receipt'` as a fuel
   * receipt. `ocrTimeoutMs`: how long OCR may take on a photo once an engine starts on it.
   */
  extract<K extends ReadingKind = 'settlement'>(
    bytes: Uint8Array,
    mediaType: string,
    options?: { ocrTimeoutMs?: number; kind?: K },
  ): Promise<ReadingOf[K]>
  extractTable(bytes: Uint8Array, mediaType: string, mapping: ColumnMapping): Promise<ExtractedTable>
  readReceipt(bytes: Uint8Array, mediaType: string): Promise<ExtractedReceipt>
  /** A JPEG of an iPhone (HEIF) photo, for browsers that cannot show one. */
  heifToJpeg(bytes: Uint8Array): Promise<Uint8Array>
  close(): Promise<void>
}
