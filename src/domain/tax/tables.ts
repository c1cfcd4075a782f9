/**
 * The federal figures the tax calculators rest on, keyed by year or date. Sources are cited per
 * table and gathered in docs/us-tax-facts.md; re-check a figure against its source before changing
 * it, and add the year's row when the IRS publishes it. Money is in whole dollars here exactly as
 * the sources print it (converted to cents where used); rates are decimal strings.
 */

export const FILING_STATUSES = ['single', 'married_jointly', 'head_of_household'] as const
export type FilingStatus = (typeof FILING_STATUSES)[number]

/** Self-employment tax (Schedule SE, Part I): the same percentages every year since 1990. */
export const SE_TAX_RATES = {
  /** Line 4a: net earnings are 92.35 % of a profit (a loss is carried as it is). */
  netEarningsPercent: '92.35',
  /** Line 10: Social Security, up to the wage base. */
  socialSecurityPercent: '12.4',
  /** Line 11: Medicare, on all net earnings. */
  medicarePercent: '2.9',
  /** Line 13: half of the tax is deducted from income (Schedule 1). */
  deductiblePercent: '50',
  /** Line 4c: no SE tax when net earnings are under $400. */
  minimumNetEarningsDollars: 400,
} as const

/**
 * The Social Security wage base (Schedule SE line 7), dollars. SSA's annual announcements
 * (2023 $160,200; 2024 $168,600; 2025 $176,100; 2026 $184,500).
 */
export const SOCIAL_SECURITY_WAGE_BASE_DOLLARS: Record<number, number> = {
  2022: 147_000,
  2023: 160_200,
  2024: 168_600,
  2025: 176_100,
  2026: 184_500,
}

/**
 * Transportation-industry per diem for meals and incidental expenses, dollars per full day, by the
 * federal fiscal year the travel date falls in (October to September). IRS Notices 2022-44 (from
 * 2022-10-01), 2023-68 (2023-10-01), 2024-68 (2024-10-01), 2025-54 (2025-10-01).
 */
export const PER_DIEM_RATES: {
  from: string
  to: string
  insideConusDollars: number
  outsideConusDollars: number
  source: string
}[] = [
  {
    from: '2022-10-01',
    to: '2023-09-30',
    insideConusDollars: 69,
    outsideConusDollars: 74,
    source: 'Notice 2022-44',
  },
  {
    from: '2023-10-01',
    to: '2024-09-30',
    insideConusDollars: 69,
    outsideConusDollars: 74,
    source: 'Notice 2023-68',
  },
  {
    from: '2024-10-01',
    to: '2025-09-30',
    insideConusDollars: 80,
    outsideConusDollars: 86,
    source: 'Notice 2024-68',
  },
  {
    from: '2025-10-01',
    to: '2026-09-30',
    insideConusDollars: 80,
    outsideConusDollars: 86,
    source: 'Notice 2025-54',
  },
]

export const PER_DIEM_RULES = {
  /** Departure and return days count at 75 % (Rev. Proc. 2019-48). */
  partialDayFraction: '0.75',
  /** Workers under DOT hours-of-service rules deduct 80 % (IRS Publication 463). */
  dotDeductiblePercent: '80',
} as const

/**
 * Federal income tax: the upper edge of each rate's band in dollars (37 % above the last) and the
 * standard deduction, by year and filing status. Rev. Proc. 2021-45 (2022), 2022-38 (2023), 2023-34 (2024),
 * 2024-40 and the One Big Beautiful Bill Act of July 2025 (2025 standard deduction), 2025-32 (2026).
 */
export const INCOME_TAX_RATES_PERCENT = ['10', '12', '22', '24', '32', '35', '37'] as const

export const INCOME_TAX_YEARS: Record<
  number,
  Record<
    FilingStatus,
    { bandTopsDollars: [number, number, number, number, number, number]; standardDeductionDollars: number }
  >
