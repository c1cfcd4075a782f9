import type { z } from 'zod'
import type { ProfitLossReport, ZReportQuery } from '@/contracts/reports.ts'
import type { DateRange } from '@/domain/period.ts'
import { percentChange } from '@/domain/reports/report-range.ts'
import type { Db } from '@/server/db/client.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { byCategory, categorySums, isExpense, isRevenue, totalOf } from './ledger-category-sums.ts'
import { rangesOf } from './report-ranges.ts'
import { taxEstimate } from './tax-estimate.ts'

async function totals(db: Db, userId: string, range: DateRange) {
  const sums = await categorySums(db, userId, range)
  const totalRevenueCents = totalOf(sums, isRevenue)
  const totalExpensesCents = totalOf(sums, isExpense)
  return {
    sums,
    totalRevenueCents,
    totalExpensesCents,
    netProfitCents: totalRevenueCents - totalExpensesCents,
  }
}

const withoutCounts = (rows: ReturnType<typeof byCategory>) =>
  rows.map(({ category, label, amountCents, percent }) => ({ category, label, amountCents, percent }))

/** Revenue, expenses and net profit of a period by category, against the period before. */
export async function profitLossReport(
  options: Caller & z.output<typeof ZReportQuery> & { today: string },
): Promise<ProfitLossReport> {
  const { db, userId } = options
  const { range, previous } = rangesOf(options, options.today)
  // The estimate is the Tax Summary's for the year the period ends in (never past this year).
  const taxYear = Math.min(Number(range.to.slice(0, 4)), Number(options.today.slice(0, 4)))
  const [now, before, estimate] = await Promise.all([
    totals(db, userId, range),
    totals(db, userId, previous),
    taxEstimate(options, taxYear),
  ])
  return {
    period: options.period,
    range,
    totalRevenueCents: now.totalRevenueCents,
    totalExpensesCents: now.totalExpensesCents,
    netProfitCents: now.netProfitCents,
    estimatedTaxCents: estimate.estimatedTaxCents,
    estimatedTaxBasis: estimate.estimatedTaxBasis,
    estimatedTaxYear: estimate.estimatedTaxYear,
    revenueByCategory: withoutCounts(byCategory(now.sums, isRevenue)),
    expensesByCategory: withoutCounts(byCategory(now.sums, isExpense)),
    previous: {
      range: previous,
      totalRevenueCents: before.totalRevenueCents,
      totalExpensesCents: before.totalExpensesCents,
      netProfitCents: before.netProfitCents,
    },
    change: {
      revenue: percentChange(now.totalRevenueCents, before.totalRevenueCents),
      expenses: percentChange(now.totalExpensesCents, before.totalExpensesCents),
      netProfit: percentChange(now.netProfitCents, before.netProfitCents),
    },
  }
}
