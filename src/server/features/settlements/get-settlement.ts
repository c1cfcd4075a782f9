import { and, asc, eq } from 'drizzle-orm'
import type { Settlement } from '@/contracts/settlements.ts'
import { documents, settlementLines, settlements } from '@/server/db/schema/index.ts'
import { flagsOfSettlement } from '@/server/features/loads/loads.public.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { settlementNotFound, toSettlement } from './settlement-view.ts'

/**
 * One of the user's settlements with its lines in order, its document and the flags of the loads it
 * paid; anyone else's is not found.
 */
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
  const [lines, loadFlags] = await Promise.all([
    db
      .select()
      .from(settlementLines)
      .where(eq(settlementLines.settlementId, id))
      .orderBy(asc(settlementLines.position)),
    flagsOfSettlement(db, { userId, settlementId: id }),
  ])
  return toSettlement(found.settlement, lines, found.document, loadFlags)
}
