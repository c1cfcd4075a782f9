import { and, asc, between, eq } from 'drizzle-orm'
import type { PerDiemDay } from '@/contracts/per-diem.ts'
import { type PerDiemTotals, perDiemTotals, pricePerDiemDay } from '@/domain/tax/per-diem-log.ts'
import { PER_DIEM_RULES } from '@/domain/tax/tables.ts'
import type { Db } from '@/server/db/client.ts'
import { perDiemDays } from '@/server/db/schema/index.ts'

export function yearRange(year: number) {
  const y = String(year).padStart(4, '0')
  return { from: `${y}-01-01`, to: `${y}-12-31` }
}

/**
 * The user's confirmed days away from home in a calendar year, by date, each at the rate of its
 * date, and their totals: the allowance and `deductiblePercent` of it (80 % under DOT
 * hours-of-service rules by default). What the tax report reads for Schedule C line 24b.
 */
export async function perDiemYear(
  db: Db,
  userId: string,
  year: number,
  deductiblePercent: string = PER_DIEM_RULES.dotDeductiblePercent,
): Promise<{ items: PerDiemDay[]; totals: PerDiemTotals }> {
  const { from, to } = yearRange(year)
  const rows = await db
    .select({ date: perDiemDays.date, kind: perDiemDays.kind, outsideConus: perDiemDays.outsideConus })
    .from(perDiemDays)
    .where(and(eq(perDiemDays.userId, userId), between(perDiemDays.date, from, to)))
    .orderBy(asc(perDiemDays.date))
  const items = rows.map(pricePerDiemDay)
  return { items, totals: perDiemTotals(items, deductiblePercent) }
}
