import { decimal, divideToInteger, fromInteger, multiply, roundTo, toSafeNumber } from '@/domain/decimal.ts'
import { addDays, addMonths, type IsoDate } from '@/domain/period.ts'
import { nextBusinessDay } from './business-days.ts'
import { FORM_2290 } from './tables.ts'

export interface HvutVehicle {
  taxableGrossWeightLb: number
  /** 'YYYY-MM': the month the vehicle was first used on public highways in the period. */
  firstUseMonth: string
  loggingVehicle?: boolean
  /** Expected to run under the suspension limit (category W): 5,000 miles, 7,500 agricultural. */
  suspended5000Miles?: boolean
  agricultural?: boolean
}

/** Said with every vehicle's tax (Form 2290 instructions, line 5 and Schedule 6 of Form 8849). */
export const FORM_2290_CREDIT_NOTE =
  'A vehicle sold, destroyed or stolen before June 1 and not used again this period earns a credit for the months left: claim it on the next Form 2290 (line 5) or on Form 8849 Schedule 6.'

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
      suspensionMileLimit: null,
      notes: [],
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
      suspensionMileLimit: vehicle.agricultural
        ? FORM_2290.suspendedAgriculturalMiles
        : FORM_2290.suspendedMiles,
      notes: [],
    }
  }
  const index = categoryIndex(vehicle.taxableGrossWeightLb)
  const regularDollars = Math.min(
    FORM_2290.baseDollars + FORM_2290.perStepDollars * index,
    FORM_2290.maximumDollars,
  )
  // Table I: the annual tax × months ÷ 12, to the nearest cent. Table II (logging): Table I's
  // amount × 75 %, truncated to the cent (September, category V: 458.33 × 75 % = 343.7475 → 343.74).
  const regular = BigInt(regularDollars * 100)
  const tableOne = (annual: bigint) => divideToInteger(annual * BigInt(months), 12n, 'half_up')
  const logging = (cents: bigint) =>
    roundTo(
      multiply(multiply(fromInteger(cents), decimal(FORM_2290.loggingPercent)), decimal('0.01')),
      0,
      'truncate',
    )
  const annual = vehicle.loggingVehicle ? logging(regular) : regular
  const tax = vehicle.loggingVehicle ? logging(tableOne(regular)) : tableOne(regular)
  return {
    category: LETTERS[index]!,
    taxable: true,
    annualTaxCents: toSafeNumber(annual),
    monthsInPeriod: months,
    taxCents: toSafeNumber(tax),
    returnDueDate,
    suspensionMileLimit: null,
    notes: [FORM_2290_CREDIT_NOTE],
  }
}

/** Several vehicles on one return: the tax of each, in order, and their sum. */
export function form2290Vehicles(vehicles: HvutVehicle[]) {
  const byVehicleCents = vehicles.map((v) => form2290Vehicle(v).taxCents)
  return { taxCents: byVehicleCents.reduce((sum, c) => sum + c, 0), byVehicleCents }
}
