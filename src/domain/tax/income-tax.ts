import { percentOfCents } from '@/domain/decimal.ts'
import {
  type FilingStatus,
  INCOME_TAX_RATES_PERCENT,
  INCOME_TAX_YEARS,
  QBI_PHASE_IN_DOLLARS,
  QBI_RULES,
} from './tables.ts'

export function hasIncomeTaxYear(year: number): boolean {
  return INCOME_TAX_YEARS[year] !== undefined && QBI_PHASE_IN_DOLLARS[year] !== undefined
}

function yearTable(year: number, status: FilingStatus) {
  const table = INCOME_TAX_YEARS[year]?.[status]
  if (!table) throw new RangeError(`No income tax table for ${year}`)
  return table
}

export function standardDeductionCents(year: number, status: FilingStatus): number {
  return yearTable(year, status).standardDeductionDollars * 100
}

/** Tax on taxable income by the year's brackets, to the cent. */
export function incomeTaxCents(year: number, status: FilingStatus, taxableIncomeCents: number): number {
  const tops = yearTable(year, status).bandTopsDollars.map((d) => d * 100)
  let tax = 0
  let lower = 0
  for (const [i, percent] of INCOME_TAX_RATES_PERCENT.entries()) {
    const upper = tops[i] ?? Number.POSITIVE_INFINITY
    if (taxableIncomeCents <= lower) break
    tax += percentOfCents(Math.min(taxableIncomeCents, upper) - lower, percent)
    lower = upper
  }
  return tax
}

/**
 * The QBI deduction (IRC 199A) of a business with no W-2 employees or qualified property: 20 % of
 * QBI, at most 20 % of taxable income before it, phased out above the threshold (the top of the
 * year's 24 % band) over the phase-in range.
 */
export function qbiDeductionCents(input: {
  year: number
  status: FilingStatus
  qbiCents: number
  taxableIncomeBeforeQbiCents: number
}): number {
  if (input.qbiCents <= 0 || input.taxableIncomeBeforeQbiCents <= 0) return 0
  const tentative = percentOfCents(input.qbiCents, QBI_RULES.percent)
  const cap = percentOfCents(input.taxableIncomeBeforeQbiCents, QBI_RULES.percent)
  const joint = input.status === 'married_jointly'
  // The threshold is the top of the 24 % band; head of household uses the single amounts.
  const threshold = yearTable(input.year, joint ? 'married_jointly' : 'single').bandTopsDollars[3] * 100
  const range = QBI_PHASE_IN_DOLLARS[input.year]![joint ? 'married_jointly' : 'single'] * 100
  const over = input.taxableIncomeBeforeQbiCents - threshold
  let deduction = tentative
  if (over >= range) deduction = 0
  else if (over > 0) deduction = tentative - Math.round((tentative * over) / range)
  return Math.max(0, Math.min(deduction, cap))
}
