import type { Caller } from '@/server/shared/caller.ts'
import { taxReport } from './tax-report.ts'

export interface TaxEstimate {
  /** The year's federal tax on the income so far (the Tax Summary's total), or the rule of thumb. */
  estimatedTaxCents: number
  /** 'detailed' from the year's tables; 'rule_of_thumb' (25 % of net) only where they are missing. */
  estimatedTaxBasis: 'detailed' | 'rule_of_thumb'
  estimatedTaxYear: number
  /** What one more dollar of deduction saves, percent ("22.5"); '0.0' for an employee. */
  marginalPercent: string
  /** Paid only on a W-2 this year: expenses save nothing. */
  employee: boolean
}

/**
 * The one estimate every screen shows: the Tax Summary's detailed federal tax for the year so far
 * (how the user is paid, per diem, the vehicle's method, withholding aside), never a share of net.
 */
export async function taxEstimate(caller: Caller, year: number): Promise<TaxEstimate> {
  const report = await taxReport({ ...caller, year })
  const detailed = report.detailed
  if (!detailed) {
    return {
      estimatedTaxCents: report.simpleEstimateCents,
      estimatedTaxBasis: 'rule_of_thumb',
      estimatedTaxYear: year,
      marginalPercent: report.payType === 'w2' ? '0.0' : '25.0',
      employee: report.payType === 'w2',
    }
  }
  return {
    estimatedTaxCents: detailed.totalTaxCents,
    estimatedTaxBasis: 'detailed',
    estimatedTaxYear: year,
    marginalPercent: report.payType === 'w2' ? '0.0' : detailed.marginalPercent,
    employee: report.payType === 'w2',
  }
}
