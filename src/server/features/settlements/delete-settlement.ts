import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { settlements } from '../../db/schema/index.ts'
import { isUuid } from '../../lib/sql-values.ts'
import { settlementNotFound } from './settlement-view.ts'

/** Deletes one of the user's settlements; its lines and ledger entries go with it (FK cascade). */
export async function deleteSettlement(options: { db: Db; userId: string; id: string }) {
  const { db, userId, id } = options
  if (!isUuid(id)) throw settlementNotFound()
  const deleted = await db
    .delete(settlements)
    .where(and(eq(settlements.id, id), eq(settlements.userId, userId)))
    .returning({ id: settlements.id })
  if (deleted.length === 0) throw settlementNotFound()
}
