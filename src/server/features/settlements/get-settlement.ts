import { and, asc, eq } from 'drizzle-orm'
import type { Settlement } from '@/contracts/settlements.ts'
import { documents, settlementLines, settlements } from '@/server/db/schema/index.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { settlementNotFound, toSettlement } from './settlement-view.ts'

/** One of the user's settlements with its lines in order and its document; anyone else's is not found. */
export async function getSettlement(options: Caller & { id: string }): Promise<Settlement> {
  const { db, userId, id } = options
  const [found] = await db
    .select({
      settlement: settlements,
      document: { id: documents.id, fileName: documents.fileName, mediaType: documents.mediaType },
    })
    .from(settlements)
    .leftJoin(documents, eq(documents.id, settlements.documentId))
    .where(and(eq(settlements.id, id), eq(settlements.userId, userId)))
  if (!found) throw settlementNotFound()
  const lines = await db
    .select()
    .from(settlementLines)
    .where(eq(settlementLines.settlementId, id))
    .orderBy(asc(settlementLines.position))
  return toSettlement(found.settlement, lines, found.document)
}