> = {
  2022: {
    single: {
      bandTopsDollars: [10_275, 41_775, 89_075, 170_050, 215_950, 539_900],
      standardDeductionDollars: 12_950,
    },
    married_jointly: {
      bandTopsDollars: [20_550, 83_550, 178_150, 340_100, 431_900, 647_850],
      standardDeductionDollars: 25_900,
    },
    head_of_household: {
      bandTopsDollars: [14_650, 55_900, 89_050, 170_050, 215_950, 539_900],
      standardDeductionDollars: 19_400,
    },
  },
  2023: {
    single: {
      bandTopsDollars: [11_000, 44_725, 95_375, 182_100, 231_250, 578_125],
      standardDeductionDollars: 13_850,
    },
    married_jointly: {
      bandTopsDollars: [22_000, 89_450, 190_750, 364_200, 462_500, 693_750],
      standardDeductionDollars: 27_700,
    },
    head_of_household: {
      bandTopsDollars: [15_700, 59_850, 95_350, 182_100, 231_250, 578_100],
      standardDeductionDollars: 20_800,
    },
  },
  2024: {
    single: {
      bandTopsDollars: [11_600, 47_150, 100_525, 191_950, 243_725, 609_350],
      standardDeductionDollars: 14_600,
    },
    married_jointly: {
      bandTopsDollars: [23_200, 94_300, 201_050, 383_900, 487_450, 731_200],
      standardDeductionDollars: 29_200,
    },
    head_of_household: {
      bandTopsDollars: [16_550, 63_100, 100_500, 191_950, 243_700, 609_350],
      standardDeductionDollars: 21_900,
    },
  },
  2025: {
    single: {
      bandTopsDollars: [11_925, 48_475, 103_350, 197_300, 250_525, 626_350],
      standardDeductionDollars: 15_750,
    },
    married_jointly: {
      bandTopsDollars: [23_850, 96_950, 206_700, 394_600, 501_050, 751_600],
      standardDeductionDollars: 31_500,
    },
    head_of_household: {
      bandTopsDollars: [17_000, 64_850, 103_350, 197_300, 250_500, 626_350],
      standardDeductionDollars: 23_625,
    },
  },
  2026: {
    single: {
      bandTopsDollars: [12_400, 50_400, 105_700, 201_775, 256_225, 640_600],
      standardDeductionDollars: 16_100,
    },
    married_jointly: {
      bandTopsDollars: [24_800, 100_800, 211_400, 403_550, 512_450, 768_700],
      standardDeductionDollars: 32_200,
    },
    head_of_household: {
      bandTopsDollars: [17_700, 67_450, 105_700, 201_750, 256_200, 640_600],
      standardDeductionDollars: 24_150,
    },
  },
}

/**
 * Qualified business income deduction (IRC 199A): 20 % of QBI, at most 20 % of taxable income
 * before it. Above the threshold the W-2 wage and property limit phases in over the range; an
 * owner-operator without employees or qualified property has a limit of 0, so the deduction phases
 * out to nothing. Thresholds (single and head of household / married jointly) equal the top of the
 * 24 % band in the same Rev. Procs; the phase-in range is $50,000 / $100,000, widened to
 * $75,000 / $150,000 from 2026 by the One Big Beautiful Bill Act.
 */
export const QBI_RULES = { percent: '20' } as const
export const QBI_PHASE_IN_DOLLARS: Record<number, { single: number; married_jointly: number }> = {
  2022: { single: 50_000, married_jointly: 100_000 },
  2023: { single: 50_000, married_jointly: 100_000 },
  2024: { single: 50_000, married_jointly: 100_000 },
  2025: { single: 50_000, married_jointly: 100_000 },
  2026: { single: 75_000, married_jointly: 150_000 },
}

/**
 * The QBI threshold (IRC 199A(e)(2)), dollars of taxable income before the deduction: single and
 * head of household / married filing jointly. Rev. Proc. 2021-45 §3.27 (2022), 2022-38 §3.27 (2023),
 * 2023-34 §3.28 (2024), 2024-40 §3.28 (2025), 2025-32 (2026: $201,750 / $403,500, rounded to $50
 * where the 24 % band's top is rounded to $25, so it differs from the band from 2026).
 */
