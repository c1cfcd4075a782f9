/**
 * IFTA interest on a late return (Articles of Agreement R1230, from July 1, 2013): an annual rate two
 * percentage points above the IRS underpayment rate of IRC 6621(a)(2), set each January 1, accruing
 * monthly at 1/12 of it on the tax due to each jurisdiction, for each month or fraction of a month
 * the payment is late.
 *
 * Sources: California Department of Tax and Fee Administration, "International Fuel Tax Agreement
 * (IFTA) – Interest Rates" (cdtfa.ca.gov/taxes-and-fees/ifta-interest-rates.htm), the monthly
 * factors below for 07/01/13 – 12/31/25; Idaho State Tax Commission, "Idaho IFTA Reporting", column
 * 13 (tax.idaho.gov): the same factors for 2019 – 2025, interest only for the jurisdictions where tax
 * is owed (no credit from another jurisdiction set against it), a return a day late is a month late.
 * A year after the last row has no rate here until IFTA, Inc. publishes it and a row is added.
 */
export const IFTA_INTEREST_RATES: readonly {
  /** First day the rate applies (it runs until the next row's, or through `lastDay`). */
  from: string
  annualPercent: string
  /** 1/12 of the annual rate, as the jurisdictions print it. */
  monthlyFactor: string
}[] = [
  { from: '2013-07-01', annualPercent: '5', monthlyFactor: '0.004167' },
  { from: '2017-01-01', annualPercent: '6', monthlyFactor: '0.005000' },
  { from: '2019-01-01', annualPercent: '7', monthlyFactor: '0.005833' },
  { from: '2021-01-01', annualPercent: '5', monthlyFactor: '0.004167' },
  { from: '2023-01-01', annualPercent: '8', monthlyFactor: '0.006667' },
  { from: '2024-01-01', annualPercent: '10', monthlyFactor: '0.008333' },
  { from: '2025-01-01', annualPercent: '9', monthlyFactor: '0.007500' },
]

/** The last day the table covers: the rates are set for a calendar year at a time. */
export const IFTA_INTEREST_LAST_DAY = '2025-12-31'
