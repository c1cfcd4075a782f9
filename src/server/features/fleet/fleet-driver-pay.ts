import { eq, sql } from 'drizzle-orm'
import type { DateRange } from '@/domain/period.ts'
import type { Db } from '@/server/db/client.ts'
import { fleetMembers, users } from '@/server/db/schema/index.ts'
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

/**
 * The fleet's drivers and the version of each one's books, as one string: what a fleet manager's
 * cached dashboard depends on beyond the manager's own books (a driver's new settlement, a driver who
 * joins or leaves). Empty without drivers.
 */
export async function fleetBooksVersions(db: Db, managerId: string): Promise<string> {
  const [row] = await db
    .select({
      versions: sql<
        string | null
      >`string_agg(${users.id}::text || ':' || ${users.booksVersion}::text, ',' order by ${users.id})`,
    })
    .from(fleetMembers)
    .innerJoin(users, eq(users.id, fleetMembers.driverId))
    .where(eq(fleetMembers.fleetManagerId, managerId))
  return row?.versions ?? ''
}
