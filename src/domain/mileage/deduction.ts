import { type Cents, roundCents } from '@/domain/money.ts'
import { mileageRateTenthsOfCent } from './rates.ts'

/** Miles are kept in tenths of a mile (the log's 0.1 step) so sums are exact. */
export type TenthsOfMile = number

export function milesToTenths(miles: number): TenthsOfMile {
  return Math.round(miles * 10)
}

export function tenthsToMiles(tenths: TenthsOfMile): number {
  return tenths / 10
}

/** The standard-rate deduction for business miles driven in `year`, in cents. */
export function mileageDeductionCents(tenths: TenthsOfMile, year: number): Cents {
  // tenths of a mile × tenths of a cent per mile = hundredths of a cent
  return roundCents((tenths * mileageRateTenthsOfCent(year)) / 100)
}
