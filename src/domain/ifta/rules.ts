/**
 * The IFTA figures and thresholds the return and its checks rest on. Sources:
 * - IFTA Articles of Agreement (iftach.org): R245 qualified motor vehicle (two axles and over
 *   26,000 lb / 11,797 kg gross or registered gross weight, three or more axles whatever the weight,
 *   or a combination over 26,000 lb); R960 quarterly returns due the last day of the month after
 *   the quarter; R1010–R1020 late filing penalty, the greater of $50 or 10 % of the net tax, and
 *   interest; R1270 (Procedures Manual P510) records kept four years.
 * - Idaho State Tax Commission, "Idaho IFTA Reporting" steps 1–5 (tax.idaho.gov), as every base
 *   jurisdiction's return prints it: average fleet MPG to two decimals; miles and gallons in whole
 *   numbers; taxable gallons = taxable miles ÷ fleet MPG, rounded to the nearest whole gallon.
 * The checks' thresholds are the product's, not the law's: they say where an auditor looks first.
 */
export const IFTA_RULES = {
  /** R245: a power unit of two axles is qualified over this gross or registered weight. */
  qualifiedWeightOverLb: 26_000,
  /** R245: three or more axles are qualified whatever the weight. */
  qualifiedAxles: 3,
  /** R1010: the late penalty is the greater of these (interest apart: interest-rates.ts). */
  latePenaltyMinimumCents: 5_000,
  latePenaltyPercent: '10',
  /** P510: records kept at least this many years from the return's due date or filing. */
  recordYears: 4,
} as const

/** Where the return's checks warn (a fleet MPG outside it is the first thing an audit questions). */
export const IFTA_CHECKS = {
  mpgLow: '4',
  mpgHigh: '8',
  /** A trip longer than this with no fuel bought for the truck between its dates. */
  milesWithoutFuel: 2_000,
  /** The trips' miles and the loads' miles of a quarter differing by more than this share. */
  loadMilesTolerancePercent: 5,
} as const
