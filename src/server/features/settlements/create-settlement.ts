import type { Settlement, SettlementValues } from '@/contracts/settlements.ts'
import { checkTruckRef } from '@/server/features/trucks/trucks.public.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { getSettlement } from './get-settlement.ts'
import { insertSettlement } from './store-settlement.ts'

/**
 * Manual entry: the user types the pay sheet in, so it is confirmed as it is saved. The settlement,
 * its lines and its ledger entries are written in one transaction.
 */
export async function createSettlement(options: Caller & SettlementValues): Promise<Settlement> {
  const { db, clock, userId, ...input } = options
  await checkTruckRef({ db, userId, truckId: input.truckId })
  const created = await db.transaction((tx) =>
    insertSettlement(tx, { userId, input, now: clock.now(), post: true }),
  )
  return getSettlement({ db, clock, userId, id: created.id })
}
