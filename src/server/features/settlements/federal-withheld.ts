import { and, eq, gte, isNotNull, lte, sum } from 'drizzle-orm'
import type { Db } from '@/server/db/client.ts'
import { settlementLines, settlements } from '@/server/db/schema/index.ts'

/**
 * Federal income tax withheld from a user's W-2 pay in a tax year: the `federal_income_tax` lines of
 * their confirmed settlements paid as an employee, by settlement date (Form 1040 line 25a). Credit
 * lines (a refund of withholding) count as negative.
 */
export async function federalWithheldCents(db: Db, userId: string, year: number): Promise<number> {
  const [row] = await db
    .select({ cents: sum(settlementLines.amountCents) })
    .from(settlementLines)
    .innerJoin(settlements, eq(settlements.id, settlementLines.settlementId))
    .where(
      and(
        eq(settlements.userId, userId),
        eq(settlements.paidAs, 'employee'),
        isNotNull(settlements.confirmedAt),
        gte(settlements.settlementDate, `${year}-01-01`),
        lte(settlements.settlementDate, `${year}-12-31`),
        eq(settlementLines.kind, 'deduction'),
        eq(settlementLines.category, 'federal_income_tax'),
      ),
    )
  return Number(row?.cents ?? 0)
}
