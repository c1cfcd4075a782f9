import { describe, expect, it } from 'vitest'
import { dcLegalHolidays, nextBusinessDay } from './business-days.ts'
import { estimatedTaxDueDates, safeHarbour } from './estimated-tax.ts'
import { FORM_2290_CREDIT_NOTE, form2290Vehicle, form2290Vehicles } from './form-2290.ts'
import { iftaDueDates, iftaReturn } from './ifta.ts'
import { hasIncomeTaxYear, incomeTaxCents, qbiDeductionCents } from './income-tax.ts'
import { perDiem } from './per-diem.ts'
import { scheduleCLine } from './schedule-c.ts'
import { selfEmploymentTax } from './self-employment-tax.ts'
import { standardMileage } from './standard-mileage.ts'

describe('Schedule SE', () => {
  it('figures 92.35 % of profit, then 12.4 % and 2.9 %, each line to the cent', () => {
    expect(selfEmploymentTax({ taxYear: 2025, netProfitCents: 5_000_000, roundingMode: 'cents' })).toEqual({
      netEarningsCents: 4_617_500,
      owesSeTax: true,
      ssPortionCents: 572_570,
      medicarePortionCents: 133_908, // 1,339.075 rounds half-up
      seTaxCents: 706_478,
      deductionHalfSeCents: 353_239,
    })
  })

  it('limits the Social Security part to the wage base less W-2 wages', () => {
    const tax = selfEmploymentTax({
      taxYear: 2025,
      netProfitCents: 20_000_000,
      w2SocialSecurityWagesCents: 10_000_000,
      roundingMode: 'cents',
    })
    expect(tax.netEarningsCents).toBe(18_470_000)
    expect(tax.ssPortionCents).toBe(943_640) // (176,100 − 100,000) × 12.4 %
    expect(tax.medicarePortionCents).toBe(535_630)
    expect(tax.seTaxCents).toBe(1_479_270)
    // W-2 wages over the base: no Social Security part at all.
    const over = selfEmploymentTax({
      taxYear: 2026,
      netProfitCents: 1_000_000,
      w2SocialSecurityWagesCents: 20_000_000,
      roundingMode: 'cents',
    })
    expect(over.ssPortionCents).toBe(0)
    expect(over.medicarePortionCents).toBe(26_782) // 9,235 × 2.9 % = 267.815
  })

  it('owes nothing under $400 of net earnings and carries a loss as it is', () => {
    expect(selfEmploymentTax({ taxYear: 2024, netProfitCents: 43_300, roundingMode: 'cents' })).toMatchObject(
      {
        netEarningsCents: 39_988,
        owesSeTax: false,
        seTaxCents: 0,
      },
    )
    expect(selfEmploymentTax({ taxYear: 2024, netProfitCents: 43_400, roundingMode: 'cents' })).toMatchObject(
      {
        netEarningsCents: 40_080,
        owesSeTax: true,
        seTaxCents: 4_970 + 1_162,
      },
    )
    expect(
      selfEmploymentTax({ taxYear: 2024, netProfitCents: -500_000, roundingMode: 'cents' }),
    ).toMatchObject({
      netEarningsCents: -500_000,
      owesSeTax: false,
      deductionHalfSeCents: 0,
    })
  })

  it('fills each line in whole dollars when asked', () => {
    const tax = selfEmploymentTax({ taxYear: 2025, netProfitCents: 5_000_049, roundingMode: 'whole_dollars' })
    // 50,000 → 46,175 → 5,726 (5,725.70) + 1,339 (1,339.075) = 7,065 → half 3,533 (3,532.5)
    expect(tax).toMatchObject({
      netEarningsCents: 4_617_500,
      ssPortionCents: 572_600,
      medicarePortionCents: 133_900,
    })
    expect(tax.seTaxCents).toBe(706_500)
    expect(tax.deductionHalfSeCents).toBe(353_300)
  })

  it('asks for the wage base of a year outside the table', () => {
    expect(() =>
      selfEmploymentTax({ taxYear: 2031, netProfitCents: 1_000_000, roundingMode: 'cents' }),
    ).toThrow(/wage base/)
    expect(
      selfEmploymentTax({
        taxYear: 2031,
        netProfitCents: 1_000_000,
        ssWageBaseCents: 20_000_000,
        roundingMode: 'cents',
      }).seTaxCents,
    ).toBe(141_296) // 9,235 × 15.3 % split as 1,145.14 + 267.82
  })
})

