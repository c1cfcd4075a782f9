/**
 * What the miles are driven in. The IRS standard mileage rate is for cars, vans, pickups and panel
 * trucks; a tractor's costs are deducted as they are (fuel, repairs, …), never per mile
 * (docs/us-tax-facts.md).
 */
export const MILEAGE_VEHICLES = ['car_pickup_van', 'tractor'] as const
export type MileageVehicle = (typeof MILEAGE_VEHICLES)[number]

/** Why a log shows no standard-rate deduction. */
export const NO_DEDUCTION_REASONS = ['w2_employee', 'tractor', 'vehicle_unknown'] as const
export type NoDeductionReason = (typeof NO_DEDUCTION_REASONS)[number]

export type StandardRateEligibility =
  | { applies: true; reason: null }
  | { applies: false; reason: NoDeductionReason }

/**
 * Whether business miles earn the standard-rate deduction: not for a company driver on a W-2
 * (employees cannot deduct unreimbursed expenses), not for a tractor, and not until the vehicle is
 * known.
 */
export function standardRateEligibility(
  role: string,
  vehicle: MileageVehicle | null,
): StandardRateEligibility {
  if (role === 'company_driver') return { applies: false, reason: 'w2_employee' }
  if (vehicle === null) return { applies: false, reason: 'vehicle_unknown' }
  if (vehicle === 'tractor') return { applies: false, reason: 'tractor' }
  return { applies: true, reason: null }
}
