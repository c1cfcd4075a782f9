import { eq } from 'drizzle-orm'
import type { DocumentStatus, MappingReview } from '@/contracts/documents.ts'
import type { Db } from '@/server/db/client.ts'
import { documents } from '@/server/db/schema/index.ts'
import { insertSettlement } from '@/server/features/settlements/settlements.public.ts'
import type { Clock } from '@/server/lib/clock.ts'
import { reviewOf, type SettlementDraft } from './extracted-settlements.ts'

/**
 * Stores what was read from a document in one transaction: its settlements (complete ones posted
 * to the ledger, the rest pending review, each with what to review) and the document's status. A
 * document that another run already finished is left as it is, so a retried or repeated job never
 * stores twice.
 */
export async function saveReading(options: {
  db: Db
  clock: Clock
  documentId: string
  drafts: SettlementDraft[]
  mappingReview?: MappingReview | null
  /** States a document may be in for this reading to be stored. */
  from: DocumentStatus[]
  /** Only a document still asking for its columns to be confirmed. */
  awaitingMapping?: boolean
}): Promise<boolean> {
  const { db, documentId, drafts } = options
  const now = options.clock.now()
  return db.transaction(async (tx) => {
    const [doc] = await tx.select().from(documents).where(eq(documents.id, documentId)).for('update')
    if (!doc || !options.from.includes(doc.status)) return false
    if (options.awaitingMapping && !doc.result?.mappingReview) return false
    for (const draft of drafts) {
      await insertSettlement(tx, {
        userId: doc.userId,
        input: draft.input,
        now,
        post: draft.complete,
        documentId,
        review: reviewOf(draft),
        looksLikeW2: draft.looksLikeW2 === true,
      })
    }
    const mappingReview = options.mappingReview ?? null
    const needsReview = mappingReview !== null || drafts.some((draft) => !draft.complete)
    await tx
      .update(documents)
      .set({
        status: needsReview ? 'needs_review' : 'processed',
        error: null,
        result: { mappingReview },
        processedAt: now,
        updatedAt: now,
      })
      .where(eq(documents.id, documentId))
    return true
  })
}

/** Marks a document failed with the reason the user sees (unless another run finished it). */
export async function failDocument(options: { db: Db; clock: Clock; documentId: string; reason: string }) {
  const now = options.clock.now()
  await options.db.transaction(async (tx) => {
    const [doc] = await tx.select().from(documents).where(eq(documents.id, options.documentId)).for('update')
    if (!doc || doc.status === 'processed' || doc.status === 'needs_review') return
    await tx
      .update(documents)
      .set({ status: 'failed', error: options.reason, processedAt: now, updatedAt: now })
      .where(eq(documents.id, options.documentId))
  })
}
