import { DOCUMENT_MESSAGES, MAX_UPLOAD_BYTES, UPLOAD_TYPE_MESSAGE } from '@/contracts/documents'

/**
 * What the settlement upload screen takes, by media type and by extension: browsers report CSV as
 * text/csv, application/vnd.ms-excel or nothing at all, so either one matching is enough.
 */
export const SETTLEMENT_UPLOAD_ACCEPT: Record<string, string[]> = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/heic': ['.heic'],
  'image/heif': ['.heif'],
  'text/csv': ['.csv'],
  'application/vnd.ms-excel': ['.xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
}

/** The `accept` attribute of a plain file input for the same types. */
export const SETTLEMENT_UPLOAD_ACCEPT_ATTR = Object.entries(SETTLEMENT_UPLOAD_ACCEPT)
  .flatMap(([type, extensions]) => [type, ...extensions])
  .join(',')

/** Receipts: a photo or a PDF. `image/*` also lets phones offer the camera. */
export const RECEIPT_ACCEPT_ATTR = 'image/*,application/pdf,.pdf'

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.')
  return dot < 0 ? '' : name.slice(dot).toLowerCase()
}

/** The spec's browser-side check (5, "Settlement upload"): null when the file may be sent. */
export function settlementFileProblem(file: File, imagesOnly = false): string | null {
  if (file.size > MAX_UPLOAD_BYTES) return DOCUMENT_MESSAGES.tooLarge
  if (file.size === 0) return DOCUMENT_MESSAGES.empty
  if (imagesOnly) return file.type.startsWith('image/') ? null : UPLOAD_TYPE_MESSAGE
  const extension = extensionOf(file.name)
  const known = Object.entries(SETTLEMENT_UPLOAD_ACCEPT).some(
    ([type, extensions]) => file.type === type || extensions.includes(extension),
  )
  return known ? null : UPLOAD_TYPE_MESSAGE
}

export function receiptFileProblem(file: File): string | null {
  if (file.size > MAX_UPLOAD_BYTES) return DOCUMENT_MESSAGES.tooLarge
  if (file.size === 0) return DOCUMENT_MESSAGES.empty
  const ok =
    file.type.startsWith('image/') || file.type === 'application/pdf' || extensionOf(file.name) === '.pdf'
  return ok ? null : 'Please choose a photo or a PDF of the receipt'
}

export const isImage = (mediaType: string) => mediaType.startsWith('image/')
export const isPdf = (mediaType: string) => mediaType === 'application/pdf'

/** Whole kilobytes, as the spec's file list shows them ("245 KB"). */
export function sizeInKb(bytes: number): string {
  return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-US')} KB`
}
