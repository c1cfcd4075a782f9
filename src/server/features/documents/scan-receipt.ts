import { eq } from 'drizzle-orm'
import type { ScannedReceipt } from '@/contracts/documents.ts'
import { documents } from '@/server/db/schema/index.ts'
import { AppError } from '@/server/lib/errors.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { toDocumentView } from './document-view.ts'
import { DocumentReadError } from './extraction/document-read-error.ts'
import type { DocumentServices } from './services.ts'
import { type IncomingFile, PRINTED_TYPES, storeDocument } from './upload-documents.ts'

/**
 * Stores a receipt photo (or PDF) and reads vendor, date and total from it while the user waits
 * (in a worker thread). What was not read is null: the form asks the user for it.
 */
export async function scanReceipt(
  options: Caller & DocumentServices & { file: IncomingFile },
): Promise<ScannedReceipt> {
  const { db, clock, file } = options
  const { row } = await storeDocument({
    ...options,
    kind: 'receipt',
    file,
    queue: false,
    // A receipt is a photo or a PDF.
    accept: PRINTED_TYPES,
  })
  const bytes = await options.storage.get(row.storageKey)
  if (!bytes) throw new AppError('CONFLICT', 'The uploaded file is missing. Please upload it again.')
  let receipt = null
  let failure: string | null = null
  try {
    receipt = await options.extraction.readReceipt(bytes, row.mediaType)
  } catch (error) {
    if (!(error instanceof DocumentReadError)) throw error
    failure = error.message
  }
  const now = clock.now()
  const [updated] = await db
    .update(documents)
    .set({ status: failure ? 'failed' : 'processed', error: failure, processedAt: now, updatedAt: now })
    .where(eq(documents.id, row.id))
    .returning()
  return {
    document: await toDocumentView(db, updated!),
    vendor: receipt?.vendor ?? null,
    date: receipt?.date ?? null,
    totalCents: receipt?.totalCents ?? null,
  }
}
