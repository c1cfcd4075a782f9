import { and, eq, inArray } from 'drizzle-orm'
import type { ParsedRateConfirmation } from '@/domain/settlement-parsing/types.ts'
import type { AppContext } from '@/server/context.ts'
import { documents } from '@/server/db/schema/index.ts'
import { proposeLoad } from '@/server/features/loads/loads.public.ts'
import { notifyUser } from '@/server/features/notifications/notifications.public.ts'
import { DocumentReadError } from './extraction/document-read-error.ts'

/** A reading with nothing of a load in it: no number, no stops, no rate. */
export const NO_LOAD_FOUND =
  'Could not find a load in this document. Please check it is a rate confirmation, or enter the load by hand.'

/**
 * Stores a rate confirmation's reading: the load it proposes, booked and waiting for the user's
 * check, and the document waiting for review, in one transaction (once, whatever the retries).
 * Tells the user where the load is.
 */
export async function saveRateConfirmation(
  ctx: AppContext,
  doc: { id: string; userId: string; fileName: string },
  reading: ParsedRateConfirmation,
): Promise<void> {
  if (!reading.loadNumber && reading.stops.length === 0 && reading.rateLines.length === 0)
    throw new DocumentReadError(NO_LOAD_FOUND)
  const now = ctx.clock.now()
  const loadId = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(documents).where(eq(documents.id, doc.id)).for('update')
    if (!row || (row.status !== 'uploaded' && row.status !== 'processing')) return null
    const id = await proposeLoad(tx, { clock: ctx.clock, userId: doc.userId, documentId: doc.id, reading })
    await tx
      .update(documents)
      .set({
        status: 'needs_review',
        error: null,
        result: { mappingReview: null },
        processedAt: now,
        updatedAt: now,
      })
      .where(and(eq(documents.id, doc.id), inArray(documents.status, ['uploaded', 'processing'])))
    return id
  })
  if (!loadId) return
  await notifyUser(ctx.db, doc.userId, 'settlement_needs_review', {
    title: `${doc.fileName} was read: check the load`,
    body: `We read ${doc.fileName} as load ${reading.loadNumber ?? 'without a number'}. Check it before it is booked for good.`,
    link: `/loads/${loadId}`,
  })
}
