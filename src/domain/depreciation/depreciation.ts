import {
  compare,
  type Decimal,
  decimal,
  fromInteger,
  multiply,
  parseDecimal,
  roundTo,
  toSafeNumber,
} from '@/domain/decimal.ts'
import { type IsoDate, isIsoDate } from '@/domain/period.ts'
import { TaxInputError } from '@/domain/tax/tax-input-error.ts'
import {
  BONUS_PERCENT_BY_PLACED_IN_SERVICE_YEAR,
  FULL_BONUS_ACQUIRED_AFTER,
  FULL_BONUS_PERCENT,
  HALF_YEAR_DISPOSAL_PERCENT,
  MACRS_HALF_YEAR_PERCENT,
  MACRS_MID_QUARTER_PERCENT,
  MID_QUARTER_DISPOSAL_PERCENT,
  MID_QUARTER_THRESHOLD_PERCENT,
  type Quarter,
  RECOVERY_CLASSES,
  type RecoveryClass,
  STRAIGHT_LINE_HALF_YEAR_PERCENT,
  TCJA_BONUS_ACQUIRED_AFTER,
} from './macrs-tables.ts'

export type Convention = 'half_year' | 'mid_quarter'
export type DepreciationMethod = 'macrs' | 'straight_line'

export interface AssetInput {
  costCents: number
  placedInService: IsoDate
  /** When the owner acquired it (a binding contract counts); the bonus rule turns on it. Defaults to placedInService. */
  acquired?: IsoDate
  recoveryClass: RecoveryClass
  /** "100", "80", "62.5". */
  businessUsePercent: string
  /** The year's convention, from `conventionForYear` over all the year's assets. */
  convention?: Convention
  /** The section 179 cost elected for this asset (Form 4562 line 6(c)), already within the year's limit. */
  section179Cents?: number
  bonus: 'claim' | 'elect_out'
  method?: DepreciationMethod
  disposed?: IsoDate
}

export interface ScheduleYear {
  taxYear: number
  section179Cents: number
  bonusCents: number
  depreciationCents: number
  totalCents: number
  /** Business basis not yet deducted at the end of the year. */
  remainingBasisCents: number
}

export interface DepreciationSchedule {
  businessBasisCents: number
  section179Cents: number
  bonusPercent: string
  bonusCents: number
  /** What the tables are applied to: business basis less section 179 and bonus. */
  depreciableBasisCents: number
  convention: Convention
  years: ScheduleYear[]
  totalDeductedCents: number
  /** Cost less every deduction taken: the basis a sale is measured against. */
  adjustedBasisCents: number
}

const yearOf = (date: IsoDate) => Number(date.slice(0, 4))
export const quarterOf = (date: IsoDate) => (Math.floor((Number(date.slice(5, 7)) - 1) / 3) + 1) as Quarter

function checkDate(name: string, value: string): IsoDate {
  if (!isIsoDate(value)) throw new TaxInputError(`${name} must be a date (YYYY-MM-DD)`)
  return value
}

function checkCents(name: string, value: number): number {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new TaxInputError(`${name} must be whole cents, 0 or more`)
  return value
}

/** `percent` % of an amount in cents, half-up to the cent. */
function percentOf(cents: number, percent: Decimal): number {
  return toSafeNumber(roundTo(multiply(multiply(fromInteger(cents), percent), decimal('0.01')), 0))
}

/**
 * The bonus percentage for property by its acquisition and placed-in-service dates (Pub 946 chapter 3;
 * IRC 168(k) as amended by Pub. L. 119-21): 100 % when acquired after January 19, 2025, otherwise the
 * TCJA phase-down by the year placed in service, nothing after 2026.
 */
