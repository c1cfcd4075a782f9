import { and, eq, inArray } from 'drizzle-orm'
import type { ParsedFuelReceipt } from '@/domain/settlement-parsing/types.ts'
import type { AppContext } from '@/server/context.ts'
import { documents } from '@/server/db/schema/index.ts'
import { missingForPurchase, proposeFuelPurchases } from '@/server/features/ifta/ifta.public.ts'
import { notifyUser } from '@/server/features/notifications/notifications.public.ts'
import { DocumentReadError } from './extraction/document-read-error.ts'

/**
 * Stores a fuel receipt's reading: the fuel purchases it proposes (each with its expense), waiting
 * for the user's check, and the document waiting for review, in one transaction (once, whatever
 * the retries). A receipt without a date, a state or gallons is refused in words: nothing is guessed.
 */
export async function saveFuelReceipt(
  ctx: AppContext,
  doc: { id: string; userId: string; fileName: string },
  reading: ParsedFuelReceipt,
): Promise<void> {
  const missing = missingForPurchase(reading)
  if (missing.length > 0)
    throw new DocumentReadError(
      `We could not read this receipt's ${missing.join(', ')}. Please enter the fuel purchase by hand.`,
    )
  const now = ctx.clock.now()
  const ids = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(documents).where(eq(documents.id, doc.id)).for('update')
    if (!row || (row.status !== 'uploaded' && row.status !== 'processing')) return null
    const made = await proposeFuelPurchases(tx, {
      clock: ctx.clock,
      userId: doc.userId,
      documentId: doc.id,
      reading,
    })
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
    return made
  })
  if (!ids || ids.length === 0) return
  await notifyUser(ctx.db, doc.userId, 'settlement_needs_review', {
    title: `${doc.fileName} was read: check the fuel purchase`,
    body: `We read ${doc.fileName} as fuel bought in ${reading.city ? `${reading.city}, ` : ''}${reading.state} on ${reading.date}. Check it before it goes on your IFTA return.`,
    link: `/ifta/fuel/${ids[0]}/edit`,
  })
}