describe('per diem', () => {
  it('counts departure and return days at 75 % and deducts 80 %', () => {
    const result = perDiem({
      dayLines: [
        { days: 10, fraction: '1', date: '2025-03-10' },
        { days: 2, fraction: '0.75', date: '2025-03-10' },
        { days: 0, fraction: '1', date: '2025-03-10' },
      ],
    })
    expect(result).toEqual({ allowanceCents: 92_000, deductibleCents: 73_600 })
  })

  it('looks the rate up by date, inside or outside the continental US, or takes the given one', () => {
    expect(perDiem({ dayLines: [{ days: 1, fraction: '1', date: '2024-09-30' }] }).allowanceCents).toBe(6_900)
    expect(perDiem({ dayLines: [{ days: 1, fraction: '1', date: '2024-10-01' }] }).allowanceCents).toBe(8_000)
    expect(
      perDiem({ dayLines: [{ days: 3, fraction: '1', date: '2026-01-05', outsideConus: true }] })
        .allowanceCents,
    ).toBe(25_800)
    expect(
      perDiem({ dayLines: [{ days: 1, fraction: '0.75', rateCents: 6_901 }], deductiblePercent: '100' }),
    ).toEqual({ allowanceCents: 5_176, deductibleCents: 5_176 }) // 51.7575 → 51.76
    expect(() => perDiem({ dayLines: [{ days: 1, fraction: '1' }] })).toThrow(/rateCents or a date/)
  })
})

describe('standard mileage', () => {
  it('multiplies business miles by the rate of each leg’s year', () => {
    expect(
      standardMileage({
        legs: [
          { year: 2025, businessMiles: '152.4' },
          { year: 2026, businessMiles: '1000' },
          { year: 2023, businessMiles: '10000.5' },
          { year: 2024, businessMiles: '10', rateUsdPerMile: '0.655' },
        ],
      }),
    ).toEqual({ deductionCents: 10_668 + 72_500 + 655_033 + 655, byLegCents: [10_668, 72_500, 655_033, 655] })
    expect(() => standardMileage({ legs: [{ year: 2019, businessMiles: '1' }] })).toThrow(/2019/)
  })
})