export const QBI_THRESHOLD_DOLLARS: Record<number, { single: number; married_jointly: number }> = {
  2022: { single: 170_050, married_jointly: 340_100 },
  2023: { single: 182_100, married_jointly: 364_200 },
  2024: { single: 191_950, married_jointly: 383_900 },
  2025: { single: 197_300, married_jointly: 394_600 },
  2026: { single: 201_750, married_jointly: 403_500 },
}

/**
 * The minimum QBI deduction (IRC 199A(i), added by the One Big Beautiful Bill Act §70105 for years
 * after 2025): at least $400 for a taxpayer with at least $1,000 of QBI from active businesses in
 * which they materially participate (an owner-operator driving their own truck does).
 */
export const QBI_MINIMUM = { fromYear: 2026, deductionDollars: 400, qbiAtLeastDollars: 1_000 } as const

/**
 * The additional standard deduction for age 65 or older and for blindness (IRC 63(f)), dollars per
 * condition per person: unmarried (single, head of household) / married. Rev. Proc. 2021-45
 * (2022), 2022-38 (2023), 2023-34 (2024), 2024-40 (2025), 2025-32 (2026).
 */
export const ADDITIONAL_STANDARD_DEDUCTION_DOLLARS: Record<number, { unmarried: number; married: number }> = {
  2022: { unmarried: 1_750, married: 1_400 },
  2023: { unmarried: 1_850, married: 1_500 },
  2024: { unmarried: 1_950, married: 1_550 },
  2025: { unmarried: 2_000, married: 1_600 },
  2026: { unmarried: 2_050, married: 1_650 },
}

/**
 * The deduction for seniors (IRC 151(d)(5)(C), One Big Beautiful Bill Act §70103), 2025 to 2028:
 * $6,000 for each person 65 or older, each reduced by 6 % of modified AGI over $75,000 ($150,000
 * married filing jointly) (Schedule 1-A, Part V). Taken whether or not one itemizes.
 */
export const SENIOR_DEDUCTION = {
  fromYear: 2025,
  toYear: 2028,
  perPersonDollars: 6_000,
  phaseOutPercent: '6',
  phaseOutFromDollars: { single: 75_000, married_jointly: 150_000 },
} as const

/**
 * The child tax credit (IRC 24; Schedule 8812) per qualifying child under 17, and the part of it that
 * may be refunded (the additional child tax credit: 15 % of earned income over $2,500, at most the
 * refundable amount per child). Reduced by $50 for each $1,000 (or part) of modified AGI over
 * $200,000 ($400,000 married filing jointly). $2,000 until 2024 (refundable $1,500 in 2022, $1,600 in
 * 2023, $1,700 in 2024: Rev. Procs. 2021-45, 2022-38, 2023-34); $2,200 from 2025 (One Big Beautiful
 * Bill Act §70104), refundable $1,700 (Rev. Procs. 2024-40, 2025-32).
 */
export const CHILD_TAX_CREDIT_DOLLARS: Record<number, { perChild: number; refundablePerChild: number }> = {
  2022: { perChild: 2_000, refundablePerChild: 1_500 },
  2023: { perChild: 2_000, refundablePerChild: 1_600 },
  2024: { perChild: 2_000, refundablePerChild: 1_700 },
  2025: { perChild: 2_200, refundablePerChild: 1_700 },
  2026: { perChild: 2_200, refundablePerChild: 1_700 },
}
export const CHILD_TAX_CREDIT_RULES = {
  phaseOutFromDollars: { single: 200_000, married_jointly: 400_000 },
  reductionPerStepDollars: 50,
  stepDollars: 1_000,
  refundablePercentOfEarned: '15',
  earnedIncomeFloorDollars: 2_500,
} as const

/**
 * Additional Medicare Tax (IRC 3101(b)(2), 1401(b)(2); Form 8959): 0.9 % of wages and
 * self-employment income over $200,000 ($250,000 married filing jointly); not indexed.
 */
export const ADDITIONAL_MEDICARE_TAX = {
  percent: '0.9',
  thresholdDollars: { single: 200_000, married_jointly: 250_000 },
} as const

/**
 * Meals on Schedule C line 24b (IRC 274(n)(3); IRS Publication 463, "50% Limit" and "Individuals
 * subject to hours of service limits"): 80 % for individuals subject to the Department of
 * Transportation hours-of-service limits, 50 % for others; the same share of a per diem M&IE
 * allowance. Lodging is travel, line 24a, in full.
 */
