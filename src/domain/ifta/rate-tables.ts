/**
 * IFTA diesel tax rates by quarter, US $ per US gallon, as IFTA, Inc. publishes them in its quarterly
 * tax rate matrix (iftach.org, "Taxmatrix"; the downloadable file is
 * https://www.iftach.org/taxmatrix/charts/<n>Q<yyyy>.csv). Each figure is the "Special Diesel"
 * column of the jurisdiction's "U.S." row (for a Canadian province too: the matrix converts its
 * Canadian $ per litre at the quarter's exchange rate), and `surchargeRate` is the same column of
 * the "SurChg" row (Kentucky and Virginia in these quarters; Indiana's "SurChg" row has no diesel
 * figure in them). Nothing is typed by hand: each quarter was read from the file with
 * parseRateMatrixCsv (rate-matrix-csv.ts), checked against a second, independent reading of the same
 * file, and spot-checked against the text; none of these files prints a dated row (a rate changing
 * inside the quarter), so every figure is the one in force on the quarter's first day.
 *
 * Quarters left out, and why: 2022Q2 to 2024Q4, 2025Q2 and 2025Q3 — no complete copy of the file
 * could be read here (the stored iftach.org Taxmatrix pages for those quarters could only be read
 * as their first few thousand characters, a handful of provinces and states); 2026Q3 — a copy of
 * the file exists (github.com/ArtJack/ifta-agent data/rates/3Q2026.csv) but could not be brought in
 * whole to be read by the parser, and IFTA, Inc.'s change list for it (iftach.org/taxchangeq.php:
 * CO 0.3350, MS 0.2400, WY 0.2400) is not the whole matrix. Add a quarter by reading IFTA, Inc.'s
 * file with parseRateMatrixCsv, never by hand.
 */

export interface IftaDieselRate {
  jurisdiction: string
  /** US $ per gallon, four decimals as printed ("0.3100"). */
  rate: string
  /** US $ per gallon on all taxable gallons, when the matrix prints a surcharge row. */
  surchargeRate?: string
}

export interface IftaQuarterRates {
  /** The file's URL, and whether it says its rates are final. */
  source: string
  /** The 58 IFTA members, in the matrix's order (provinces first). */
  rates: IftaDieselRate[]
}

