import { ASSET_MESSAGES, type AssetDepreciation } from '@/contracts/assets.ts'
import { percentOfCents } from '@/domain/decimal.ts'
import { isDepreciated, RECOVERY_CLASS_BY_KIND } from '@/domain/depreciation/asset-terms.ts'
import {
  type AssetInput,
  type Convention,
  conventionForYear,
  type DepreciationSchedule,
  depreciationSchedule,
  saleOfAsset,
} from '@/domain/depreciation/depreciation.ts'
import { SECTION_179_LIMITS_DOLLARS } from '@/domain/depreciation/macrs-tables.ts'
import { section179Deduction } from '@/domain/depreciation/section-179.ts'
import { formatUsd } from '@/domain/money.ts'
import { TaxInputError } from '@/domain/tax/tax-input-error.ts'
import type { AssetRow } from '@/server/db/schema/index.ts'
import { AppError } from '@/server/lib/errors.ts'

/*
 * An asset's figures for a tax year, from its row and the other assets placed in service the same
 * year (they decide the convention and share the section 179 limit). The arithmetic is the
 * depreciation calculators' (src/domain/depreciation); this only feeds them and reads their answer.
 */

export const yearOf = (date: string) => Number(date.slice(0, 4))

/** Cost × business use, half up to the cent: what is depreciated over the years. */
export const businessBasisOf = (asset: Pick<AssetRow, 'costCents' | 'businessUsePercent'>) =>
  percentOfCents(asset.costCents, String(asset.businessUsePercent))

/** Placed in service and disposed of in one year: no depreciation, bonus or section 179, and out of the year's tests. */
const goneTheSameYear = (row: AssetRow) =>
  row.disposedDate !== null && yearOf(row.disposedDate) === yearOf(row.placedInServiceDate)

function scheduleInput(row: AssetRow, convention: Convention): AssetInput {
  return {
    costCents: row.costCents,
    placedInService: row.placedInServiceDate,
    ...(row.acquiredDate ? { acquired: row.acquiredDate } : {}),
    recoveryClass: RECOVERY_CLASS_BY_KIND[row.kind],
    businessUsePercent: String(row.businessUsePercent),
    convention,
    section179Cents: row.section179Cents,
    bonus: row.bonus === 'default' ? 'claim' : 'elect_out',
    method: row.depreciationMethod,
    ...(row.disposedDate ? { disposed: row.disposedDate } : {}),
  }
}

/** The assets whose depreciation is the owner's, placed in service in `year`. */
const depreciatedIn = (rows: readonly AssetRow[], year: number) =>
  rows.filter((row) => isDepreciated(row.holding) && yearOf(row.placedInServiceDate) === year)

/**
 * The convention of a placed-in-service year: mid-quarter when more than 40 % of the depreciable
 * basis (after section 179, before bonus) of the year's property went into service in its last quarter.
 */
export function conventionOfYear(rows: readonly AssetRow[], year: number): Convention {
  return conventionForYear(
    depreciatedIn(rows, year)
      .filter((row) => !goneTheSameYear(row))
      .map((row) => ({
        placedInService: row.placedInServiceDate,
        depreciableBasisCents: Math.max(0, businessBasisOf(row) - row.section179Cents),
      })),
  )
}

/** The section 179 cost elected for a year's property (Form 4562 line 9 before the limit) and the year's dollar limit. */
export function section179OfYear(rows: readonly AssetRow[], year: number) {
  const property = depreciatedIn(rows, year).filter((row) => !goneTheSameYear(row))
  const electedCents = property.reduce((sum, row) => sum + row.section179Cents, 0)
  const propertyCostCents = property.reduce((sum, row) => sum + businessBasisOf(row), 0)
  if (!SECTION_179_LIMITS_DOLLARS[year]) return { electedCents, limitCents: null }
  const { dollarLimitCents } = section179Deduction({
    taxYear: year,
    electedCents: Math.min(electedCents, propertyCostCents),
    propertyCostCents,
    businessIncomeCents: 0,
  })
  return { electedCents, limitCents: dollarLimitCents }
}

/**
 * What makes a year's assets impossible to depreciate as they are, in words, or null: a section 179
 * election over an asset's business cost or the year's limit, or a case the calculators do not
 * carry (a bonus table before September 28, 2017, straight line under the mid-quarter convention).
 */