describe('estimated tax due dates', () => {
  it('moves past weekends and DC legal holidays, Emancipation Day included', () => {
    expect(estimatedTaxDueDates(2022)).toEqual({
      q1: '2022-04-18',
      q2: '2022-06-15',
      q3: '2022-09-15',
      q4: '2023-01-17',
    })
    expect(estimatedTaxDueDates(2023)).toEqual({
      q1: '2023-04-18',
      q2: '2023-06-15',
      q3: '2023-09-15',
      q4: '2024-01-16',
    })
    expect(estimatedTaxDueDates(2024)).toEqual({
      q1: '2024-04-15',
      q2: '2024-06-17',
      q3: '2024-09-16',
      q4: '2025-01-15',
    })
    expect(estimatedTaxDueDates(2025)).toEqual({
      q1: '2025-04-15',
      q2: '2025-06-16',
      q3: '2025-09-15',
      q4: '2026-01-15',
    })
    expect(estimatedTaxDueDates(2026)).toEqual({
      q1: '2026-04-15',
      q2: '2026-06-15',
      q3: '2026-09-15',
      q4: '2027-01-15',
    })
  })

  it('knows the observed holidays', () => {
    const h2021 = dcLegalHolidays(2021)
    expect(h2021.has('2021-01-20')).toBe(true) // Inauguration Day
    expect(h2021.has('2021-12-31')).toBe(true) // New Year's Day 2022 fell on a Saturday
    expect(h2021.has('2021-06-18')).toBe(true) // Juneteenth on a Saturday
    expect(dcLegalHolidays(2028).has('2028-04-17')).toBe(true) // Emancipation Day on a Sunday
    expect(nextBusinessDay('2026-11-26')).toBe('2026-11-27') // Thanksgiving
  })

  it('asks for the smaller of 90 % of this year and 100 % or 110 % of last year', () => {
    const plain = safeHarbour({
      taxYear: 2026,
      totalTaxCents: 2_000_000,
      lastYearTaxCents: 1_500_000,
      lastYearAgiCents: 9_000_000,
    })
    expect(plain).toMatchObject({ required: true, safeHarbourCents: 1_500_000, basis: 'last_year' })
    expect(plain.payments.map((p) => p.amountCents)).toEqual([375_000, 375_000, 375_000, 375_000])
    const high = safeHarbour({
      taxYear: 2026,
      totalTaxCents: 2_000_000,
      lastYearTaxCents: 1_700_000,
      lastYearAgiCents: 20_000_000,
    })
    expect(high).toMatchObject({ safeHarbourCents: 1_800_000, basis: 'this_year' })
    expect(safeHarbour({ taxYear: 2026, totalTaxCents: 99_999 })).toMatchObject({
      required: false,
      safeHarbourCents: 0,
    })
    expect(
      safeHarbour({ taxYear: 2025, totalTaxCents: 1_000_001 }).payments.map((p) => p.amountCents),
    ).toEqual([225_000, 225_000, 225_000, 225_001])
    // Withholding counts as paid: 90 % of 20,000 = 18,000 less 10,000 withheld = 8,000 in quarters.
    const withheld = safeHarbour({ taxYear: 2026, totalTaxCents: 2_000_000, withheldCents: 1_000_000 })
    expect(withheld.payments.map((p) => p.amountCents)).toEqual([200_000, 200_000, 200_000, 200_000])
    // Tax less withholding under $1,000: nothing required ($5,755 tax, $5,500 withheld).
    expect(safeHarbour({ taxYear: 2025, totalTaxCents: 575_500, withheldCents: 550_000 }).required).toBe(
      false,
    )
    // Owed over $1,000 but withholding covers 90 %: nothing to pay each quarter.
    expect(safeHarbour({ taxYear: 2025, totalTaxCents: 1_000_000, withheldCents: 900_000 }).required).toBe(
      false,
    )
  })
})

describe('IFTA', () => {
  it('rounds the fleet MPG to two decimals, gallons to whole gallons and tax to the cent', () => {
    const result = iftaReturn({
      totalMiles: '10001',
      totalGallons: '1583',
      jurisdictions: [
        {
          jurisdiction: 'IN',
          totalMiles: '4000',
          taxableMiles: '4000',
          taxPaidGallons: '500',
          taxRate: '0.57',
        },
        {
          jurisdiction: 'KY',
          totalMiles: '3001',
          taxableMiles: '3001',
          taxPaidGallons: '600',
          taxRate: '0.246',
          surchargeRate: '0.105',
        },
        {
          jurisdiction: 'OH',
          totalMiles: '3000',
          taxableMiles: '2950',
          taxPaidGallons: '483',
          taxRate: '0.47',
        },
      ],
    })
    expect(result.fleetMpg).toBe('6.32') // 6.3177…
    expect(result.rows).toEqual([
      {
        jurisdiction: 'IN',
        taxableGallons: 633,
        netTaxableGallons: 133,
        taxCents: 7_581,
        totalDueCents: 7_581,
      },
      // 3001 / 6.32 = 474.84 → 475; a credit of 125 gallons; the surcharge on all 475
      {
        jurisdiction: 'KY',
        taxableGallons: 475,
        netTaxableGallons: -125,
        taxCents: -3_075,
        surchargeCents: 4_988,
        totalDueCents: 1_913,
      },
      {
        jurisdiction: 'OH',
        taxableGallons: 467,
        netTaxableGallons: -16,
        taxCents: -752,
        totalDueCents: -752,
      },
    ])
    expect(result.totalDueCents).toBe(7_581 + 1_913 - 752)
  })

  it('uses the fleet MPG a return states', () => {
    const result = iftaReturn({
      totalMiles: '10000',
      totalGallons: '1600',
      fleetMpg: '6.5',
      jurisdictions: [
        {
          jurisdiction: 'TX',
          totalMiles: '10000',
          taxableMiles: '10000',
          taxPaidGallons: '1600',
          taxRate: '0.20',
        },
      ],
    })
    expect(result.fleetMpg).toBe('6.50')
    expect(result.rows[0]).toMatchObject({ taxableGallons: 1538, netTaxableGallons: -62, taxCents: -1_240 })
  })
})

