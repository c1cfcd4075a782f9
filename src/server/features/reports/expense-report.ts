import type { z } from 'zod'
import type { ExpenseReport, ZReportQuery } from '@/contracts/reports.ts'
import { percentOfCents } from '@/domain/decimal.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { byCategory, categorySums, isExpense } from './ledger-category-sums.ts'
import { rangesOf } from './report-ranges.ts'
import { taxEstimate } from './tax-estimate.ts'

/**
 * A period's expenses by category with the real per-expense tax flag. The tax savings are the
 * deductible expenses at the user's marginal rate of the period's year (income tax bracket plus SE
 * tax where it applies, as the Tax Summary figures it); nothing for an employee, who cannot deduct.
 */
export async function expenseReport(
  options: Caller & z.output<typeof ZReportQuery> & { today: string },
): Promise<ExpenseReport> {
  const { range } = rangesOf(options, options.today)
  const taxYear = Math.min(Number(range.to.slice(0, 4)), Number(options.today.slice(0, 4)))
  const [sums, estimate] = await Promise.all([
    categorySums(options.db, options.userId, range),
    taxEstimate(options, taxYear),
  ])
  const categories = byCategory(sums, isExpense)
  const totalExpensesCents = categories.reduce((sum, c) => sum + c.amountCents, 0)
  const taxDeductibleCents = categories.reduce((sum, c) => sum + c.taxDeductibleCents, 0)
  const savingsBasis = estimate.employee
    ? ('employee' as const)
    : estimate.estimatedTaxBasis === 'rule_of_thumb'
      ? ('rule_of_thumb' as const)
      : ('marginal_rate' as const)
  const savings = estimate.employee ? 0 : percentOfCents(taxDeductibleCents, estimate.marginalPercent)
  return {
    period: options.period,
    range,
    totalExpensesCents,
    taxDeductibleCents,
    estimatedTaxSavingsCents: savings,
    savingsRatePercent: estimate.marginalPercent,
    savingsBasis,
    expenseCount: categories.reduce((sum, c) => sum + c.count, 0),
    categoryCount: categories.length,
    categories,
  }
}
