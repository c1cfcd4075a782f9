import { and, eq } from 'drizzle-orm'
import { postSettlementEntries } from '@/server/shared/settlements/post-settlement-entries.ts'
import type { Settlement } from '../../../contracts/settlements.ts'
import type { Db } from '../../db/client.ts'
import { ledgerEntries, settlementLines, settlements } from '../../db/schema/index.ts'
import type { Clock } from '../../lib/clock.ts'
import { isUuid } from '../../lib/sql-values.ts'
import { insertSettlementLines, type SettlementInputData, settlementValues } from './create-settlement.ts'
import { getSettlement } from './get-settlement.ts'
import { settlementNotFound } from './settlement-view.ts'

/**
 * Replaces a settlement's fields and lines (the edit screen sends the whole form). A confirmed
 * settlement's ledger entries are posted again from the new lines, in the same transaction.
 */
export async function updateSettlement(options: {
  db: Db
  userId: string
  clock: Clock
  id: string
  input: SettlementInputData
}): Promise<Settlement> {
  const { db, userId, id, input } = options
  if (!isUuid(id)) throw settlementNotFound()
  const now = options.clock.now()
  await db.transaction(async (tx) => {
    // Updating first locks the row, so a confirm running at the same time is seen here.
    const [row] = await tx
      .update(settlements)
      .set({ ...settlementValues(input), updatedAt: now })
      .where(and(eq(settlements.id, id), eq(settlements.userId, userId)))
      .returning()
    if (!row) throw settlementNotFound()
    await tx.delete(settlementLines).where(eq(settlementLines.settlementId, id))
    await insertSettlementLines(tx as unknown as Db, id, input.lines)
    if (row.confirmedAt) {
      await tx
        .delete(ledgerEntries)
        .where(and(eq(ledgerEntries.settlementId, id), eq(ledgerEntries.userId, userId)))
      await postSettlementEntries({ db: tx as unknown as Db, userId, settlement: row, lines: input.lines })
    }
  })
  return getSettlement({ db, userId, id })
}
