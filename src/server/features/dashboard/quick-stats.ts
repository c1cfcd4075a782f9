import { and, count, eq, gte, inArray, lte, sql } from 'drizzle-orm'
import type { Dashboard } from '@/contracts/dashboard.ts'
import { tenthsToMiles } from '@/domain/mileage/deduction.ts'
import { type DateRange, endOfMonth, startOfMonth } from '@/domain/period.ts'
import type { Db } from '@/server/db/client.ts'
import { documents, mileageEntries, settlements } from '@/server/db/schema/index.ts'
import { exactInt } from '@/server/lib/sql-values.ts'

/**
 * The Quick Stats box. "This month" is the calendar month of the user's today, whatever period the
 * dashboard shows; miles follow the shown period.
 */
export async function quickStats(
  db: Db,
  userId: string,
  options: { today: string; range: DateRange },
): Promise<Omit<Dashboard['quickStats'], 'loadsThisMonth'>> {
  const { today, range } = options
  const [[thisMonth], [pending], [miles], [receipts]] = await Promise.all([
    db
      .select({ n: count() })
      .from(settlements)
      .where(
        and(
          eq(settlements.userId, userId),
          gte(settlements.settlementDate, startOfMonth(today)),
          lte(settlements.settlementDate, endOfMonth(today)),
        ),
      ),
    // Uploads still being read or waiting for the user's review.
    db
      .select({ n: count() })
      .from(documents)
      .where(
        and(
          eq(documents.userId, userId),
          eq(documents.kind, 'settlement'),
          inArray(documents.status, ['uploaded', 'processing', 'needs_review']),
        ),
      ),
    db
      .select({ tenths: sql<string>`sum(${mileageEntries.milesTenths})::text` })
      .from(mileageEntries)
      .where(
        and(
          eq(mileageEntries.userId, userId),
          gte(mileageEntries.date, range.from),
          lte(mileageEntries.date, range.to),
        ),
      ),
    db
      .select({ n: count() })
      .from(documents)
      .where(
        and(eq(documents.userId, userId), eq(documents.kind, 'receipt'), eq(documents.status, 'processed')),
      ),
  ])
  return {
    settlementsThisMonth: exactInt(thisMonth?.n),
    pendingUploads: exactInt(pending?.n),
    milesLogged: tenthsToMiles(exactInt(miles?.tenths)),
    receiptsScanned: exactInt(receipts?.n),
  }
}