export const MEALS_DEDUCTIBLE_PERCENT = { hoursOfService: '80', other: '50' } as const

/**
 * Form 1040 Tax Table (2025 Instructions for Form 1040, "Tax Table"): under $100,000 of taxable
 * income the tax is read from a table of ranges ($5, $10, $10 then $25 wide up to $3,000, then $50
 * wide) figured on each range's midpoint and rounded to the whole dollar; from $100,000 it is figured
 * with the Tax Computation Worksheet (the brackets).
 */
export const TAX_TABLE = {
  belowDollars: 100_000,
  firstRangesDollars: [0, 5, 15, 25, 50, 75, 100],
  narrowStepDollars: 25,
  wideFromDollars: 3_000,
  wideStepDollars: 50,
} as const

/**
 * The standard mileage rate (IRS Publication 463, "Standard Mileage Rate"; IRS Topic 510) is in lieu
 * of the vehicle's actual costs: depreciation or lease payments, maintenance and repairs, tires,
 * gas and oil, insurance and registration fees. Parking, tolls, business interest on the vehicle's
 * loan and personal property tax on it are deducted beside it. The ledger categories it replaces:
 */
export const REPLACED_BY_STANDARD_RATE = new Set([
  'fuel',
  'def_fluid',
  'maintenance',
  'maintenance_routine',
  'maintenance_repairs',
  'tires',
  'insurance',
  'insurance_liability',
  'insurance_physical',
  'insurance_bobtail',
  'license_fees',
  'truck_payment',
])

/**
 * Who may use the standard mileage rate (Pub 463): chosen in the first year the vehicle is used for
 * business (later years may use either; after a switch to actual costs depreciation is
 * straight-line); never for a vehicle first deducted by actual costs with accelerated depreciation
 * (MACRS, section 179, bonus); never when five or more vehicles are used at the same time.
 */
export const STANDARD_RATE_RULES = { fleetOfAtLeast: 5 } as const

/**
 * Quarterly estimated tax (Form 1040-ES): the four due dates as month and day (the fourth in the next
 * year), moved to the next business day past a weekend or a legal holiday in the District of
 * Columbia (IRC 7503). Safe harbour (IRC 6654(d)): 90 % of this year's tax, or 100 % of last year's
 * (110 % when last year's AGI was over $150,000, $75,000 married filing separately).
 */
export const ESTIMATED_TAX_DUE = [
  { quarter: 'q1', month: 4, day: 15, nextYear: false },
  { quarter: 'q2', month: 6, day: 15, nextYear: false },
  { quarter: 'q3', month: 9, day: 15, nextYear: false },
  { quarter: 'q4', month: 1, day: 15, nextYear: true },
] as const

export const ESTIMATED_TAX_RULES = {
  /** Estimated payments are required when $1,000 or more will be owed. */
  requiredFromDollars: 1_000,
  currentYearPercent: '90',
  priorYearPercent: '100',
  priorYearHighIncomePercent: '110',
  highIncomeAgiDollars: 150_000,
} as const

/**
 * Heavy vehicle use tax (Form 2290 and its instructions): period July 1 – June 30; taxable from
 * 55,000 lb; category A at 55,000 lb, then one letter per 1,000 lb up to U (74,001–75,000) and V over
 * 75,000; W for a suspended vehicle. $100 plus $22 per 1,000 lb over 55,000, at most $550. Logging
 * vehicles pay 75 % (Table II, amounts truncated); a vehicle first used after July pays the annual
 * tax × months left ÷ 12 (Table I, to the nearest cent).
 */
export const FORM_2290 = {
  taxableFromLb: 55_000,
  stepLb: 1_000,
  baseDollars: 100,
  perStepDollars: 22,
  maximumDollars: 550,
  loggingPercent: '75',
  /** The period's first month. */
  periodStartMonth: 7,
  /** Miles a suspended vehicle may run (category W). */
  suspendedMiles: 5_000,
  /** The same for an agricultural vehicle (Form 2290 instructions, "Suspension of tax"). */
  suspendedAgriculturalMiles: 7_500,
} as const

