import { eq, sql } from 'drizzle-orm'
import type { DateRange } from '@/domain/period.ts'
import type { Db } from '@/server/db/client.ts'
import { fleetMembers } from '@/server/db/schema/index.ts'
import { ledgerTotalsRows } from '@/server/lib/ledger-totals.ts'
import { exactInt } from '@/server/lib/sql-values.ts'

/**
 * What a fleet's drivers were paid in a range: their revenue entries (the pay on their settlements),
 * which is the fleet's cost, never its revenue. From the totals tables; 0 without drivers.
 */
export async function fleetDriverPay(db: Db, managerId: string, range: DateRange): Promise<number> {
  const drivers = await db
    .select({ id: fleetMembers.driverId })
    .from(fleetMembers)
    .where(eq(fleetMembers.fleetManagerId, managerId))
  if (drivers.length === 0) return 0
  const rows = ledgerTotalsRows(db, { userId: drivers.map((d) => d.id), types: ['revenue'], ...range })
  const [total] = await db
    .select({ cents: sql<string>`coalesce(sum(${rows.amountCents}), 0)::text` })
    .from(rows)
  return exactInt(total?.cents)
}