/** Keyed by quarter, "2025Q4"; the most recent first. */
export const IFTA_DIESEL_RATES: Record<string, IftaQuarterRates> = {
  /**
   * Read from two copies of this file that are identical byte for byte: github.com/ArtJack/ifta-agent
   * data/rates/2Q2026.csv and github.com/henokkudus1/rigstrike-site data/ifta-q2-2026-source.csv (fetched
   * from the URL on 2026-07-10, after the quarter ended).
   */
  '2026Q2': {
    source:
      'https://www.iftach.org/taxmatrix/charts/2Q2026.csv (IFTA, Inc. "2nd Quarter 2026", Special Diesel, U.S. rows; the file prints neither "final" nor "not final")',
    rates: [
      { jurisdiction: 'AB', rate: '0.3596' },
      { jurisdiction: 'BC', rate: '0.4150' },
      { jurisdiction: 'MB', rate: '0.3458' },
      { jurisdiction: 'NB', rate: '0.4274' },
      { jurisdiction: 'NL', rate: '0.2628' },
      { jurisdiction: 'NS', rate: '0.4260' },
      { jurisdiction: 'ON', rate: '0.2490' },
      { jurisdiction: 'PE', rate: '0.3914' },
      { jurisdiction: 'QC', rate: '0.5588' },
      { jurisdiction: 'SK', rate: '0.4150' },
      { jurisdiction: 'AL', rate: '0.3100' },
      { jurisdiction: 'AZ', rate: '0.2600' },
      { jurisdiction: 'AR', rate: '0.2850' },
      { jurisdiction: 'CA', rate: '0.9710' },
      { jurisdiction: 'CO', rate: '0.3250' },
      { jurisdiction: 'CT', rate: '0.4890' },
      { jurisdiction: 'DE', rate: '0.2200' },
      { jurisdiction: 'FL', rate: '0.4097' },
      { jurisdiction: 'GA', rate: '0.3730' },
      { jurisdiction: 'ID', rate: '0.3200' },
      { jurisdiction: 'IL', rate: '0.7380' },
      { jurisdiction: 'IN', rate: '0.6300' },
      { jurisdiction: 'IA', rate: '0.3250' },
      { jurisdiction: 'KS', rate: '0.2600' },
      { jurisdiction: 'KY', rate: '0.2200', surchargeRate: '0.1050' },
      { jurisdiction: 'LA', rate: '0.2000' },
      { jurisdiction: 'ME', rate: '0.3120' },
      { jurisdiction: 'MD', rate: '0.4675' },
      { jurisdiction: 'MA', rate: '0.2400' },
      { jurisdiction: 'MI', rate: '0.5240' },
      { jurisdiction: 'MN', rate: '0.3260' },
      { jurisdiction: 'MS', rate: '0.2100' },
      { jurisdiction: 'MO', rate: '0.2950' },
      { jurisdiction: 'MT', rate: '0.2975' },
      { jurisdiction: 'NE', rate: '0.3180' },
      { jurisdiction: 'NV', rate: '0.2700' },
      { jurisdiction: 'NH', rate: '0.2220' },
      { jurisdiction: 'NJ', rate: '0.5610' },
      { jurisdiction: 'NM', rate: '0.2100' },
      { jurisdiction: 'NY', rate: '0.3805' },
      { jurisdiction: 'NC', rate: '0.4100' },
      { jurisdiction: 'ND', rate: '0.2300' },
      { jurisdiction: 'OH', rate: '0.4700' },
      { jurisdiction: 'OK', rate: '0.1900' },
      { jurisdiction: 'OR', rate: '0.0000' }, // printed "$-": no IFTA diesel tax (Oregon's weight-mile tax is apart)
      { jurisdiction: 'PA', rate: '0.7410' },
      { jurisdiction: 'RI', rate: '0.4000' },
      { jurisdiction: 'SC', rate: '0.2800' },
      { jurisdiction: 'SD', rate: '0.2800' },
      { jurisdiction: 'TN', rate: '0.2700' },
      { jurisdiction: 'TX', rate: '0.2000' },
      { jurisdiction: 'UT', rate: '0.3790' },
      { jurisdiction: 'VT', rate: '0.3100' },
      { jurisdiction: 'VA', rate: '0.3270', surchargeRate: '0.1430' },
      { jurisdiction: 'WA', rate: '0.5840' },
      { jurisdiction: 'WV', rate: '0.3570' },
      { jurisdiction: 'WI', rate: '0.3290' },
      { jurisdiction: 'WY', rate: '0.2400' },
    ],
  },
  /**
   * Read from the copy in github.com/ArtJack/ifta-agent data/rates/1Q2026.csv (commit 76a7a4a).
   */
  '2026Q1': {
    source:
      'https://www.iftach.org/taxmatrix/charts/1Q2026.csv (IFTA, Inc. "1st Quarter 2026", Special Diesel, U.S. rows; the file prints neither "final" nor "not final")',
    rates: [
      { jurisdiction: 'AB', rate: '0.3575' },
      { jurisdiction: 'BC', rate: '0.4125' },
      { jurisdiction: 'MB', rate: '0.3437' },
      { jurisdiction: 'NB', rate: '0.4248' },
      { jurisdiction: 'NL', rate: '0.2612' },
      { jurisdiction: 'NS', rate: '0.4235' },
      { jurisdiction: 'ON', rate: '0.2475' },
      { jurisdiction: 'PE', rate: '0.3891' },
      { jurisdiction: 'QC', rate: '0.5555' },
      { jurisdiction: 'SK', rate: '0.4125' },
      { jurisdiction: 'AL', rate: '0.3100' },
      { jurisdiction: 'AZ', rate: '0.2600' },
      { jurisdiction: 'AR', rate: '0.2850' },
      { jurisdiction: 'CA', rate: '0.9710' },
      { jurisdiction: 'CO', rate: '0.3250' },
      { jurisdiction: 'CT', rate: '0.4890' },
      { jurisdiction: 'DE', rate: '0.2200' },
      { jurisdiction: 'FL', rate: '0.4027' },
      { jurisdiction: 'GA', rate: '0.3710' },
      { jurisdiction: 'ID', rate: '0.3200' },
      { jurisdiction: 'IL', rate: '0.7380' },
      { jurisdiction: 'IN', rate: '0.6100' },
      { jurisdiction: 'IA', rate: '0.3250' },
      { jurisdiction: 'KS', rate: '0.2600' },
      { jurisdiction: 'KY', rate: '0.2200', surchargeRate: '0.1050' },
      { jurisdiction: 'LA', rate: '0.2000' },
      { jurisdiction: 'ME', rate: '0.3120' },
      { jurisdiction: 'MD', rate: '0.4675' },
      { jurisdiction: 'MA', rate: '0.2400' },
      { jurisdiction: 'MI', rate: '0.5240' },
      { jurisdiction: 'MN', rate: '0.3260' },
      { jurisdiction: 'MS', rate: '0.2100' },
      { jurisdiction: 'MO', rate: '0.2950' },
      { jurisdiction: 'MT', rate: '0.2975' },
      { jurisdiction: 'NE', rate: '0.3180' },
      { jurisdiction: 'NV', rate: '0.2700' },
      { jurisdiction: 'NH', rate: '0.2220' },
      { jurisdiction: 'NJ', rate: '0.5610' },
      { jurisdiction: 'NM', rate: '0.2100' },
      { jurisdiction: 'NY', rate: '0.3805' },
      { jurisdiction: 'NC', rate: '0.4100' },
      { jurisdiction: 'ND', rate: '0.2300' },
      { jurisdiction: 'OH', rate: '0.4700' },
      { jurisdiction: 'OK', rate: '0.1900' },
      { jurisdiction: 'OR', rate: '0.0000' }, // printed "$-": no IFTA diesel tax (Oregon's weight-mile tax is apart)
      { jurisdiction: 'PA', rate: '0.7410' },
      { jurisdiction: 'RI', rate: '0.4000' },
      { jurisdiction: 'SC', rate: '0.2800' },
      { jurisdiction: 'SD', rate: '0.2800' },
      { jurisdiction: 'TN', rate: '0.2700' },
      { jurisdiction: 'TX', rate: '0.2000' },
      { jurisdiction: 'UT', rate: '0.3790' },
      { jurisdiction: 'VT', rate: '0.3100' },
      { jurisdiction: 'VA', rate: '0.3270', surchargeRate: '0.1430' },
      { jurisdiction: 'WA', rate: '0.5840' },
      { jurisdiction: 'WV', rate: '0.3570' },
      { jurisdiction: 'WI', rate: '0.3290' },
      { jurisdiction: 'WY', rate: '0.2400' },
    ],
  },
  /**
   * Read from the copy in github.com/ArtJack/ifta-agent data/rates/4Q2025.csv (commit 76a7a4a); the
   * changes IFTA, Inc. lists for the quarter (iftach.org/taxchangeq.php, exchange rate 1.3797: CA
   * 0.9710, MD 0.4675, MA 0.2400) agree with it.
   */
  '2025Q4': {
    source:
      'https://www.iftach.org/taxmatrix/charts/4Q2025.csv (IFTA, Inc. "4th Quarter 2025", Special Diesel, U.S. rows; the file prints neither "final" nor "not final")',
    rates: [
      { jurisdiction: 'AB', rate: '0.3567' },
      { jurisdiction: 'BC', rate: '0.4115' },
      { jurisdiction: 'MB', rate: '0.3429' },
      { jurisdiction: 'NB', rate: '0.4239' },
      { jurisdiction: 'NL', rate: '0.2606' },
      { jurisdiction: 'NS', rate: '0.4225' },
      { jurisdiction: 'ON', rate: '0.2469' },
      { jurisdiction: 'PE', rate: '0.3882' },
      { jurisdiction: 'QC', rate: '0.5542' },
      { jurisdiction: 'SK', rate: '0.4115' },
      { jurisdiction: 'AL', rate: '0.3100' },
      { jurisdiction: 'AZ', rate: '0.2600' },
      { jurisdiction: 'AR', rate: '0.2850' },
      { jurisdiction: 'CA', rate: '0.9710' },
      { jurisdiction: 'CO', rate: '0.3250' },
      { jurisdiction: 'CT', rate: '0.4890' },
      { jurisdiction: 'DE', rate: '0.2200' },
      { jurisdiction: 'FL', rate: '0.4027' },
      { jurisdiction: 'GA', rate: '0.3710' },
      { jurisdiction: 'ID', rate: '0.3200' },
      { jurisdiction: 'IL', rate: '0.7490' },
      { jurisdiction: 'IN', rate: '0.6100' },
      { jurisdiction: 'IA', rate: '0.3250' },
      { jurisdiction: 'KS', rate: '0.2600' },
      { jurisdiction: 'KY', rate: '0.2200', surchargeRate: '0.1050' },
      { jurisdiction: 'LA', rate: '0.2000' },
      { jurisdiction: 'ME', rate: '0.3120' },
      { jurisdiction: 'MD', rate: '0.4675' },
      { jurisdiction: 'MA', rate: '0.2400' },
      { jurisdiction: 'MI', rate: '0.5070' },
      { jurisdiction: 'MN', rate: '0.3180' },
      { jurisdiction: 'MS', rate: '0.2100' },
      { jurisdiction: 'MO', rate: '0.2950' },
      { jurisdiction: 'MT', rate: '0.2975' },
      { jurisdiction: 'NE', rate: '0.3180' },
      { jurisdiction: 'NV', rate: '0.2700' },
      { jurisdiction: 'NH', rate: '0.2220' },
      { jurisdiction: 'NJ', rate: '0.5190' },
      { jurisdiction: 'NM', rate: '0.2100' },
      { jurisdiction: 'NY', rate: '0.3875' },
      { jurisdiction: 'NC', rate: '0.4030' },
      { jurisdiction: 'ND', rate: '0.2300' },
      { jurisdiction: 'OH', rate: '0.4700' },
      { jurisdiction: 'OK', rate: '0.1900' },
      { jurisdiction: 'OR', rate: '0.0000' }, // printed "$-": no IFTA diesel tax (Oregon's weight-mile tax is apart)
      { jurisdiction: 'PA', rate: '0.7410' },
      { jurisdiction: 'RI', rate: '0.4000' },
      { jurisdiction: 'SC', rate: '0.2800' },
      { jurisdiction: 'SD', rate: '0.2800' },
      { jurisdiction: 'TN', rate: '0.2700' },
      { jurisdiction: 'TX', rate: '0.2000' },
      { jurisdiction: 'UT', rate: '0.3850' },
      { jurisdiction: 'VT', rate: '0.3100' },
      { jurisdiction: 'VA', rate: '0.3270', surchargeRate: '0.1430' },
      { jurisdiction: 'WA', rate: '0.5840' },
      { jurisdiction: 'WV', rate: '0.3570' },
      { jurisdiction: 'WI', rate: '0.3290' },
      { jurisdiction: 'WY', rate: '0.2400' },
    ],
  },
  /**
   * Read from the copy in github.com/ArtJack/ifta-agent data/rates/1Q2025.csv (commit 76a7a4a).
   */
  '2025Q1': {
    source:
      'https://www.iftach.org/taxmatrix/charts/1Q2025.csv (IFTA, Inc. "1st Quarter 2025", Special Diesel, U.S. rows; the file prints neither "final" nor "not final")',
    rates: [
      { jurisdiction: 'AB', rate: '0.3458' },
      { jurisdiction: 'BC', rate: '0.9507' },
      { jurisdiction: 'MB', rate: '0.3325' },
      { jurisdiction: 'NB', rate: '0.4110' },
      { jurisdiction: 'NL', rate: '0.2527' },
      { jurisdiction: 'NS', rate: '0.4096' },
      { jurisdiction: 'ON', rate: '0.2394' },
      { jurisdiction: 'PE', rate: '0.3764' },
      { jurisdiction: 'QC', rate: '0.5373' },
      { jurisdiction: 'SK', rate: '0.3990' },
      { jurisdiction: 'AL', rate: '0.3000' },
      { jurisdiction: 'AZ', rate: '0.2600' },
      { jurisdiction: 'AR', rate: '0.2850' },
      { jurisdiction: 'CA', rate: '1.0230' },
      { jurisdiction: 'CO', rate: '0.2850' },
      { jurisdiction: 'CT', rate: '0.5240' },
      { jurisdiction: 'DE', rate: '0.2200' },
      { jurisdiction: 'FL', rate: '0.4027' },
      { jurisdiction: 'GA', rate: '0.3710' },
      { jurisdiction: 'ID', rate: '0.3200' },
      { jurisdiction: 'IL', rate: '0.7360' },
      { jurisdiction: 'IN', rate: '0.5900' },
      { jurisdiction: 'IA', rate: '0.3250' },
      { jurisdiction: 'KS', rate: '0.2600' },
      { jurisdiction: 'KY', rate: '0.2340', surchargeRate: '0.1120' },
      { jurisdiction: 'LA', rate: '0.2000' },
      { jurisdiction: 'ME', rate: '0.3120' },
      { jurisdiction: 'MD', rate: '0.4685' },
      { jurisdiction: 'MA', rate: '0.2400' },
      { jurisdiction: 'MI', rate: '0.4950' },
      { jurisdiction: 'MN', rate: '0.3180' },
      { jurisdiction: 'MS', rate: '0.1800' },
      { jurisdiction: 'MO', rate: '0.2700' },
      { jurisdiction: 'MT', rate: '0.2975' },
      { jurisdiction: 'NE', rate: '0.3040' },
      { jurisdiction: 'NV', rate: '0.2700' },
      { jurisdiction: 'NH', rate: '0.2220' },
      { jurisdiction: 'NJ', rate: '0.4930' },
      { jurisdiction: 'NM', rate: '0.2100' },
      { jurisdiction: 'NY', rate: '0.3875' },
      { jurisdiction: 'NC', rate: '0.4030' },
      { jurisdiction: 'ND', rate: '0.2300' },
      { jurisdiction: 'OH', rate: '0.4700' },
      { jurisdiction: 'OK', rate: '0.1900' },
      { jurisdiction: 'OR', rate: '0.0000' }, // printed "$-": no IFTA diesel tax (Oregon's weight-mile tax is apart)
      { jurisdiction: 'PA', rate: '0.7410' },
      { jurisdiction: 'RI', rate: '0.3700' },
      { jurisdiction: 'SC', rate: '0.2800' },
      { jurisdiction: 'SD', rate: '0.2800' },
      { jurisdiction: 'TN', rate: '0.2700' },
      { jurisdiction: 'TX', rate: '0.2000' },
      { jurisdiction: 'UT', rate: '0.3850' },
      { jurisdiction: 'VT', rate: '0.3100' },
      { jurisdiction: 'VA', rate: '0.3180', surchargeRate: '0.1420' },
      { jurisdiction: 'WA', rate: '0.4940' },
      { jurisdiction: 'WV', rate: '0.3570' },
      { jurisdiction: 'WI', rate: '0.3290' },
      { jurisdiction: 'WY', rate: '0.2400' },
    ],
  },
  /**
   * Read from the copy in github.com/TomasDarulis/ifta-rates spec/fixtures/ifta_rate_data.csv (commit
   * 49d2e76), which that project downloads from the URL; the 1st-quarter figures TruckLogics quotes in its
   * 2Q2022 rate-change article (BC 0.7812, NB 0.7657) agree with it.
   */
  '2022Q1': {
    source:
      'https://www.iftach.org/taxmatrix/charts/1Q2022.csv (IFTA, Inc. "1st Quarter 2022", Special Diesel, U.S. rows; the file prints neither "final" nor "not final")',
    rates: [
      { jurisdiction: 'AB', rate: '0.3803' },
      { jurisdiction: 'BC', rate: '0.7812' },
      { jurisdiction: 'MB', rate: '0.4095' },
      { jurisdiction: 'NB', rate: '0.7657' },
      { jurisdiction: 'NL', rate: '0.7965' },
      { jurisdiction: 'NS', rate: '0.4504' },
      { jurisdiction: 'ON', rate: '0.4183' },
      { jurisdiction: 'PE', rate: '0.6493' },
      { jurisdiction: 'QC', rate: '0.5908' },
      { jurisdiction: 'SK', rate: '0.4388' },
      { jurisdiction: 'AL', rate: '0.2900' },
      { jurisdiction: 'AZ', rate: '0.2600' },
      { jurisdiction: 'AR', rate: '0.2850' },
      { jurisdiction: 'CA', rate: '0.7270' },
      { jurisdiction: 'CO', rate: '0.2050' },
      { jurisdiction: 'CT', rate: '0.4010' },
      { jurisdiction: 'DE', rate: '0.2200' },
      { jurisdiction: 'FL', rate: '0.3637' },
      { jurisdiction: 'GA', rate: '0.3260' },
      { jurisdiction: 'ID', rate: '0.3200' },
      { jurisdiction: 'IL', rate: '0.6270' },
      { jurisdiction: 'IN', rate: '0.5300' },
      { jurisdiction: 'IA', rate: '0.3250' },
      { jurisdiction: 'KS', rate: '0.2600' },
      { jurisdiction: 'KY', rate: '0.2160', surchargeRate: '0.1020' },
      { jurisdiction: 'LA', rate: '0.2000' },
      { jurisdiction: 'ME', rate: '0.3120' },
      { jurisdiction: 'MD', rate: '0.3685' },
      { jurisdiction: 'MA', rate: '0.2400' },
      { jurisdiction: 'MI', rate: '0.4680' },
      { jurisdiction: 'MN', rate: '0.2850' },
      { jurisdiction: 'MS', rate: '0.1800' },
      { jurisdiction: 'MO', rate: '0.1950' },
      { jurisdiction: 'MT', rate: '0.2955' },
      { jurisdiction: 'NE', rate: '0.2480' },
      { jurisdiction: 'NV', rate: '0.2700' },
      { jurisdiction: 'NH', rate: '0.2220' },
      { jurisdiction: 'NJ', rate: '0.4940' },
      { jurisdiction: 'NM', rate: '0.2100' },
      { jurisdiction: 'NY', rate: '0.3955' },
      { jurisdiction: 'NC', rate: '0.3850' },
      { jurisdiction: 'ND', rate: '0.2300' },
      { jurisdiction: 'OH', rate: '0.4700' },
      { jurisdiction: 'OK', rate: '0.1900' },
      { jurisdiction: 'OR', rate: '0.0000' }, // printed "$-": no IFTA diesel tax (Oregon's weight-mile tax is apart)
      { jurisdiction: 'PA', rate: '0.7410' },
      { jurisdiction: 'RI', rate: '0.3400' },
      { jurisdiction: 'SC', rate: '0.2600' },
      { jurisdiction: 'SD', rate: '0.2800' },
      { jurisdiction: 'TN', rate: '0.2700' },
      { jurisdiction: 'TX', rate: '0.2000' },
      { jurisdiction: 'UT', rate: '0.3190' },
      { jurisdiction: 'VT', rate: '0.3100' },
      { jurisdiction: 'VA', rate: '0.2700', surchargeRate: '0.1390' },
      { jurisdiction: 'WA', rate: '0.4940' },
      { jurisdiction: 'WV', rate: '0.3570' },
      { jurisdiction: 'WI', rate: '0.3290' },
      { jurisdiction: 'WY', rate: '0.2400' },
    ],
  },
}

/** The diesel rates for a quarter ("2025Q4"), or undefined when no table is kept for it. */
export function iftaDieselRates(quarter: string): IftaQuarterRates | undefined {
  return Object.hasOwn(IFTA_DIESEL_RATES, quarter) ? IFTA_DIESEL_RATES[quarter] : undefined
}
