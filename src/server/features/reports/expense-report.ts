import type { z } from 'zod'
import type { ExpenseReport, ZReportQuery } from '@/contracts/reports.ts'
import { percentOfCents } from '@/domain/decimal.ts'
import { SIMPLE_ESTIMATE_PERCENT } from '@/domain/tax/tables.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { byCategory, categorySums, isExpense } from './ledger-category-sums.ts'
import { rangesOf } from './report-ranges.ts'

/**
 * A period's expenses by category with the real per-expense tax flag. The tax savings are estimated
 * at the same 25 % as the simple tax estimate (spec 9): deductible expenses × 25 %.
 */
export async function expenseReport(
  options: Caller & z.output<typeof ZReportQuery> & { today: string },
): Promise<ExpenseReport> {
  const { range } = rangesOf(options, options.today)
  const sums = await categorySums(options.db, options.userId, range)
  const categories = byCategory(sums, isExpense)
  const totalExpensesCents = categories.reduce((sum, c) => sum + c.amountCents, 0)
  const taxDeductibleCents = categories.reduce((sum, c) => sum + c.taxDeductibleCents, 0)
  const savings = percentOfCents(taxDeductibleCents, SIMPLE_ESTIMATE_PERCENT)
  return {
    period: options.period,
    range,
    totalExpensesCents,
    taxDeductibleCents,
    estimatedTaxSavingsCents: savings,
    savingsRatePercent: SIMPLE_ESTIMATE_PERCENT,
    expenseCount: categories.reduce((sum, c) => sum + c.count, 0),
    categoryCount: categories.length,
    categories,
  }
}
