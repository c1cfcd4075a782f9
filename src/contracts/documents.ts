import { z } from 'zod'
import { MAPPED_COLUMNS } from '@/domain/settlement-parsing/types.ts'
import { ZPage } from './common.ts'

// The upload limits and messages, free of schemas: uploads from every screen (the support chat's
// too) read them without loading the zod schemas below.
export { DOCUMENT_MESSAGES, MAX_FILES_PER_UPLOAD, MAX_UPLOAD_BYTES } from './document-messages.ts'

/** The browser-side check of the first upload screen (spec 5). */
export const UPLOAD_TYPE_MESSAGE = 'Please upload PDF, image, CSV or Excel files only'

export const DOCUMENT_STATUSES = ['uploaded', 'processing', 'processed', 'needs_review', 'failed'] as const
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number]

/** `load_attachment`: a file attached to a load (BOL, proof of delivery…), kept and shown, never read. */
export const DOCUMENT_KINDS = [
  'settlement',
  'receipt',
  'rate_confirmation',
  'fuel_receipt',
  'load_attachment',
] as const
export type DocumentKind = (typeof DOCUMENT_KINDS)[number]

/** Media types we accept, sniffed from the bytes (never the browser's claim). */
export const DOCUMENT_MEDIA_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  // iPhone photos.
  'image/heic',
  'image/heif',
  'text/csv',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const
export type DocumentMediaType = (typeof DOCUMENT_MEDIA_TYPES)[number]

/** iPhone photos, which only Safari shows: the file route gives a JPEG of them with `?preview=1`. */
export const isHeifMediaType = (mediaType: string) => mediaType === 'image/heic' || mediaType === 'image/heif'

export const ZColumnMapping = z.object({
  date: z.number().int().min(0).nullable(),
  payer: z.number().int().min(0).nullable(),
  tripNumber: z.number().int().min(0).nullable(),
  grossCents: z.number().int().min(0).nullable(),
  deductionsCents: z.number().int().min(0).nullable(),
  netCents: z.number().int().min(0).nullable(),
})
export type ColumnMappingInput = z.infer<typeof ZColumnMapping>
export const MAPPING_FIELDS = MAPPED_COLUMNS

/** A spreadsheet whose columns the reader was unsure of: what the user is asked to confirm. */
export const ZMappingReview = z.object({
  sheet: z.string().nullable(),
  headers: z.array(z.string()),
  mapping: ZColumnMapping,
  /** The first rows as printed, to show beside the headers. */
  sampleRows: z.array(z.array(z.string())),
  rowCount: z.number().int(),
})
export type MappingReview = z.infer<typeof ZMappingReview>

export const ZDocument = z.object({
  id: z.uuid(),
  fileName: z.string(),
  mediaType: z.string(),
  sizeBytes: z.number().int(),
  kind: z.enum(DOCUMENT_KINDS),
  status: z.enum(DOCUMENT_STATUSES),
  /** Why it failed, in words for the user; null unless failed. */
  error: z.string().nullable(),
  /** Why it is still waiting, in words for the user (an earlier try did not finish); null otherwise. */
  notice: z.string().nullable(),
  settlementIds: z.array(z.uuid()),
  /** A rate confirmation: the load proposed from it. */
  loadIds: z.array(z.uuid()),
  /** The fuel purchases a fuel receipt was read as. */
  fuelPurchaseIds: z.array(z.uuid()),
  mappingReview: ZMappingReview.nullable(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
})
export type DocumentView = z.infer<typeof ZDocument>

/** What a settlement shows of the document it was read from (enough to show it beside). */
export const ZDocumentRef = ZDocument.pick({ id: true, fileName: true, mediaType: true })
export type DocumentRef = z.infer<typeof ZDocumentRef>

/** What is kept of a reading beside the document (the `result` column): the columns to confirm. */
export const ZDocumentResult = z.object({
  mappingReview: ZMappingReview.nullable(),
  /** While the document waits for another try: why, in words for the user. */
  waiting: z.string().nullable().optional(),
})
export type DocumentResult = z.infer<typeof ZDocumentResult>

export const ZDocumentList = z.object({ items: z.array(ZDocument), total: z.number().int() })

export const ZDocumentQuery = z.object({
  ...ZPage,
  pageSize: ZPage.pageSize.default(20),
  kind: z.enum(DOCUMENT_KINDS).optional(),
})

/** One file of an upload: the stored document (or the one it duplicates), or why it was refused. */
export const ZUploadResult = z.object({
  fileName: z.string(),
  document: ZDocument.nullable(),
  /** True when the same bytes were already uploaded by this user: `document` is that one. */
  duplicate: z.boolean(),
  error: z.string().nullable(),
})
export const ZUploadResponse = z.object({ items: z.array(ZUploadResult) })

/** What the uploaded files are: pay sheets (the default), brokers' rate confirmations or fuel receipts. */
export const ZUploadQuery = z.object({
  kind: z
    .enum(['settlement', 'rate_confirmation', 'fuel_receipt'], {
      error: 'Choose settlement, rate_confirmation or fuel_receipt',
    })
    .default('settlement'),
})
export type UploadResponse = z.infer<typeof ZUploadResponse>
/** A refused upload: the first file's reason, and every file's result. */
export const ZUploadRefused = z.object({ error: z.string(), items: z.array(ZUploadResult).optional() })

export const ZConfirmMapping = z.object({ mapping: ZColumnMapping }).meta({
  examples: [
    { mapping: { date: 0, payer: 1, tripNumber: 2, grossCents: 3, deductionsCents: 4, netCents: 5 } },
  ],
})

export const ZScannedReceipt = z.object({
  document: ZDocument,
  vendor: z.string().nullable(),
  date: z.string().nullable(),
  totalCents: z.number().int().nullable(),
})
export type ScannedReceipt = z.infer<typeof ZScannedReceipt>
