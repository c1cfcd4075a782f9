import { and, eq } from 'drizzle-orm'
import type { Settlement, SettlementValues } from '@/contracts/settlements.ts'
import { settlements } from '@/server/db/schema/index.ts'
import { checkTruckRef } from '@/server/features/trucks/trucks.public.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { getSettlement } from './get-settlement.ts'
import { markDocumentReviewed } from './mark-document-reviewed.ts'
import { settlementNotFound } from './settlement-view.ts'
import { replaceSettlement } from './store-settlement.ts'

/**
 * Confirms a settlement read from a document with what the user checked on the review screen: its
 * fields and lines are replaced by the edited ones and its ledger entries posted, in one
 * transaction. Confirming it again changes nothing (a second click, a second tab).
 */
export async function confirmSettlement(
  options: Caller & { id: string } & SettlementValues,
): Promise<Settlement> {
  const { db, clock, userId, id, ...input } = options
  await checkTruckRef({ db, userId, truckId: input.truckId })
  const now = clock.now()
  await db.transaction(async (tx) => {
    // The row lock makes a second confirm wait and then see this one's confirmed_at.
    const [row] = await tx
      .select({ confirmedAt: settlements.confirmedAt, documentId: settlements.documentId })
      .from(settlements)
      .where(and(eq(settlements.id, id), eq(settlements.userId, userId)))
      .for('update')
    if (!row) throw settlementNotFound()
    if (row.confirmedAt) return
    await replaceSettlement(tx, { userId, id, input, now, confirm: true })
    if (row.documentId) await markDocumentReviewed(tx, row.documentId, now)
  })
  return getSettlement({ db, clock, userId, id })
}
