import type {
  ColumnMapping,
  ExtractedReceipt,
  ExtractedTable,
  Extraction,
} from '@/domain/settlement-parsing/types.ts'

/** Reads documents in worker threads, so PDF parsing, OCR and spreadsheets never block the API. */
export interface ExtractionPool {
  extract(bytes: Uint8Array, mediaType: string): Promise<Extraction>
  extractTable(bytes: Uint8Array, mediaType: string, mapping: ColumnMapping): Promise<ExtractedTable>
  readReceipt(bytes: Uint8Array, mediaType: string): Promise<ExtractedReceipt>
  /** A JPEG of an iPhone (HEIF) photo, for browsers that cannot show one. */
  heifToJpeg(bytes: Uint8Array): Promise<Uint8Array>
  close(): Promise<void>
}
