/**
 * The federal depreciation figures for a trucker's tractors and trailers: MACRS percentage tables,
 * the section 179 limits and the bonus (special depreciation allowance) percentages. Percentages are
 * decimal strings exactly as IRS Publication 946, Appendix A prints them (percent of the basis left
 * after section 179 and bonus); money is whole dollars as the sources print it. Sources are cited per
 * table and gathered in docs/us-tax-facts.md ("Depreciation"). Re-check a figure against its source
 * before changing it.
 */

/**
 * GDS recovery classes RigLedger handles: over-the-road tractor units are 3-year property, trailers
 * and trucks other than tractor units are 5-year (Pub 946, Table B-1, asset classes 00.26 and 00.241/00.27).
 */
export const RECOVERY_CLASSES = [3, 5] as const
export type RecoveryClass = (typeof RECOVERY_CLASSES)[number]

export type Quarter = 1 | 2 | 3 | 4

/**
 * GDS, 200 % declining balance switching to straight line, half-year convention:
 * Pub 946 Table A-1 (3-, 5-, 7-, 10-, 15- and 20-year property, half-year convention).
 */
export const MACRS_HALF_YEAR_PERCENT: Record<RecoveryClass, readonly string[]> = {
  3: ['33.33', '44.45', '14.81', '7.41'],
  5: ['20.00', '32.00', '19.20', '11.52', '11.52', '5.76'],
}

/**
 * GDS, 200 % declining balance, mid-quarter convention, by the quarter of the tax year the property
 * was placed in service: Pub 946 Table A-2 (first quarter), A-3 (second), A-4 (third), A-5 (fourth).
 * Each column adds up to 100.00.
 */
export const MACRS_MID_QUARTER_PERCENT: Record<Quarter, Record<RecoveryClass, readonly string[]>> = {
  1: {
    3: ['58.33', '27.78', '12.35', '1.54'],
    5: ['35.00', '26.00', '15.60', '11.01', '11.01', '1.38'],
  },
  2: {
    3: ['41.67', '38.89', '14.14', '5.30'],
    5: ['25.00', '30.00', '18.00', '11.37', '11.37', '4.26'],
  },
  3: {
    3: ['25.00', '50.00', '16.67', '8.33'],
    5: ['15.00', '34.00', '20.40', '12.24', '11.30', '7.06'],
  },
  4: {
    3: ['8.33', '61.11', '20.37', '10.19'],
    5: ['5.00', '38.00', '22.80', '13.68', '10.94', '9.58'],
  },
}

/**
 * GDS straight line (the election in Pub 946 chapter 4, "Which Depreciation Method Applies?"), half-year
 * convention: Pub 946 Table A-8, recovery periods 3 and 5 years. (The mid-quarter straight-line tables,
 * are not carried yet: their printed figures could not be checked against the publication.)
 */
export const STRAIGHT_LINE_HALF_YEAR_PERCENT: Record<RecoveryClass, readonly string[]> = {
  3: ['16.67', '33.33', '33.33', '16.67'],
  5: ['10.00', '20.00', '20.00', '20.00', '20.00', '10.00'],
}

/**
 * Part of a full year's table figure allowed in the year of disposal under the mid-quarter convention,
 * by the quarter of disposal (Pub 946, "Figuring the Deduction Without Using the Tables" / "Property
 * disposed of before the end of the recovery period": mid-quarter percentages 12.5, 37.5, 62.5, 87.5).
 */
export const MID_QUARTER_DISPOSAL_PERCENT: Record<Quarter, string> = {
  1: '12.5',
  2: '37.5',
  3: '62.5',
  4: '87.5',
}

/** Under the half-year convention the year of disposal gets half of that year's figure (Pub 946). */
export const HALF_YEAR_DISPOSAL_PERCENT = '50'

/** More than 40 % of the year's depreciable basis placed in service in the last quarter: mid-quarter (IRC 168(d)(3)). */
export const MID_QUARTER_THRESHOLD_PERCENT = '40'

/**
 * Section 179 by tax year (tax years beginning in that year), dollars: the most that may be expensed,
 * reduced dollar for dollar by the cost of section 179 property placed in service over the threshold.
 * Rev. Proc. 2021-45 (2022), 2022-38 (2023), 2023-34 (2024); the One Big Beautiful Bill Act of July 4,
 * 2025 (Pub. L. 119-21, amending IRC 179(b)) for 2025; Rev. Proc. 2025-32 (2026, indexed).
 */
export const SECTION_179_LIMITS_DOLLARS: Record<
  number,
  { limitDollars: number; phaseOutFromDollars: number; source: string }
> = {
  2022: { limitDollars: 1_080_000, phaseOutFromDollars: 2_700_000, source: 'Rev. Proc. 2021-45' },
  2023: { limitDollars: 1_160_000, phaseOutFromDollars: 2_890_000, source: 'Rev. Proc. 2022-38' },
  2024: { limitDollars: 1_220_000, phaseOutFromDollars: 3_050_000, source: 'Rev. Proc. 2023-34' },
  2025: {
    limitDollars: 2_500_000,
    phaseOutFromDollars: 4_000_000,
    source: 'Pub. L. 119-21 (IRC 179(b)(1), (2))',
  },
  2026: { limitDollars: 2_560_000, phaseOutFromDollars: 4_090_000, source: 'Rev. Proc. 2025-32' },
}

/**
 * Bonus depreciation (IRC 168(k), Pub 946 chapter 3) for property acquired after September 27, 2017
 * and before January 20, 2025, by the calendar year it is placed in service: 100 % through 2022, then
 * down 20 points a year (Tax Cuts and Jobs Act; IRC 168(k)(6)(A)).
 */
export const BONUS_PERCENT_BY_PLACED_IN_SERVICE_YEAR: Record<number, string> = {
  2018: '100',
  2019: '100',
  2020: '100',
  2021: '100',
  2022: '100',
  2023: '80',
  2024: '60',
  2025: '40',
  2026: '20',
}

/** Property acquired after this date (and placed in service after it) gets 100 % (Pub. L. 119-21 sec. 70301). */
export const FULL_BONUS_ACQUIRED_AFTER = '2025-01-19'
export const FULL_BONUS_PERCENT = '100'

/** Bonus applies to property acquired after this date (TCJA); earlier acquisitions are outside these tables. */
export const TCJA_BONUS_ACQUIRED_AFTER = '2017-09-27'