/**
 * Schedule C Part II lines for the ledger's expense categories (IRS Instructions for Schedule C).
 * A common starting mapping: preparers differ on some lines (fuel and tolls on line 9 or in Part V),
 * so it is shown with the figures for the user's accountant to change.
 */
export const SCHEDULE_C_LINES: Record<string, { line: string; label: string }> = {
  fuel: { line: '9', label: 'Car and truck expenses' },
  def_fluid: { line: '9', label: 'Car and truck expenses' },
  tolls: { line: '9', label: 'Car and truck expenses' },
  parking: { line: '9', label: 'Car and truck expenses' },
  scales: { line: '9', label: 'Car and truck expenses' },
  broker_fees: { line: '10', label: 'Commissions and fees' },
  dispatch_fees: { line: '10', label: 'Commissions and fees' },
  factoring_fees: { line: '10', label: 'Commissions and fees' },
  settlement_fees: { line: '10', label: 'Commissions and fees' },
  equipment: { line: '13', label: 'Depreciation and section 179' },
  insurance: { line: '15', label: 'Insurance (other than health)' },
  insurance_liability: { line: '15', label: 'Insurance (other than health)' },
  insurance_physical: { line: '15', label: 'Insurance (other than health)' },
  insurance_cargo: { line: '15', label: 'Insurance (other than health)' },
  insurance_bobtail: { line: '15', label: 'Insurance (other than health)' },
  accounting_services: { line: '17', label: 'Legal and professional services' },
  legal_services: { line: '17', label: 'Legal and professional services' },
  office: { line: '18', label: 'Office expense' },
  office_supplies: { line: '18', label: 'Office expense' },
  truck_payment: { line: '20a', label: 'Rent or lease: vehicles, machinery, equipment' },
  trailer_payment: { line: '20a', label: 'Rent or lease: vehicles, machinery, equipment' },
  maintenance: { line: '21', label: 'Repairs and maintenance' },
  maintenance_routine: { line: '21', label: 'Repairs and maintenance' },
  maintenance_repairs: { line: '21', label: 'Repairs and maintenance' },
  tires: { line: '21', label: 'Repairs and maintenance' },
  permits: { line: '23', label: 'Taxes and licenses' },
  license_fees: { line: '23', label: 'Taxes and licenses' },
  road_taxes: { line: '23', label: 'Taxes and licenses' },
  lumper: { line: '27a', label: 'Other expenses (Part V)' },
  occupational_accident_insurance: { line: '15', label: 'Insurance (other than health)' },
  lodging: { line: '24a', label: 'Travel' },
  meals: { line: '24b', label: 'Deductible meals' },
  // The old "Food & Lodging" category (legacy): reported as meals, as before.
  food: { line: '24b', label: 'Deductible meals' },
  cell_phone: { line: '25', label: 'Utilities' },
}

/** Line 16b: interest on a business loan other than a mortgage (a truck's or trailer's loan). */
export const SCHEDULE_C_INTEREST = { line: '16b', label: 'Interest: other' } as const

/**
 * Categories that are not Schedule C at all: the self-employed health insurance deduction (Schedule 1
 * line 17) and retirement contributions (line 16) are adjustments to income that do not reduce
 * self-employment tax; personal money (garnishment, child support, loan repayment) and a line not
 * yet reviewed are no deduction.
 */
export const SCHEDULE_1_ADJUSTMENTS: Record<string, { line: string; label: string }> = {
  health_insurance: { line: '17', label: 'Self-employed health insurance deduction' },
  retirement_contributions: { line: '16', label: 'Self-employed SEP, SIMPLE and qualified plans' },
}
export const NEVER_DEDUCTED = new Set(['personal', 'needs_review'])

/** Everything not listed: Part V, other expenses. */
export const SCHEDULE_C_OTHER = { line: '27a', label: 'Other expenses (Part V)' } as const

/**
 * The spec's simple estimate (spec 9): 25 % of net profit, never below 0.
 */
export const SIMPLE_ESTIMATE_PERCENT = '25'
