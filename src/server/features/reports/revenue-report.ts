import { and, between, eq, isNotNull, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { RevenueReport, ZRevenueQuery } from '@/contracts/reports.ts'
import { addMonths, type DateRange, endOfMonth, lastMonths, startOfYear } from '@/domain/period.ts'
import { percentChange, shareOf } from '@/domain/reports/report-range.ts'
import type { Db } from '@/server/db/client.ts'
import { settlementLines, settlements } from '@/server/db/schema/index.ts'
import { ledgerTotalsRows } from '@/server/lib/ledger-totals.ts'
import { exactInt } from '@/server/lib/sql-values.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { categorySums, isRevenue, totalOf } from './ledger-category-sums.ts'
import { rangesOf } from './report-ranges.ts'

/** How many sources the Top Revenue Sources list shows. */
const TOP_SOURCES = 5

/** The first days of the trend's months, oldest first, ending with the month of `to`. */
function trendMonths(trend: 'ytd' | '6m' | '12m', to: string): string[] {
  if (trend !== 'ytd') return lastMonths(to, trend === '6m' ? 6 : 12)
  const months: string[] = []
  for (let month = startOfYear(to); month <= to; month = addMonths(month, 1)) months.push(month)
  return months
}

async function monthlyRevenue(db: Db, userId: string, months: string[]) {
  const rows = ledgerTotalsRows(db, {
    userId,
    types: ['revenue'],
    from: months[0],
    to: endOfMonth(months.at(-1)!),
  })
  const month = sql<string>`to_char(date_trunc('month', ${rows.date}::timestamp), 'YYYY-MM')`
  const result = await db
    .select({ month, cents: sql<string>`sum(${rows.amountCents})::text` })
    .from(rows)
    .groupBy(month)
  const byMonth = new Map(result.map((r) => [r.month, exactInt(r.cents)]))
  return months.map((first) => ({
    month: first.slice(0, 7),
    revenueCents: byMonth.get(first.slice(0, 7)) ?? 0,
  }))
}

/** Loads on the range's confirmed settlements, by payer: count, pay, and pay and miles where miles are stated. */
async function loadsByPayer(db: Db, userId: string, range: DateRange) {
  return db
    .select({
      payer: settlements.broker,
      loads: sql<string>`count(*)::text`,
      payCents: sql<string>`sum(${settlementLines.amountCents})::text`,
      withMilesCents: sql<string>`coalesce(sum(${settlementLines.amountCents}) filter (where ${settlementLines.miles} > 0), 0)::text`,
      miles: sql<string>`coalesce(sum(${settlementLines.miles}) filter (where ${settlementLines.miles} > 0), 0)::text`,
    })
    .from(settlementLines)
    .innerJoin(settlements, eq(settlements.id, settlementLines.settlementId))
    .where(
      and(
        eq(settlements.userId, userId),
        isNotNull(settlements.confirmedAt),
        between(settlements.settlementDate, range.from, range.to),
        eq(settlementLines.kind, 'load'),
      ),
    )
    .groupBy(settlements.broker)
}

/** The payer of revenue typed in by hand, not posted by a settlement. */
export const HAND_ENTERED_PAYER = 'Revenue entered by hand'

/**
 * Revenue by payer: what each broker's confirmed settlements of the range posted (gross and
 * reimbursements, as settlementPostings does), read from the settlements (one row each, by the
 * user's date index) rather than from every revenue entry.
 */
async function revenueByPayer(db: Db, userId: string, range: DateRange) {
  return db
    .select({
      payer: sql<string>`${settlements.broker}`,
      cents: sql<string>`sum(${settlements.grossCents} + ${settlements.reimbursementsCents})::text`,
    })
    .from(settlements)
    .where(
      and(
        eq(settlements.userId, userId),
        isNotNull(settlements.confirmedAt),
        between(settlements.settlementDate, range.from, range.to),
      ),
    )
    .groupBy(settlements.broker)
}

/** Revenue of a period: loads, load pay per load and per mile, growth, trend and top payers. */
export async function revenueReport(
  options: Caller & z.output<typeof ZRevenueQuery> & { today: string },
): Promise<RevenueReport> {
  const { db, userId } = options
  const { range, previous } = rangesOf(options, options.today)
  const [now, before, trend, loads, payers] = await Promise.all([
    categorySums(db, userId, range),
    categorySums(db, userId, previous),
    monthlyRevenue(db, userId, trendMonths(options.trend, range.to)),
    loadsByPayer(db, userId, range),
    revenueByPayer(db, userId, range),
  ])
  const totalRevenueCents = totalOf(now, isRevenue)
  const previousRevenueCents = totalOf(before, isRevenue)
  const loadCount = loads.reduce((sum, l) => sum + exactInt(l.loads), 0)
  const loadMiles = loads.reduce((sum, l) => sum + Number(l.miles), 0)
  const loadPay = loads.reduce((sum, l) => sum + exactInt(l.payCents), 0)
  const milesPay = loads.reduce((sum, l) => sum + exactInt(l.withMilesCents), 0)
  const loadsOf = new Map(loads.map((l) => [l.payer ?? '', exactInt(l.loads)]))
  const fromSettlements = payers.map((p) => ({
    payer: p.payer,
    revenueCents: exactInt(p.cents),
    loadCount: loadsOf.get(p.payer) ?? 0,
  }))
  const byHand = totalRevenueCents - fromSettlements.reduce((sum, p) => sum + p.revenueCents, 0)
  const topSources = [
    ...fromSettlements,
    ...(byHand > 0 ? [{ payer: HAND_ENTERED_PAYER, revenueCents: byHand, loadCount: 0 }] : []),
  ]
    .sort((a, b) => b.revenueCents - a.revenueCents || a.payer.localeCompare(b.payer))
    .slice(0, TOP_SOURCES)
    .map((p) => ({ ...p, percent: shareOf(p.revenueCents, totalRevenueCents) }))
  return {
    period: options.period,
    range,
    totalRevenueCents,
    loadCount,
    averagePerLoadCents: loadCount === 0 ? null : Math.round(loadPay / loadCount),
    revenuePerMileCents: loadMiles > 0 ? Math.round(milesPay / loadMiles) : null,
    loadMiles: Math.round(loadMiles * 10) / 10,
    previousRevenueCents,
    growthPercent: percentChange(totalRevenueCents, previousRevenueCents),
    trend,
    topSources,
  }
}
