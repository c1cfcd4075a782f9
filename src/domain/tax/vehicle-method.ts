import type { StandardRateEligibility } from '@/domain/mileage/eligibility.ts'
import { STANDARD_RATE_RULES } from './tables.ts'

export type VehicleMethod = 'standard_mileage' | 'actual_costs'

export interface VehicleMethodInput {
  year: number
  eligibility: StandardRateEligibility
  /** Business miles × the year's rate; null when the year has no rate. */
  standardMileageCents: number | null
  /** The actual costs the rate would replace (fuel, repairs, insurance, …). */
  replacedCostsCents: number
  /** This year's choice on the tax profile. */
  chosen: VehicleMethod | null
  /** The year the vehicle was first used for business, and the choice saved for that year. */
  firstYear: number | null
  firstYearMethod: VehicleMethod | null
  acceleratedDepreciation: boolean
  vehiclesInService: number
}

export interface VehicleMethodChoice {
  method: VehicleMethod
  /** The user chose it for the year (else the larger is shown until they do). */
  chosen: boolean
  standardAllowed: boolean
  reason: string
}

const NOT_ELIGIBLE: Record<string, string> = {
  tractor: 'A tractor deducts its actual costs (fuel, repairs, …), not a rate per mile.',
  w2_employee: 'An employee paid on a W-2 cannot deduct vehicle costs.',
  vehicle_unknown: 'Say on the Mileage Log what you drive to compare with the standard mileage rate.',
}

/**
 * The vehicle's method for a year by the rules of IRS Publication 463 (and Topic 510): the
 * standard rate only for a car, van or pickup, never with five or more vehicles at once, never
 * after MACRS, section 179 or bonus depreciation on the vehicle, and only when chosen in its first
 * business year (a vehicle on actual costs that year stays on them). The user's choice for the year
 * decides where it is allowed; until they choose, the larger is shown and said to be unconfirmed.
 */
export function vehicleMethodFor(input: VehicleMethodInput): VehicleMethodChoice {
  const actual = (reason: string, standardAllowed = false): VehicleMethodChoice => ({
    method: 'actual_costs',
    chosen: false,
    standardAllowed,
    reason,
  })
  if (!input.eligibility.applies) return actual(NOT_ELIGIBLE[input.eligibility.reason]!)
  if (input.standardMileageCents === null) {
    return actual(`No standard mileage rate is known for ${input.year}: actual costs count.`)
  }
  if (input.vehiclesInService >= STANDARD_RATE_RULES.fleetOfAtLeast) {
    return actual(
      `With ${STANDARD_RATE_RULES.fleetOfAtLeast} or more vehicles used at the same time the standard mileage rate cannot be used.`,
    )
  }
  if (input.acceleratedDepreciation) {
    return actual(
      'MACRS, section 179 or bonus depreciation was taken on this vehicle: it can never use the standard mileage rate.',
    )
  }
  if (input.firstYear !== null && input.firstYear < input.year && input.firstYearMethod === 'actual_costs') {
    return actual(
      `Actual costs were used in the vehicle's first business year (${input.firstYear}): the standard mileage rate cannot be used for it later.`,
    )
  }
  if (input.chosen === 'standard_mileage') {
    return {
      method: 'standard_mileage',
      chosen: true,
      standardAllowed: true,
      reason: `You chose the standard mileage rate for ${input.year}: it replaces fuel, repairs, tires, insurance, registration and lease payments; tolls and parking still count.`,
    }
  }
  if (input.chosen === 'actual_costs') {
    return {
      method: 'actual_costs',
      chosen: true,
      standardAllowed: true,
      reason: `You chose actual costs for ${input.year}${input.firstYear !== null && input.firstYear < input.year ? ' (after the standard rate, depreciation is straight-line)' : ''}.`,
    }
  }
  const standardIsLarger = input.standardMileageCents > input.replacedCostsCents
  const firstYearNote =
    input.firstYear === null || input.firstYear === input.year
      ? ' In the first year the choice binds: actual costs then rule out the rate for this vehicle for good.'
      : ''
  return {
    method: standardIsLarger ? 'standard_mileage' : 'actual_costs',
    chosen: false,
    standardAllowed: true,
    reason: `${standardIsLarger ? 'The standard mileage rate gives more than the actual costs it replaces' : 'Actual costs give more than the standard mileage rate'}: choose the method for ${input.year} on your tax profile.${firstYearNote}`,
  }
}
