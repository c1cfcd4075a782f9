import { and, eq } from 'drizzle-orm'
import { DOCUMENT_MESSAGES, type DocumentView } from '@/contracts/documents.ts'
import { documents } from '@/server/db/schema/index.ts'
import { AppError } from '@/server/lib/errors.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { requireOwnDocument } from '@/server/shared/ownership.ts'
import { toDocumentView } from './document-view.ts'
import type { DocumentServices } from './services.ts'
import { PROCESS_DOCUMENT_JOB } from './upload-documents.ts'

/** Reads a failed settlement document again (the Retry button): it waits in the queue once more. */
export async function retryDocument(
  options: Caller & Pick<DocumentServices, 'jobs'> & { id: string },
): Promise<DocumentView> {
  const { db, clock, jobs } = options
  const doc = await requireOwnDocument(options)
  if (doc.kind === 'receipt' || doc.status !== 'failed') {
    throw new AppError('CONFLICT', DOCUMENT_MESSAGES.notRetryable)
  }
  const [row] = await db
    .update(documents)
    .set({ status: 'uploaded', error: null, processedAt: null, updatedAt: clock.now() })
    .where(and(eq(documents.id, doc.id), eq(documents.status, 'failed')))
    .returning()
  // Another tab retried it first: that try stands.
  if (!row) throw new AppError('CONFLICT', DOCUMENT_MESSAGES.notRetryable)
  await jobs.send(PROCESS_DOCUMENT_JOB, { documentId: row.id })
  return toDocumentView(db, row)
}
