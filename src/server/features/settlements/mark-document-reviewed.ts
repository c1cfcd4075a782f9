import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Tx } from '@/server/db/client.ts'
import { documents, settlements } from '@/server/db/schema/index.ts'

/**
 * A document waiting for review is done once none of its settlements is pending any more (and it
 * is not waiting for its columns). Call it in the transaction that confirms a settlement.
 */
export async function markDocumentReviewed(tx: Tx, documentId: string, now: Date): Promise<void> {
  const [pending] = await tx
    .select({ id: settlements.id })
    .from(settlements)
    .where(and(eq(settlements.documentId, documentId), eq(settlements.status, 'pending')))
    .limit(1)
  if (pending) return
  await tx
    .update(documents)
    .set({ status: 'processed', updatedAt: now })
    .where(
      and(
        eq(documents.id, documentId),
        eq(documents.status, 'needs_review'),
        isNull(sql`${documents.result} -> 'mappingReview' -> 'headers'`),
      ),
    )
}
