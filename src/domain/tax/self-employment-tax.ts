import { divideToInteger, percentOfCents, toSafeNumber } from '@/domain/decimal.ts'
import { SE_TAX_RATES, SOCIAL_SECURITY_WAGE_BASE_DOLLARS } from './tables.ts'
import { TaxInputError } from './tax-input-error.ts'

export type FormRounding = 'cents' | 'whole_dollars'

export interface SelfEmploymentTaxInput {
  taxYear: number
  /** Schedule C net profit (line 31), or a loss as a negative amount. */
  netProfitCents: number
  /** Social Security wages from W-2s (Schedule SE line 8a). */
  w2SocialSecurityWagesCents?: number
  /** The year's wage base; from the table when absent. */
  ssWageBaseCents?: number
  roundingMode: FormRounding
}

export interface SelfEmploymentTax {
  netEarningsCents: number
  owesSeTax: boolean
  ssPortionCents: number
  medicarePortionCents: number
  seTaxCents: number
  deductionHalfSeCents: number
}

export function wageBaseCents(taxYear: number): number | undefined {
  const dollars = SOCIAL_SECURITY_WAGE_BASE_DOLLARS[taxYear]
  return dollars === undefined ? undefined : dollars * 100
}

/**
 * Schedule SE, Part I (the regular method, no church income): each line rounded as the form is
 * filled in, to the cent or half-up to whole dollars.
 */
export function selfEmploymentTax(input: SelfEmploymentTaxInput): SelfEmploymentTax {
  const unit = input.roundingMode === 'whole_dollars' ? 100n : 1n
  // A figure in cents, rounded to the form's unit (whole dollars are still reported in cents).
  const line = (cents: bigint) => divideToInteger(cents, unit, 'half_up') * unit
  const percentOf = (cents: bigint, percent: string) => line(BigInt(percentOfCents(cents, percent)))

  const base = input.ssWageBaseCents ?? wageBaseCents(input.taxYear)
  if (base === undefined) {
    throw new TaxInputError(`No Social Security wage base for ${input.taxYear}: give ssWageBaseCents`)
  }
  const line3 = line(BigInt(input.netProfitCents))
  // Line 4a: 92.35 % of a profit; a loss passes through unchanged.
  const line4 = line3 > 0n ? percentOf(line3, SE_TAX_RATES.netEarningsPercent) : line3
  const owes = line4 >= BigInt(SE_TAX_RATES.minimumNetEarningsDollars * 100)
  const none = { ssPortionCents: 0, medicarePortionCents: 0, seTaxCents: 0, deductionHalfSeCents: 0 }
  if (!owes) return { netEarningsCents: toSafeNumber(line4), owesSeTax: false, ...none }

  const line9 = line(BigInt(base)) - line(BigInt(input.w2SocialSecurityWagesCents ?? 0))
  const ssEarnings = line9 <= 0n ? 0n : line4 < line9 ? line4 : line9
  const line10 = percentOf(ssEarnings, SE_TAX_RATES.socialSecurityPercent)
  const line11 = percentOf(line4, SE_TAX_RATES.medicarePercent)
  const line12 = line10 + line11
  const line13 = percentOf(line12, SE_TAX_RATES.deductiblePercent)
  return {
    netEarningsCents: toSafeNumber(line4),
    owesSeTax: true,
    ssPortionCents: toSafeNumber(line10),
    medicarePortionCents: toSafeNumber(line11),
    seTaxCents: toSafeNumber(line12),
    deductionHalfSeCents: toSafeNumber(line13),
  }
}
