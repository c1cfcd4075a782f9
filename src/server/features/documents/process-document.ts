import { and, eq, inArray } from 'drizzle-orm'
import { DOCUMENT_MESSAGES, type MappingReview } from '@/contracts/documents.ts'
import { MAX_SETTLEMENT_LINES } from '@/contracts/settlements.ts'
import type { Extraction } from '@/domain/settlement-parsing/types.ts'
import type { AppContext } from '@/server/context.ts'
import { documents } from '@/server/db/schema/index.ts'
import { notifyUser } from '@/server/features/notifications/notifications.public.ts'
import type { JobContext } from '@/server/lib/jobs/job-queue.ts'
import { sendMail } from '@/server/lib/mail/send-mail.ts'
import { draftFromRow, draftFromSettlement, type SettlementDraft } from './extracted-settlements.ts'
import { DocumentReadError } from './extraction/document-read-error.ts'
import { saveFuelReceipt } from './read-fuel-receipt.ts'
import { saveRateConfirmation } from './read-rate-confirmation.ts'
import { failDocument, saveReading } from './save-reading.ts'

const GENERIC_FAILURE =
  'We could not process this document. Please try again or enter the settlement by hand.'

/**
 * The job that reads an uploaded settlement document (or rate confirmation). A file we cannot read fails at once with the
 * reason; anything else (storage, database, a crashed reader) is thrown so the queue retries it,
 * and fails the document only when no retry is left.
 */
export async function processDocument(ctx: AppContext, documentId: string, job: JobContext): Promise<void> {
  const [doc] = await ctx.db.select().from(documents).where(eq(documents.id, documentId))
  // Deleted meanwhile, or already finished by an earlier run of a repeated job.
  if (!doc || (doc.status !== 'uploaded' && doc.status !== 'processing')) return
  await ctx.db
    .update(documents)
    .set({ status: 'processing', updatedAt: ctx.clock.now() })
    .where(and(eq(documents.id, documentId), inArray(documents.status, ['uploaded', 'processing'])))

  try {
    const bytes = await ctx.storage.get(doc.storageKey)
    if (!bytes) throw new DocumentReadError('The uploaded file is missing. Please upload it again.')
    // A busy server gets more time on each try.
    const ocrTimeoutMs = ctx.config.jobs.ocrTimeoutMs * (1 + job.retryCount)
    if (doc.kind === 'rate_confirmation') {
      const reading = await ctx.extraction.extract(bytes, doc.mediaType, {
        ocrTimeoutMs,
        kind: 'rate_confirmation',
      })
      await saveRateConfirmation(ctx, doc, reading)
      return
    }
    if (doc.kind === 'fuel_receipt') {
      const reading = await ctx.extraction.extract(bytes, doc.mediaType, {
        ocrTimeoutMs,
        kind: 'fuel_receipt',
      })
      await saveFuelReceipt(ctx, doc, reading)
      return
    }
    const extraction = await ctx.extraction.extract(bytes, doc.mediaType, { ocrTimeoutMs })
    const { drafts, mappingReview } = draftsOf(extraction)
    if (drafts.length === 0 && !mappingReview) {
      throw new DocumentReadError('Could not find payroll information in this document.')
    }
    // The same bound as a settlement typed in: a sheet this long is no pay sheet.
    if (drafts.some((draft) => draft.input.lines.length > MAX_SETTLEMENT_LINES)) {
      throw new DocumentReadError(
        `This document lists more than ${MAX_SETTLEMENT_LINES} lines for one settlement. Please enter it by hand or split it.`,
      )
    }
    const saved = await saveReading({
      db: ctx.db,
      clock: ctx.clock,
      documentId,
      drafts,
      mappingReview,
      from: ['uploaded', 'processing'],
    })
    if (saved) await notifyReading(ctx, doc, drafts, mappingReview)
  } catch (error) {
    if (error instanceof DocumentReadError) {
      await failDocument({ db: ctx.db, clock: ctx.clock, documentId, reason: error.message })
      return
    }
    if (job.lastAttempt)
      await failDocument({ db: ctx.db, clock: ctx.clock, documentId, reason: GENERIC_FAILURE })
    else await waitForRetry(ctx, documentId)
    throw error
  }
}

/**
 * A try that failed for a reason of ours (the reader busy or crashed, storage, the database): the
 * document waits for the queue's next try, and says so, instead of looking stuck or blamed.
 */
async function waitForRetry(ctx: AppContext, documentId: string) {
  await ctx.db
    .update(documents)
    .set({
      status: 'uploaded',
      result: { mappingReview: null, waiting: DOCUMENT_MESSAGES.waitingForReader },
      updatedAt: ctx.clock.now(),
    })
    .where(and(eq(documents.id, documentId), inArray(documents.status, ['uploaded', 'processing'])))
}

/** The settlements to store from a reading, or the column mapping the user must confirm first. */
export function draftsOf(extraction: Extraction): {
  drafts: SettlementDraft[]
  mappingReview: MappingReview | null
} {
  if (extraction.kind === 'settlement') {
    return { drafts: [draftFromSettlement(extraction.settlement)], mappingReview: null }
  }
  const { table } = extraction
  if (!table.mappingConfident) {
    return {
      drafts: [],
      mappingReview: {
        sheet: table.sheet,
        headers: table.headers,
        mapping: table.mapping,
        sampleRows: extraction.sampleRows ?? [],
        rowCount: table.rows.length,
      },
    }
  }
  return { drafts: table.rows.map((row) => draftFromRow(row)), mappingReview: null }
}

/** Tells the uploader their settlement was read: posted, or waiting for their review. */
async function notifyReading(
  ctx: AppContext,
  doc: { id: string; userId: string; fileName: string },
  drafts: SettlementDraft[],
  mappingReview: MappingReview | null,
) {
  const needsReview = mappingReview !== null || drafts.some((draft) => !draft.complete)
  const title = needsReview ? `${doc.fileName} needs your review` : `${doc.fileName} was processed`
  const body = needsReview
    ? `We read ${doc.fileName} but some of it needs your eyes before it is posted to your books.`
    : `We read ${doc.fileName}: ${drafts.length} settlement(s) posted to your books.`
  const kind = needsReview ? 'settlement_needs_review' : 'settlement_processed'
  await notifyUser(ctx.db, doc.userId, kind, { title, body, link: '/settlements' })
  await sendMail(ctx, { userId: doc.userId }, kind, {
    subject: title,
    text: `${body} ${ctx.config.publicUrl}/settlements`,
  })
}
