import { eq } from 'drizzle-orm'
import type { DocumentResult, DocumentStatus, MappingReview } from '@/contracts/documents.ts'
import type { Db } from '@/server/db/client.ts'
import { documents, settlements } from '@/server/db/schema/index.ts'
import { insertSettlementLines, settlementValues } from '@/server/features/settlements/create-settlement.ts'
import type { Clock } from '@/server/lib/clock.ts'
import { postSettlementEntries } from '@/server/shared/settlements/post-settlement-entries.ts'
import { reviewOf, type SettlementDraft } from './extracted-settlements.ts'

/**
 * Stores what was read from a document in one transaction: its settlements (complete ones posted
 * to the ledger, the rest pending review) and the document's status. A document that another run
 * already finished is left as it is, so a retried or repeated job never stores twice.
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
    const reviews: DocumentResult['reviews'] = []
    for (const draft of drafts) {
      const [row] = await tx
        .insert(settlements)
        .values({
          userId: doc.userId,
          ...settlementValues(draft.input),
          status: draft.complete ? 'processed' : 'pending',
          confirmedAt: draft.complete ? now : null,
          documentId,
          confidence: averageConfidence(draft),
          createdAt: now,
          updatedAt: now,
        })
        .returning()
      const settlement = row!
      await insertSettlementLines(tx as unknown as Db, settlement.id, draft.input.lines)
      if (draft.complete) {
        await postSettlementEntries({
          db: tx as unknown as Db,
          userId: doc.userId,
          settlement,
          lines: draft.input.lines,
        })
      }
      reviews.push(reviewOf(settlement.id, draft))
    }
    const mappingReview = options.mappingReview ?? null
    const needsReview = mappingReview !== null || drafts.some((draft) => !draft.complete)
    await tx
      .update(documents)
      .set({
        status: needsReview ? 'needs_review' : 'processed',
        error: null,
        result: { reviews, mappingReview },
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

function averageConfidence(draft: SettlementDraft): number | null {
  const values = Object.values(draft.confidence).filter((v): v is number => typeof v === 'number')
  if (values.length === 0) return null
  return values.reduce((a, b) => a + b, 0) / values.length
}
