import { percentOfCents } from '@/domain/decimal.ts'
import {
  ADDITIONAL_STANDARD_DEDUCTION_DOLLARS,
  CHILD_TAX_CREDIT_DOLLARS,
  type FilingStatus,
  INCOME_TAX_RATES_PERCENT,
  INCOME_TAX_YEARS,
  QBI_MINIMUM,
  QBI_PHASE_IN_DOLLARS,
  QBI_RULES,
  QBI_THRESHOLD_DOLLARS,
  TAX_TABLE,
} from './tables.ts'

/** Every table the detailed estimate of a year needs is in RigLedger. */
export function hasIncomeTaxYear(year: number): boolean {
  return (
    INCOME_TAX_YEARS[year] !== undefined &&
    QBI_PHASE_IN_DOLLARS[year] !== undefined &&
    QBI_THRESHOLD_DOLLARS[year] !== undefined &&
    ADDITIONAL_STANDARD_DEDUCTION_DOLLARS[year] !== undefined &&
    CHILD_TAX_CREDIT_DOLLARS[year] !== undefined
  )
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
 * The tax Form 1040 line 16 shows: under $100,000 of taxable income, the Tax Table's amount (the
 * tax on the midpoint of the income's range, to the whole dollar); from $100,000, the brackets (the
 * Tax Computation Worksheet) to the cent.
 */
export function form1040TaxCents(year: number, status: FilingStatus, taxableIncomeCents: number): number {
  if (taxableIncomeCents >= TAX_TABLE.belowDollars * 100)
    return incomeTaxCents(year, status, taxableIncomeCents)
  const dollars = taxableIncomeCents / 100
  let low: number
  let high: number
  const first = TAX_TABLE.firstRangesDollars
  const index = first.findIndex((edge, i) => i > 0 && dollars < edge)
  if (index > 0) {
    low = first[index - 1]!
    high = first[index]!
  } else {
    const step = dollars < TAX_TABLE.wideFromDollars ? TAX_TABLE.narrowStepDollars : TAX_TABLE.wideStepDollars
    low = Math.floor(dollars / step) * step
    high = low + step
  }
  // The midpoint in cents is whole (ranges are whole dollars, an odd width gives half a dollar).
  const midpointCents = (low + high) * 50
  const exact = incomeTaxCents(year, status, midpointCents)
  return Math.round(exact / 100) * 100
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
  // Head of household uses the single amounts.
  const threshold = QBI_THRESHOLD_DOLLARS[input.year]![joint ? 'married_jointly' : 'single'] * 100
  const range = QBI_PHASE_IN_DOLLARS[input.year]![joint ? 'married_jointly' : 'single'] * 100
  const over = input.taxableIncomeBeforeQbiCents - threshold
  let deduction = tentative
  if (over >= range) deduction = 0
  else if (over > 0) deduction = tentative - Math.round((tentative * over) / range)
  deduction = Math.max(0, Math.min(deduction, cap))
  if (input.year >= QBI_MINIMUM.fromYear && input.qbiCents >= QBI_MINIMUM.qbiAtLeastDollars * 100) {
    // The minimum never takes taxable income below zero.
    deduction = Math.max(
      deduction,
      Math.min(QBI_MINIMUM.deductionDollars * 100, input.taxableIncomeBeforeQbiCents),
    )
  }
  return deduction
}
