import { and, asc, eq, sql } from 'drizzle-orm'
import type { SettlementLoadFlag } from '@/contracts/settlements.ts'
import type { Db } from '@/server/db/client.ts'
import { loads } from '@/server/db/schema/index.ts'

/**
 * What to ask the payer about on a settlement: the pay flags of the loads it paid (kept on their rows
 * since it was posted), each naming its load, in pickup order. The settlement is the user's, and so
 * are the loads it paid.
 */
export async function flagsOfSettlement(
  db: Db,
  options: { userId: string; settlementId: string },
): Promise<SettlementLoadFlag[]> {
  const rows = await db
    .select({ id: loads.id, loadNumber: loads.loadNumber, payFlags: loads.payFlags })
    .from(loads)
    .where(
      and(
        eq(loads.settlementId, options.settlementId),
        eq(loads.userId, options.userId),
        sql`${loads.payFlags} <> '[]'::jsonb`,
      ),
    )
    .orderBy(sql`${loads.pickupDate} nulls last`, asc(loads.loadNumber), asc(loads.id))
  return rows.flatMap((row) =>
    row.payFlags.map((flag) => ({ ...flag, loadId: row.id, loadNumber: row.loadNumber })),
  )
}
