import { and, eq, inArray } from 'drizzle-orm'
import type { AppContext } from '@/server/context.ts'
import { documents } from '@/server/db/schema/index.ts'
import { raiseNotification } from '@/server/features/notifications/notifications.public.ts'
import { processDocument } from './process-document.ts'
import { PROCESS_DOCUMENT_JOB } from './upload-documents.ts'

/** Starts reading queued documents in this process. */
export async function registerDocumentJobs(
  ctx: AppContext,
  log: { error(obj: object, msg: string): void },
): Promise<void> {
  await ctx.jobs.work<{ documentId: string }>(
    PROCESS_DOCUMENT_JOB,
    async (data, job) => {
      try {
        await processDocument(ctx, data.documentId, job)
      } catch (error) {
        log.error({ err: error, documentId: data.documentId }, 'document processing failed')
        if (job.lastAttempt) {
          await raiseNotification(ctx.db, {
            type: 'system_alert',
            title: 'Document processing failed',
            message: `A document could not be read after every retry: ${(error as Error).message}`.slice(
              0,
              500,
            ),
            priority: 'high',
            data: { document_id: data.documentId },
            dedupKey: `document-failed:${data.documentId}`,
            at: ctx.clock.now(),
          })
        }
        throw error
      }
    },
    {
      // A failed document is read again by a retried job only once it waits again, as when the same
      // file is uploaded again after a failure.
      beforeRetry: async (jobs) => {
        const ids = jobs.map((job) => job.documentId)
        await ctx.db
          .update(documents)
          .set({ status: 'uploaded', error: null, processedAt: null, updatedAt: ctx.clock.now() })
          .where(and(inArray(documents.id, ids), eq(documents.status, 'failed')))
      },
    },
  )
}

/**
 * Queues again every document still marked uploaded, at start-up: a crash between storing a file
 * and queueing its job must not leave it waiting forever. A repeated job is harmless, since a
 * reading is stored only while its document is unfinished.
 */
export async function requeueWaitingDocuments(ctx: AppContext): Promise<number> {
  const waiting = await ctx.db
    .select({ id: documents.id })
    .from(documents)
    .where(eq(documents.status, 'uploaded'))
  for (const { id } of waiting) await ctx.jobs.send(PROCESS_DOCUMENT_JOB, { documentId: id })
  return waiting.length
}