it('moves IFTA due dates past weekends and legal holidays', () => {
  // 2026: Jan 31 a Saturday → Feb 2; Oct 31 a Saturday → Nov 2. 2027: Jan 31 a Sunday → Feb 1;
  // Jul 31 a Saturday → Aug 2; Oct 31 a Sunday → Nov 1.
  expect(iftaDueDates(2026)).toEqual(['2026-02-02', '2026-04-30', '2026-07-31', '2026-11-02'])
  expect(iftaDueDates(2027)).toEqual(['2027-02-01', '2027-04-30', '2027-08-02', '2027-11-01'])
})

describe('Form 2290', () => {
  it('finds the category and the tax for the whole period', () => {
    expect(form2290Vehicle({ taxableGrossWeightLb: 80_000, firstUseMonth: '2025-07' })).toEqual({
      category: 'V',
      taxable: true,
      annualTaxCents: 55_000,
      monthsInPeriod: 12,
      taxCents: 55_000,
      returnDueDate: '2025-09-02', // August 31 a Sunday, September 1 Labor Day
      suspensionMileLimit: null,
      notes: [FORM_2290_CREDIT_NOTE],
    })
    expect(form2290Vehicle({ taxableGrossWeightLb: 55_000, firstUseMonth: '2026-07' })).toMatchObject({
      category: 'A',
      taxCents: 10_000,
    })
    expect(form2290Vehicle({ taxableGrossWeightLb: 55_001, firstUseMonth: '2026-07' })).toMatchObject({
      category: 'B',
      taxCents: 12_200,
    })
    expect(form2290Vehicle({ taxableGrossWeightLb: 75_000, firstUseMonth: '2026-07' })).toMatchObject({
      category: 'U',
      taxCents: 54_000,
    })
    expect(form2290Vehicle({ taxableGrossWeightLb: 54_999, firstUseMonth: '2026-07' })).toMatchObject({
      category: null,
      taxable: false,
      taxCents: 0,
    })
  })

  it('prorates by Table I (to the cent) and Table II for logging (truncated)', () => {
    expect(form2290Vehicle({ taxableGrossWeightLb: 56_000, firstUseMonth: '2025-08' })).toMatchObject({
      category: 'B',
      monthsInPeriod: 11,
      taxCents: 11_183, // 122 × 11 / 12 = 111.833
      returnDueDate: '2025-09-30',
    })
    expect(form2290Vehicle({ taxableGrossWeightLb: 80_000, firstUseMonth: '2026-02' })).toMatchObject({
      monthsInPeriod: 5,
      taxCents: 22_917,
    })
    expect(
      form2290Vehicle({ taxableGrossWeightLb: 80_000, firstUseMonth: '2025-10', loggingVehicle: true }),
    ).toMatchObject({
      annualTaxCents: 41_250,
      monthsInPeriod: 9,
      taxCents: 30_937, // Table I 412.50 × 75 % = 309.375, truncated
    })
    // Table II is Table I's amount × 75 % truncated, not the 75 % annual tax prorated:
    // September, V: 550 × 10 / 12 = 458.33 → × 75 % = 343.7475 → 343.74 (not 343.75).
    expect(
      form2290Vehicle({ taxableGrossWeightLb: 80_000, firstUseMonth: '2025-09', loggingVehicle: true }),
    ).toMatchObject({ monthsInPeriod: 10, taxCents: 34_374 })
    // March, A: 100 × 4 / 12 = 33.33 → 24.9975 → 24.99.
    expect(
      form2290Vehicle({ taxableGrossWeightLb: 55_000, firstUseMonth: '2026-03', loggingVehicle: true }),
    ).toMatchObject({ monthsInPeriod: 4, taxCents: 2_499 })
    expect(
      form2290Vehicle({ taxableGrossWeightLb: 80_000, firstUseMonth: '2026-06', suspended5000Miles: true }),
    ).toMatchObject({
      category: 'W',
      taxCents: 0,
      monthsInPeriod: 1,
      suspensionMileLimit: 5_000,
    })
    // An agricultural vehicle stays suspended up to 7,500 miles.
    expect(
      form2290Vehicle({
        taxableGrossWeightLb: 80_000,
        firstUseMonth: '2025-07',
        suspended5000Miles: true,
        agricultural: true,
      }).suspensionMileLimit,
    ).toBe(7_500)
    expect(
      form2290Vehicles([
        { taxableGrossWeightLb: 80_000, firstUseMonth: '2025-07' },
        { taxableGrossWeightLb: 56_000, firstUseMonth: '2025-08' },
      ]),
    ).toEqual({ taxCents: 66_183, byVehicleCents: [55_000, 11_183] })
  })
})

