import type { IsoDate } from '@/domain/period.ts'

/*
 * The figures of the federal leasing rules' escrow checks (49 CFR 376.12(k)), dated: each row holds
 * from its `effectiveFrom` until the next row's. A change of the regulation (or of how strictly we
 * read a credit) is a new row, so a credit or a lease's end is judged by the rules of its own day.
 */

export interface EscrowRules {
  /** The first day these figures apply to. */
  effectiveFrom: IsoDate
  /** The regulation, as cited to the user. */
  citation: string
  /**
   * Days after the lease ends within which the carrier returns the escrow's balance:
   * 49 CFR 376.12(k)(6) ("no later than 45 days from the date of termination").
   */
  returnDays: number
  /**
   * How far below the required rate credited interest may fall before it is named, in whole percent
   * of the expected interest: not a figure of the regulation but our allowance for a carrier's day
   * count (360 or 365 days) and rounding.
   */
  interestTolerancePercent: number
  /**
   * How old, in days, the latest 13-week bill auction may be for its yield to stand for a date. The
   * Treasury auctions 13-week bills every week (on a Monday, a day later after a holiday): an older
   * auction means the yields of that time are missing from the table, so the yield is unknown rather
   * than taken from another season. Ours, not the regulation's.
   */
  tbillYieldMaxAgeDays: number
}

/**
 * Newest last. The first row covers every date the ledger holds (from 1900): the rule as it stands
 * in the eCFR, 49 CFR 376.12(k)(5) (interest at least quarterly, at a rate no lower than the average
 * yield or equivalent coupon issue yield on 91-day, 13-week Treasury bills as established in the
 * weekly auction by the Department of Treasury) and (k)(6) (return within 45 days).
 */
export const ESCROW_RULES: readonly EscrowRules[] = [
  {
    effectiveFrom: '1900-01-01',
    citation: '49 CFR 376.12(k)',
    returnDays: 45,
    interestTolerancePercent: 5,
    tbillYieldMaxAgeDays: 14,
  },
]

/** The rules in force on `date`: the last row that took effect on or before it. */
export function escrowRulesOn(date: IsoDate): EscrowRules {
  let found = ESCROW_RULES[0]!
  for (const rules of ESCROW_RULES) if (rules.effectiveFrom <= date) found = rules
  return found
}
