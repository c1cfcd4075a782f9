import { decimal, multiply, roundTo, toSafeNumber } from '@/domain/decimal.ts'
import { IRS_MILEAGE_RATES_TENTHS_OF_CENT } from '@/domain/mileage/rates.ts'
import { TaxInputError } from './tax-input-error.ts'

export interface MileageLeg {
  year: number
  /** Business miles as a decimal string ("152.4"). */
  businessMiles: string
  /** Dollars per mile ("0.70"); the IRS rate of the year when absent. */
  rateUsdPerMile?: string
}

/** The standard mileage rate of a year in dollars per mile ("0.725"), or undefined outside the table. */
export function standardMileageRateUsd(year: number): string | undefined {
  const tenthsOfCent = IRS_MILEAGE_RATES_TENTHS_OF_CENT[year]
  if (tenthsOfCent === undefined) return undefined
  return `0.${String(tenthsOfCent).padStart(3, '0')}`
}

/** Business miles × the year's rate per leg, each to the nearest cent, and their sum. */
export function standardMileage(input: { legs: MileageLeg[] }) {
  const byLegCents = input.legs.map((leg) => {
    const rate = leg.rateUsdPerMile ?? standardMileageRateUsd(leg.year)
    if (rate === undefined) {
      throw new TaxInputError(`No standard mileage rate for ${leg.year}: give rateUsdPerMile`)
    }
    return toSafeNumber(roundTo(multiply(decimal(leg.businessMiles), decimal(rate)), 2))
  })
  return { deductionCents: byLegCents.reduce((sum, c) => sum + c, 0), byLegCents }
}