describe('income tax', () => {
  it('applies the year’s brackets', () => {
    expect(incomeTaxCents(2025, 'single', 5_000_000)).toBe(591_400)
    expect(incomeTaxCents(2024, 'married_jointly', 0)).toBe(0)
    expect(incomeTaxCents(2026, 'head_of_household', 1_770_000)).toBe(177_000)
  })

  it('caps the QBI deduction and phases it out above the threshold', () => {
    expect(
      qbiDeductionCents({
        year: 2025,
        status: 'single',
        qbiCents: 5_000_000,
        taxableIncomeBeforeQbiCents: 3_000_000,
      }),
    ).toBe(600_000)
    expect(
      qbiDeductionCents({
        year: 2025,
        status: 'single',
        qbiCents: 5_000_000,
        taxableIncomeBeforeQbiCents: 30_000_000,
      }),
    ).toBe(0)
    // Half-way through the $50,000 range: half the deduction.
    expect(
      qbiDeductionCents({
        year: 2025,
        status: 'single',
        qbiCents: 25_000_000,
        taxableIncomeBeforeQbiCents: 22_230_000,
      }),
    ).toBe(2_500_000)
  })
})

it('maps categories to Schedule C lines, the rest to Part V', () => {
  expect(scheduleCLine('fuel').line).toBe('9')
  expect(scheduleCLine('road_taxes').line).toBe('23')
  expect(scheduleCLine('eld_subscription').line).toBe('27a')
})

it('has every table for the five tax years the Tax Summary offers', () => {
  for (const year of [2022, 2023, 2024, 2025, 2026]) {
    expect(hasIncomeTaxYear(year), String(year)).toBe(true)
    expect(
      selfEmploymentTax({ taxYear: year, netProfitCents: 1_000_000, roundingMode: 'cents' }).owesSeTax,
    ).toBe(true)
  }
  // 2022, single: 10 % of 10,275 + 12 % of the rest of 40,000.
  expect(incomeTaxCents(2022, 'single', 4_000_000)).toBe(102_750 + 356_700)
})
