import type { ScannedReceipt } from '@/contracts/documents'

/** What a scanned receipt puts into the Add Expense form, and what to tell the user about it. */
export interface ReceiptPrefill {
  description: string
  date: string | null
  amountCents: number | null
  documentId: string
  fileName: string
  mediaType: string
  /** Shown above the form: what was read, or what could not be. */
  notice: { color: 'blue' | 'yellow'; text: string }
}

export const RECEIPT_UNREADABLE = 'We could not read this receipt. Please fill in the details.'

export function prefillFromScan(scan: ScannedReceipt): ReceiptPrefill {
  const missing = [
    scan.vendor === null && 'vendor',
    scan.date === null && 'date',
    scan.totalCents === null && 'total',
  ].filter((part): part is string => Boolean(part))
  const unreadable = scan.document.status === 'failed' || missing.length === 3
  return {
    description: scan.vendor ?? '',
    date: scan.date,
    amountCents: scan.totalCents,
    documentId: scan.document.id,
    fileName: scan.document.fileName,
    mediaType: scan.document.mediaType,
    notice: unreadable
      ? { color: 'yellow', text: RECEIPT_UNREADABLE }
      : missing.length > 0
        ? {
            color: 'yellow',
            text: `We could not read the ${missing.join(' and ')} on this receipt. Please fill it in.`,
          }
        : {
            color: 'blue',
            text: 'Read from your receipt. Check the details and pick a category, then add it.',
          },
  }
}