export function bonusPercent(acquired: IsoDate, placedInService: IsoDate): string {
  checkDate('Acquired', acquired)
  checkDate('Placed in service', placedInService)
  if (acquired > placedInService)
    throw new TaxInputError('An asset is acquired before it is placed in service')
  if (acquired > FULL_BONUS_ACQUIRED_AFTER) return FULL_BONUS_PERCENT
  if (acquired <= TCJA_BONUS_ACQUIRED_AFTER)
    throw new TaxInputError('No bonus table for property acquired before September 28, 2017')
  const year = yearOf(placedInService)
  if (year > 2026) return '0'
  const percent = BONUS_PERCENT_BY_PLACED_IN_SERVICE_YEAR[year]
  if (!percent) throw new TaxInputError(`No bonus percentage for property placed in service in ${year}`)
  return percent
}

/**
 * The convention for a tax year's property: mid-quarter when more than 40 % of the depreciable basis
 * (after section 179, before bonus) of the property placed in service during the year was placed in
 * service in its last three months, otherwise half-year (Pub 946, "Which Convention Applies?"). Leave
 * out property placed in service and disposed of in the same year. Calendar tax years.
 */
export function conventionForYear(
  assets: readonly { placedInService: IsoDate; depreciableBasisCents: number }[],
): Convention {
  let total = 0
  let lastQuarter = 0
  const years = new Set<number>()
  for (const asset of assets) {
    const basis = checkCents('Depreciable basis', asset.depreciableBasisCents)
    years.add(yearOf(checkDate('Placed in service', asset.placedInService)))
    total += basis
    if (quarterOf(asset.placedInService) === 4) lastQuarter += basis
  }
  if (years.size > 1) throw new TaxInputError('The mid-quarter test looks at one tax year at a time')
  if (total === 0) return 'half_year'
  return lastQuarter * 100 > total * Number(MID_QUARTER_THRESHOLD_PERCENT) ? 'mid_quarter' : 'half_year'
}

function tableFor(
  method: DepreciationMethod,
  convention: Convention,
  quarter: Quarter,
  recoveryClass: RecoveryClass,
) {
  if (method === 'macrs') {
    return convention === 'half_year'
      ? MACRS_HALF_YEAR_PERCENT[recoveryClass]
      : MACRS_MID_QUARTER_PERCENT[quarter][recoveryClass]
  }
  if (convention === 'mid_quarter')
    throw new TaxInputError('Straight line under the mid-quarter convention is not supported yet')
  return STRAIGHT_LINE_HALF_YEAR_PERCENT[recoveryClass]
}

/**
 * One asset's depreciation by tax year: section 179 first, then bonus on what is left, then the Pub 946
 * table percentages on the rest (each year half-up to the cent; the last table year takes what is left,
 * as the printed percentages are rounded). In a year of disposal before the last table year, that year
 * gets half of its figure (half-year) or 12.5/37.5/62.5/87.5 % of it by the quarter of disposal
 * (mid-quarter). Property disposed of in the year it was placed in service gets no depreciation, bonus
 * or section 179 (Pub 946 chapters 2–4).
 */
