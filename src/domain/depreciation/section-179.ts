import { TaxInputError } from '@/domain/tax/tax-input-error.ts'
import { SECTION_179_LIMITS_DOLLARS } from './macrs-tables.ts'

export interface Section179Input {
  taxYear: number
  /** The cost the owner elects to expense this year, all assets together (Form 4562 line 8). */
  electedCents: number
  /** The cost of all section 179 property placed in service this year (line 2). */
  propertyCostCents: number
  /** Taxable income from the active conduct of any trade or business, wages included (line 11). */
  businessIncomeCents: number
  /** What last year's return carried over (line 10). */
  carryoverFromLastYearCents?: number
}

export interface Section179Result {
  /** The year's limit after the phase-out (line 5). */
  dollarLimitCents: number
  /** The elected cost the limit lets through (line 9); this is what reduces the assets' basis. */
  tentativeCents: number
  /** What may be deducted this year (line 12). */
  deductionCents: number
  /** What waits for next year (line 13). */
  carryoverCents: number
}

function wholeCents(name: string, value: number): number {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new TaxInputError(`${name} must be whole cents, 0 or more`)
  return value
}

/**
 * The section 179 deduction for a tax year, following Form 4562 Part I: the year's dollar limit, less
 * the cost placed in service over the phase-out threshold; the elected cost up to that limit; then the
 * business income limit, the rest carried over (Pub 946 chapter 2, "How Much Can You Deduct?").
 */
export function section179Deduction(input: Section179Input): Section179Result {
  const limits = SECTION_179_LIMITS_DOLLARS[input.taxYear]
  if (!limits) throw new TaxInputError(`No section 179 limits for ${input.taxYear}`)
  const elected = wholeCents('Elected cost', input.electedCents)
  const propertyCost = wholeCents('Property cost', input.propertyCostCents)
  const carryover = wholeCents('Carryover', input.carryoverFromLastYearCents ?? 0)
  if (!Number.isSafeInteger(input.businessIncomeCents))
    throw new TaxInputError('Business income must be whole cents')
  if (elected > propertyCost)
    throw new TaxInputError('The elected cost cannot exceed the cost of the property')

  const overThreshold = Math.max(0, propertyCost - limits.phaseOutFromDollars * 100)
  const dollarLimitCents = Math.max(0, limits.limitDollars * 100 - overThreshold)
  const tentativeCents = Math.min(dollarLimitCents, elected)
  const incomeLimit = Math.min(Math.max(0, input.businessIncomeCents), dollarLimitCents)
  const deductionCents = Math.min(tentativeCents + carryover, incomeLimit)
  return {
    dollarLimitCents,
    tentativeCents,
    deductionCents,
    carryoverCents: tentativeCents + carryover - deductionCents,
  }
}
