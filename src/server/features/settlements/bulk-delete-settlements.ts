import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { settlements } from '../../db/schema/index.ts'
import { settlementNotFound } from './settlement-view.ts'

/**
 * Deletes several of the user's settlements, all or nothing: when any id is not one of theirs,
 * nothing is deleted and the answer is "not found".
 */
export async function bulkDeleteSettlements(options: { db: Db; userId: string; ids: readonly string[] }) {
  const { db, userId } = options
  const ids = [...new Set(options.ids)]
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(settlements)
      .where(and(eq(settlements.userId, userId), inArray(settlements.id, ids)))
      .returning({ id: settlements.id })
    if (deleted.length !== ids.length) throw settlementNotFound()
    return { deleted: deleted.length }
  })
}
