import type { Settlement, SettlementValues } from '@/contracts/settlements.ts'
import { checkTruckRef } from '@/server/features/trucks/trucks.public.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { getSettlement } from './get-settlement.ts'
import { settlementNotFound } from './settlement-view.ts'
import { replaceSettlement } from './store-settlement.ts'

/**
 * Replaces a settlement's fields and lines (the edit screen sends the whole form). A confirmed
 * settlement's ledger entries are posted again from the new lines, in the same transaction.
 */
export async function updateSettlement(
  options: Caller & { id: string } & SettlementValues,
): Promise<Settlement> {
  const { db, clock, userId, id, ...input } = options
  await checkTruckRef({ db, userId, truckId: input.truckId })
  await db.transaction(async (tx) => {
    const row = await replaceSettlement(tx, { userId, id, input, now: clock.now() })
    if (!row) throw settlementNotFound()
  })
  return getSettlement({ db, clock, userId, id })
}
