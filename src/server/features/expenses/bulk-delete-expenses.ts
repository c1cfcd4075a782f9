import { and, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { ledgerEntries } from '../../db/schema/index.ts'
import { ownExpenses } from './expense-filters.ts'
import { expenseNotFound, postedBySettlement } from './expense-view.ts'

/**
 * Deletes all the given expenses or none: one id that is not the user's expense (404) or one row
 * posted by a settlement (409) leaves every row in place.
 */
export async function bulkDeleteExpenses(options: {
  db: Db
  userId: string
  ids: string[]
}): Promise<{ deleted: number }> {
  const { db, userId } = options
  const ids = [...new Set(options.ids.map((id) => id.toLowerCase()))]
  return db.transaction(async (tx) => {
    const where = and(ownExpenses(userId), inArray(ledgerEntries.id, ids))
    // Locked, so a row cannot be changed or posted between the check and the delete.
    const rows = await tx
      .select({ id: ledgerEntries.id, settlementId: ledgerEntries.settlementId })
      .from(ledgerEntries)
      .where(where)
      .for('update')
    if (rows.length !== ids.length) throw expenseNotFound()
    if (rows.some((row) => row.settlementId !== null)) throw postedBySettlement()
    const deleted = await tx.delete(ledgerEntries).where(where).returning({ id: ledgerEntries.id })
    return { deleted: deleted.length }
  })
}
