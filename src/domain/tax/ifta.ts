import {
  type Decimal,
  decimal,
  divide,
  formatScaled,
  fromInteger,
  fromScaled,
  isZero,
  multiply,
  roundTo,
  subtract,
  toSafeNumber,
} from '@/domain/decimal.ts'
import { nextBusinessDay } from './business-days.ts'
import { TaxInputError } from './tax-input-error.ts'

export interface IftaJurisdiction {
  jurisdiction: string
  totalMiles: string
  taxableMiles: string
  taxPaidGallons: string
  /** Dollars per gallon for the quarter ("0.2850"). */
  taxRate: string
  /** Kentucky's and Virginia's surcharge, dollars per gallon, on all taxable gallons. */
  surchargeRate?: string
}

export interface IftaInput {
  totalMiles: string
  totalGallons: string
  /** The fleet MPG a filed return states; computed when absent. */
  fleetMpg?: string
  jurisdictions: IftaJurisdiction[]
}

const number = (value: Decimal) => Number(formatScaled(value.units, value.scale))

/**
 * An IFTA quarterly return: fleet MPG = total miles ÷ total gallons to two decimals (that rounded
 * figure is used); taxable gallons = taxable miles ÷ fleet MPG, half-up to whole gallons; net
 * gallons = taxable − tax-paid; tax = net × rate, half-up to the cent (negative: a credit); a
 * surcharge applies to all taxable gallons.
 */
export function iftaReturn(input: IftaInput) {
  let mpgHundredths: bigint
  if (input.fleetMpg !== undefined) {
    mpgHundredths = roundTo(decimal(input.fleetMpg), 2)
  } else {
    const gallons = decimal(input.totalGallons)
    if (isZero(gallons))
      throw new TaxInputError('Total gallons must be greater than 0 to work out the fleet MPG')
    mpgHundredths = divide(decimal(input.totalMiles), gallons, 2)
  }
  if (mpgHundredths <= 0n) throw new TaxInputError('The fleet MPG must be greater than 0')
  const mpg = fromScaled(mpgHundredths, 2)

  const rows = input.jurisdictions.map((j) => {
    const taxableGallons = divide(decimal(j.taxableMiles), mpg, 0)
    const net = subtract(fromInteger(taxableGallons), decimal(j.taxPaidGallons))
    const taxCents = roundTo(multiply(net, decimal(j.taxRate)), 2)
    const surchargeCents =
      j.surchargeRate === undefined
        ? undefined
        : roundTo(multiply(fromInteger(taxableGallons), decimal(j.surchargeRate)), 2)
    return {
      jurisdiction: j.jurisdiction,
      taxableGallons: toSafeNumber(taxableGallons),
      netTaxableGallons: number(net),
      taxCents: toSafeNumber(taxCents),
      ...(surchargeCents === undefined ? {} : { surchargeCents: toSafeNumber(surchargeCents) }),
      totalDueCents: toSafeNumber(taxCents + (surchargeCents ?? 0n)),
    }
  })
  return {
    fleetMpg: formatScaled(mpgHundredths, 2),
    rows,
    totalDueCents: rows.reduce((sum, r) => sum + r.totalDueCents, 0),
  }
}

/**
 * The IFTA quarterly returns due in a calendar year: the last day of the month after each quarter
 * (IFTA Articles of Agreement R960, Procedures Manual P510): Jan 31 (the year before's 4th quarter),
 * Apr 30, Jul 31, Oct 31; a date on a Saturday, Sunday or legal holiday moves to the next business
 * day (R960.200).
 */
export function iftaDueDates(year: number): string[] {
  return [`${year}-01-31`, `${year}-04-30`, `${year}-07-31`, `${year}-10-31`].map((d) => nextBusinessDay(d))
}
