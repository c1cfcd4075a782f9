import { and, eq, gte } from 'drizzle-orm'
import type { IftaRecordsAnswer } from '@/contracts/ifta.ts'
import { iftaRecordsKept, recordsKeptWarning } from '@/domain/ifta/records-kept.ts'
import { IFTA_RULES } from '@/domain/ifta/rules.ts'
import { addMonths } from '@/domain/period.ts'
import type { Db } from '@/server/db/client.ts'
import { fuelPurchases, iftaReturns, iftaTrips } from '@/server/db/schema/index.ts'

/**
 * The account's IFTA records still within the years IFTA keeps them (trips, fuel purchases, filed
 * returns), counted with the day the last may be discarded and a warning in words; null when none.
 * Closing or deleting the account says so, with the data export offered.
 */
export async function iftaRecordsToKeep(
  db: Db,
  userId: string,
  now: Date,
): Promise<IftaRecordsAnswer | null> {
  const today = now.toISOString().slice(0, 10)
  // Nothing dated before this can still be within its years (a quarter is due within four months).
  const since = addMonths(today, -(IFTA_RULES.recordYears * 12 + 6))
  const [trips, purchases, returns] = await Promise.all([
    db
      .select({ date: iftaTrips.startDate })
      .from(iftaTrips)
      .where(and(eq(iftaTrips.userId, userId), gte(iftaTrips.startDate, since))),
    db
      .select({ date: fuelPurchases.date })
      .from(fuelPurchases)
      .where(and(eq(fuelPurchases.userId, userId), gte(fuelPurchases.date, since))),
    db
      .select({ quarter: iftaReturns.quarter, filedOn: iftaReturns.filedOn })
      .from(iftaReturns)
      .where(and(eq(iftaReturns.userId, userId), eq(iftaReturns.status, 'filed'))),
  ])
  const kept = iftaRecordsKept(today, {
    trips: trips.map((t) => t.date),
    fuelPurchases: purchases.map((p) => p.date),
    returns,
  })
  return kept && { ...kept, warning: recordsKeptWarning(kept) }
}