export function problemOfYear(rows: readonly AssetRow[], year: number): string | null {
  const yearAssets = depreciatedIn(rows, year)
  if (yearAssets.some((row) => row.section179Cents > businessBasisOf(row)))
    return ASSET_MESSAGES.section179OverCost
  const { electedCents, limitCents } = section179OfYear(rows, year)
  if (electedCents > 0 && limitCents === null) return ASSET_MESSAGES.section179NoLimits(year)
  if (limitCents !== null && electedCents > limitCents)
    return ASSET_MESSAGES.section179OverLimit(year, formatUsd(limitCents))
  try {
    const convention = conventionOfYear(rows, year)
    for (const row of yearAssets) depreciationSchedule(scheduleInput(row, convention))
  } catch (error) {
    if (error instanceof TaxInputError) return error.message
    throw error
  }
  return null
}

function saleOf(row: AssetRow, schedule: DepreciationSchedule, remainingCents: number) {
  const proceedsCents = row.saleProceedsCents ?? 0
  const businessProceedsCents = percentOfCents(proceedsCents, String(row.businessUsePercent))
  const sale = saleOfAsset({
    salePriceCents: businessProceedsCents,
    adjustedBasisCents: remainingCents,
    depreciationTakenCents: schedule.totalDeductedCents,
  })
  return {
    date: row.disposedDate!,
    proceedsCents,
    businessProceedsCents,
    adjustedBasisCents: remainingCents,
    ...sale,
  }
}

/** One asset's depreciation in one tax year, under its placed-in-service year's convention. */
export function depreciationOfYear(row: AssetRow, year: number, convention: Convention): AssetDepreciation {
  const businessBasisCents = businessBasisOf(row)
  const zero = {
    assetId: row.id,
    year,
    method: row.depreciationMethod,
    recoveryYears: RECOVERY_CLASS_BY_KIND[row.kind],
    businessBasisCents,
    section179Cents: 0,
    bonusCents: 0,
    macrsCents: 0,
    depreciationCents: 0,
    disposal: null,
  }
  if (!isDepreciated(row.holding)) {
    return {
      ...zero,
      businessBasisCents: 0,
      basis: 'true_lease',
      convention: null,
      bonusPercent: '0',
      basisRemainingCents: 0,
      note: 'A true lease is rent (Schedule C line 20a): the lessor depreciates it, not you.',
    }
  }
  const schedule = depreciationSchedule(scheduleInput(row, convention))
  const placedYear = yearOf(row.placedInServiceDate)
  const disposedYear = row.disposedDate ? yearOf(row.disposedDate) : null
  const line = schedule.years.find((y) => y.taxYear === year)
  // Business basis not deducted by the end of the year (or by the disposal, in its year).
  const undeducted =
    year < placedYear ? businessBasisCents : ((line ?? schedule.years.at(-1))?.remainingBasisCents ?? 0)
  const notes: string[] = []
  if (year < placedYear) notes.push(`Placed in service in ${placedYear}: nothing to deduct in ${year}.`)
  if (goneTheSameYear(row) && year === placedYear)
    notes.push('Placed in service and disposed of in the same year: no depreciation, bonus or section 179.')
  if (convention === 'mid_quarter')
    notes.push(
      `Mid-quarter convention: more than 40 % of ${placedYear}'s depreciable basis went into service in its last quarter.`,
    )
  if (disposedYear === year && row.saleProceedsCents === null)
    notes.push('No sale price entered: the disposal is figured at $0.')
  return {
    ...zero,
    basis: 'purchase',
    convention,
    bonusPercent: schedule.bonusPercent,
    section179Cents: line?.section179Cents ?? 0,
    bonusCents: line?.bonusCents ?? 0,
    macrsCents: line?.depreciationCents ?? 0,
    depreciationCents: line?.totalCents ?? 0,
    basisRemainingCents: disposedYear !== null && year >= disposedYear ? 0 : undeducted,
    disposal: disposedYear === year ? saleOf(row, schedule, undeducted) : null,
    note: notes.length > 0 ? notes.join(' ') : null,
  }
}

/** Every asset's figures for a tax year, each under the convention of the year it went into service. */
export function depreciationOfAssets(rows: readonly AssetRow[], year: number): AssetDepreciation[] {
  const conventions = new Map<number, Convention>()
  return rows.map((row) => {
    const placed = yearOf(row.placedInServiceDate)
    let convention = conventions.get(placed)
    if (!convention) {
      convention = conventionOfYear(rows, placed)
      conventions.set(placed, convention)
    }
    return depreciationOfYear(row, year, convention)
  })
}

/**
 * Figures of assets that every write checked (`problemOfYear`), answered as a conflict rather than
 * a failure should the tables ever change under them.
 */
export function figured<T>(compute: () => T): T {
  try {
    return compute()
  } catch (error) {
    if (error instanceof TaxInputError) throw new AppError('CONFLICT', error.message)
    throw error
  }
}
