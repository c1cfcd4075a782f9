import { and, asc, eq } from 'drizzle-orm'
import type { Settlement } from '@/contracts/settlements.ts'
import type { Db } from '@/server/db/client.ts'
import { settlementLines, settlements } from '@/server/db/schema/index.ts'
import { isUuid } from '@/server/lib/sql-values.ts'
import { settlementNotFound, toSettlement } from './settlement-view.ts'

/** One of the user's settlements with its lines in order; anyone else's is not found. */
export async function getSettlement(options: { db: Db; userId: string; id: string }): Promise<Settlement> {
  const { db, userId, id } = options
  if (!isUuid(id)) throw settlementNotFound()
  const [row] = await db
    .select()
    .from(settlements)
    .where(and(eq(settlements.id, id), eq(settlements.userId, userId)))
  if (!row) throw settlementNotFound()
  const lines = await db
    .select()
    .from(settlementLines)
    .where(eq(settlementLines.settlementId, id))
    .orderBy(asc(settlementLines.position))
  return toSettlement(row, lines)
}