export function depreciationSchedule(asset: AssetInput): DepreciationSchedule {
  const cost = checkCents('Cost', asset.costCents)
  const placed = checkDate('Placed in service', asset.placedInService)
  const acquired = checkDate('Acquired', asset.acquired ?? placed)
  if (!RECOVERY_CLASSES.includes(asset.recoveryClass))
    throw new TaxInputError('Recovery class must be 3 or 5 years')
  const businessUse = parseDecimal(asset.businessUsePercent)
  if (
    !businessUse ||
    compare(businessUse, fromInteger(0)) <= 0 ||
    compare(businessUse, fromInteger(100)) > 0
  ) {
    throw new TaxInputError('Business use must be a percentage above 0 and at most 100')
  }
  const disposed = asset.disposed === undefined ? undefined : checkDate('Disposed', asset.disposed)
  if (disposed !== undefined && disposed < placed)
    throw new TaxInputError('An asset is disposed of after it is placed in service')
  const convention = asset.convention ?? 'half_year'
  const method = asset.method ?? 'macrs'
  const firstYear = yearOf(placed)
  const businessBasis = percentOf(cost, businessUse)

  if (disposed !== undefined && yearOf(disposed) === firstYear) {
    const year = {
      taxYear: firstYear,
      section179Cents: 0,
      bonusCents: 0,
      depreciationCents: 0,
      totalCents: 0,
      remainingBasisCents: businessBasis,
    }
    return {
      businessBasisCents: businessBasis,
      section179Cents: 0,
      bonusPercent: '0',
      bonusCents: 0,
      depreciableBasisCents: businessBasis,
      convention,
      years: [year],
      totalDeductedCents: 0,
      adjustedBasisCents: cost,
    }
  }

  const section179 = checkCents('Section 179 amount', asset.section179Cents ?? 0)
  if (section179 > businessBasis)
    throw new TaxInputError('Section 179 cannot exceed the business part of the cost')
  const bonusRate = asset.bonus === 'claim' ? bonusPercent(acquired, placed) : '0'
  const bonus = percentOf(businessBasis - section179, decimal(bonusRate))
  const depreciable = businessBasis - section179 - bonus

  const table = tableFor(method, convention, quarterOf(placed), asset.recoveryClass)
  const years: ScheduleYear[] = []
  let remaining = businessBasis
  for (let index = 0; index < table.length; index++) {
    const taxYear = firstYear + index
    if (disposed !== undefined && taxYear > yearOf(disposed)) break
    const isLast = index === table.length - 1
    const firstYearExtras = index === 0 ? section179 + bonus : 0
    let depreciation = isLast
      ? remaining - firstYearExtras
      : percentOf(depreciable, decimal(table[index] as string))
    if (disposed !== undefined && taxYear === yearOf(disposed) && !isLast) {
      const part =
        convention === 'half_year'
          ? HALF_YEAR_DISPOSAL_PERCENT
          : MID_QUARTER_DISPOSAL_PERCENT[quarterOf(disposed)]
      depreciation = percentOf(
        depreciable,
        multiply(decimal(table[index] as string), multiply(decimal(part), decimal('0.01'))),
      )
    }
    const total = firstYearExtras + depreciation
    remaining -= total
    years.push({
      taxYear,
      section179Cents: index === 0 ? section179 : 0,
      bonusCents: index === 0 ? bonus : 0,
      depreciationCents: depreciation,
      totalCents: total,
      remainingBasisCents: remaining,
    })
  }
  const totalDeducted = businessBasis - remaining
  return {
    businessBasisCents: businessBasis,
    section179Cents: section179,
    bonusPercent: bonusRate,
    bonusCents: bonus,
    depreciableBasisCents: depreciable,
    convention,
    years,
    totalDeductedCents: totalDeducted,
    adjustedBasisCents: cost - totalDeducted,
  }
}

export interface SaleResult {
  /** Amount realized less adjusted basis; negative for a loss. */
  gainCents: number
  /** Section 1245: the lesser of the gain and the depreciation taken (section 179 and bonus included), ordinary income. */
  recaptureCents: number
  /** The rest of a gain (section 1231, Form 4797 Part I). */
  section1231GainCents: number
}

/** The gain or loss on selling an asset and the part recaptured as ordinary income (Pub 544; Pub 946 "Recapture"). */
export function saleOfAsset(input: {
  salePriceCents: number
  adjustedBasisCents: number
  depreciationTakenCents: number
}): SaleResult {
  const price = checkCents('Sale price', input.salePriceCents)
  const basis = checkCents('Adjusted basis', input.adjustedBasisCents)
  const taken = checkCents('Depreciation taken', input.depreciationTakenCents)
  const gainCents = price - basis
  const recaptureCents = Math.min(Math.max(gainCents, 0), taken)
  return { gainCents, recaptureCents, section1231GainCents: Math.max(gainCents, 0) - recaptureCents }
}
