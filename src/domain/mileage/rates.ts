/**
 * IRS standard mileage rates for business use, in tenths of a cent per mile, by year
 * (docs/us-tax-facts.md). Add a row each year.
 */
export const IRS_MILEAGE_RATES_TENTHS_OF_CENT: Record<number, number> = {
  2023: 655,
  2024: 670,
  2025: 700,
  2026: 725,
}

const years = Object.keys(IRS_MILEAGE_RATES_TENTHS_OF_CENT).map(Number)
const FIRST_YEAR = Math.min(...years)
const LAST_YEAR = Math.max(...years)

/** The rate for a year; before the table, its first year's; after it, its latest (until updated). */
export function mileageRateTenthsOfCent(year: number): number {
  const clamped = Math.min(Math.max(year, FIRST_YEAR), LAST_YEAR)
  return IRS_MILEAGE_RATES_TENTHS_OF_CENT[clamped]!
}

/** Cents per mile as the IRS states it (e.g. 72.5). */
export function mileageRateCents(year: number): number {
  return mileageRateTenthsOfCent(year) / 10
}
