import { decimal, divideToInteger, fromInteger, multiply, roundTo, toSafeNumber } from '@/domain/decimal.ts'
import { addDays, addMonths, type IsoDate } from '@/domain/period.ts'
import { nextBusinessDay } from './business-days.ts'
import { FORM_2290 } from './tables.ts'

export interface HvutVehicle {
  taxableGrossWeightLb: number
  /** 'YYYY-MM': the month the vehicle was first used on public highways in the period. */
  firstUseMonth: string
  loggingVehicle?: boolean
  suspended5000Miles?: boolean
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUV'

/** The category letter for a weight: A at 55,000 lb, one per 1,000 lb after, V over 75,000. */
function categoryIndex(weightLb: number): number {
  if (weightLb <= FORM_2290.taxableFromLb) return 0
  return Math.min(Math.ceil((weightLb - FORM_2290.taxableFromLb) / FORM_2290.stepLb), LETTERS.length - 1)
}

/** Months from the first-use month to June, the period's last (July: 12, June: 1). */
export function monthsInPeriod(firstUseMonth: string): number {
  const month = Number(firstUseMonth.slice(5, 7))
  return month >= FORM_2290.periodStartMonth
    ? 12 - (month - FORM_2290.periodStartMonth)
    : FORM_2290.periodStartMonth - month
}

/** The last day of the month after the first-use month, moved past weekends and legal holidays. */
export function form2290DueDate(firstUseMonth: string): IsoDate {
  const nextMonthStart = addMonths(`${firstUseMonth}-01`, 2)
  return nextBusinessDay(addDays(nextMonthStart, -1))
}

/** Form 2290 for one vehicle (Tables I and II of its instructions). */
export function form2290Vehicle(vehicle: HvutVehicle) {
  const months = monthsInPeriod(vehicle.firstUseMonth)
  const returnDueDate = form2290DueDate(vehicle.firstUseMonth)
  if (vehicle.taxableGrossWeightLb < FORM_2290.taxableFromLb) {
    return {
      category: null,
      taxable: false,
      annualTaxCents: 0,
      monthsInPeriod: months,
      taxCents: 0,
      returnDueDate,
    }
  }
  if (vehicle.suspended5000Miles) {
    return {
      category: 'W',
      taxable: true,
      annualTaxCents: 0,
      monthsInPeriod: months,
      taxCents: 0,
      returnDueDate,
    }
  }
  const index = categoryIndex(vehicle.taxableGrossWeightLb)
  const regularDollars = Math.min(
    FORM_2290.baseDollars + FORM_2290.perStepDollars * index,
    FORM_2290.maximumDollars,
  )
  let annual = BigInt(regularDollars * 100)
  if (vehicle.loggingVehicle) {
    annual = roundTo(
      multiply(multiply(fromInteger(annual), decimal(FORM_2290.loggingPercent)), decimal('0.01')),
      0,
      'truncate',
    )
  }
  // Table I rounds a part-period tax to the nearest cent; Table II (logging) truncates it.
  const tax = divideToInteger(annual * BigInt(months), 12n, vehicle.loggingVehicle ? 'truncate' : 'half_up')
  return {
    category: LETTERS[index]!,
    taxable: true,
    annualTaxCents: toSafeNumber(annual),
    monthsInPeriod: months,
    taxCents: toSafeNumber(tax),
    returnDueDate,
  }
}

/** Several vehicles on one return: the tax of each, in order, and their sum. */
export function form2290Vehicles(vehicles: HvutVehicle[]) {
  const byVehicleCents = vehicles.map((v) => form2290Vehicle(v).taxCents)
  return { taxCents: byVehicleCents.reduce((sum, c) => sum + c, 0), byVehicleCents }
}
