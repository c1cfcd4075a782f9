import { describe, expect, it } from 'vitest'
import { type FederalReturnInput, federalReturn } from './federal-return.ts'
import { form1040TaxCents, qbiDeductionCents } from './income-tax.ts'

/*
 * Worked scenarios, each figure filled in by hand from the 2025 forms: Schedule SE Part I, Schedule
 * 1, Form 8995 (QBI), the 2025 Tax Table and Tax Computation Worksheet, Schedule 8812 and Form 8959.
 * Money in the comments is dollars; the expectations are cents.
 */
const single2025: FederalReturnInput = {
  year: 2025,
  filingStatus: 'single',
  wagesCents: 0,
  scheduleCProfitCents: null,
  otherIncomeCents: 0,
  healthInsuranceCents: 0,
  retirementCents: 0,
  dependentsUnder17: 0,
  age65OrOlder: 0,
  blind: 0,
  federalWithheldCents: 0,
}

describe('a federal return by how the user was paid', () => {
  it('owner-operator, actual meals: $180,000 gross, $120,000 of costs of which $7,000 meals and $2,000 lodging', () => {
    // Schedule C: lodging in full (24a), meals at 80 % (24b: 5,600), the other 111,000 in full:
    // expenses 111,000 + 2,000 + 5,600 = 118,600; line 31 profit 180,000 − 118,600 = 61,400.
    const r = federalReturn({ ...single2025, scheduleCProfitCents: 6_140_000 })
    // SE: 61,400 × 92.35 % = 56,702.90; × 12.4 % = 7,031.16; × 2.9 % = 1,644.38; tax 8,675.54,
    // half 4,337.77.
    expect(r.seTaxCents).toBe(867_554)
    expect(r.halfSeTaxCents).toBe(433_777)
    // AGI 61,400 − 4,337.77 = 57,062.23; standard deduction 15,750; before QBI 41,312.23.
    expect(r.adjustedGrossIncomeCents).toBe(5_706_223)
    // QBI 57,062.23 × 20 % = 11,412.45, capped at 20 % of 41,312.23 = 8,262.45 (Form 8995 line 15).
    expect(r.qbiDeductionCents).toBe(826_245)
    // Taxable 33,049.78: the Tax Table row 33,000–33,050 (midpoint 33,025): 1,192.50 + 12 % of
    // 21,100 = 3,724.50 → 3,725.
    expect(r.taxableIncomeCents).toBe(3_304_978)
    expect(r.incomeTaxCents).toBe(372_500)
    // Total 3,725 + 8,675.54 = 12,400.54; nothing withheld, all of it due.
    expect(r.totalTaxCents).toBe(1_240_054)
    expect(r.balanceDueCents).toBe(1_240_054)
  })

  it('the same owner-operator on per diem: 230 full and 20 partial days in 2025 at $80', () => {
    // Allowance 230 × 80 + 20 × 60 = 19,600; 80 % = 15,680 on line 24b instead of the receipts'
    // 5,600: expenses 113,000 + 15,680 = 128,680; profit 180,000 − 128,680 = 51,320.
    const r = federalReturn({ ...single2025, scheduleCProfitCents: 5_132_000 })
    // SE: 51,320 × 92.35 % = 47,394.02; 5,876.86 + 1,374.43 = 7,251.29; half 3,625.65 (3,625.645).
    expect(r.seTaxCents).toBe(725_129)
    expect(r.halfSeTaxCents).toBe(362_565)
    // AGI 47,694.35; before QBI 31,944.35; QBI min(20 % × 47,694.35 = 9,538.87, 20 % × 31,944.35 =
    // 6,388.87) = 6,388.87; taxable 25,555.48: row 25,550–25,600 (25,575): 1,192.50 + 12 % of 13,650
    // = 2,830.50 → 2,831.
    expect(r.qbiDeductionCents).toBe(638_887)
    expect(r.taxableIncomeCents).toBe(2_555_548)
    expect(r.incomeTaxCents).toBe(283_100)
    // 2,831 + 7,251.29 = 10,082.29: per diem saves 2,318.25 against actual meals.
    expect(r.totalTaxCents).toBe(1_008_229)
  })

  it('a $65,000 W-2 company driver with $5,500 withheld owes the difference, no SE tax, no QBI', () => {
    const r = federalReturn({ ...single2025, wagesCents: 6_500_000, federalWithheldCents: 550_000 })
    // Line 1a 65,000; AGI 65,000; taxable 65,000 − 15,750 = 49,250: row 49,250–49,300 (49,275):
    // 1,192.50 + 12 % of 36,550 (4,386) + 22 % of 800 (176) = 5,754.50 → 5,755.
    expect(r).toMatchObject({
      seTaxCents: 0,
      qbiDeductionCents: 0,
      adjustedGrossIncomeCents: 6_500_000,
      taxableIncomeCents: 4_925_000,
      incomeTaxCents: 575_500,
      totalTaxCents: 575_500,
      // 5,755 − 5,500 withheld = 255 due.
      balanceDueCents: 25_500,
    })
    // Withheld more than the tax: a refund (negative).
    expect(
      federalReturn({ ...single2025, wagesCents: 6_500_000, federalWithheldCents: 700_000 }).balanceDueCents,
    ).toBe(-124_500)
  })

  it('a hotshot on the standard mileage rate: $120,000 gross, 50,000 miles at 70¢, tolls and broker fees', () => {
    // Line 9: 50,000 × 0.70 = 35,000 + tolls 1,000 (beside the rate); line 10 broker fees 12,000;
    // fuel, insurance and repairs are in the rate. Profit 120,000 − 48,000 = 72,000.
    const r = federalReturn({ ...single2025, scheduleCProfitCents: 7_200_000 })
    // SE: 72,000 × 92.35 % = 66,492; 8,245.01 (8,245.008) + 1,928.27 (1,928.268) = 10,173.28; half 5,086.64.
    expect(r.seTaxCents).toBe(1_017_328)
    expect(r.halfSeTaxCents).toBe(508_664)
    // AGI 66,913.36; before QBI 51,163.36; QBI min(13,382.67, 10,232.67) = 10,232.67;
    // taxable 40,930.69: row 40,900–40,950 (40,925): 1,192.50 + 12 % of 29,000 = 4,672.50 → 4,673.
    expect(r.qbiDeductionCents).toBe(1_023_267)
    expect(r.taxableIncomeCents).toBe(4_093_069)
    expect(r.incomeTaxCents).toBe(467_300)
    expect(r.totalTaxCents).toBe(467_300 + 1_017_328)
  })

  it('health premiums are a Schedule 1 adjustment; child support is nothing', () => {
    // Gross 150,000, business costs 90,000: profit 60,000 (the 6,000 of premiums and the 4,800 of
    // child support on the pay sheet are not Schedule C). SE on 60,000: 55,410 × 12.4 % = 6,870.84 +
    // 2.9 % = 1,606.89: 8,477.73 (health premiums do not reduce it); half 4,238.87 (4,238.865).
    const r = federalReturn({ ...single2025, scheduleCProfitCents: 6_000_000, healthInsuranceCents: 600_000 })
    expect(r.seTaxCents).toBe(847_773)
    expect(r.halfSeTaxCents).toBe(423_887)
    // Schedule 1 line 17: 6,000 (under the profit less half SE tax). AGI 60,000 − 4,238.87 − 6,000 =
    // 49,761.13; before QBI 34,011.13. QBI = 60,000 − 4,238.87 − 6,000 = 49,761.13 × 20 % = 9,952.23;
    // cap 20 % × 34,011.13 = 6,802.23; taxable 27,208.90: row 27,200–27,250 (27,225): 1,192.50 + 12 %
    // of 15,300 = 3,028.50 → 3,029.
    expect(r.healthInsuranceDeductionCents).toBe(600_000)
    expect(r.adjustedGrossIncomeCents).toBe(4_976_113)
    expect(r.qbiDeductionCents).toBe(680_223)
    expect(r.incomeTaxCents).toBe(302_900)
    expect(r.totalTaxCents).toBe(302_900 + 847_773)
    // The premiums are limited to the business's profit less half the SE tax (Form 7206).
    const small = federalReturn({
      ...single2025,
      scheduleCProfitCents: 500_000,
      healthInsuranceCents: 900_000,
    })
    // 5,000 − 353.24 (half of 706.48) = 4,646.76.
    expect(small.healthInsuranceDeductionCents).toBe(500_000 - small.halfSeTaxCents)
  })

  it('W-2 and 1099 in one year: box 3 wages take their share of the Social Security base first', () => {
    const r = federalReturn({
      ...single2025,
      wagesCents: 15_000_000,
      socialSecurityWagesCents: 15_000_000,
      scheduleCProfitCents: 5_000_000,
    })
    // Schedule SE: 50,000 × 92.35 % = 46,175; line 9: 176,100 − 150,000 = 26,100 under the base:
    // 26,100 × 12.4 % = 3,236.40; 46,175 × 2.9 % = 1,339.08 (1,339.075); tax 4,575.48.
    expect(r.seTaxCents).toBe(323_640 + 133_908)
  })
})

describe('household items', () => {
  it('takes $2,200 a child off the tax, and refunds up to $1,700 of what the tax could not use', () => {
    // Married, two children, $60,000 wages: taxable 60,000 − 31,500 = 28,500; row 28,500–28,550
    // (28,525): 10 % of 23,850 = 2,385 + 12 % of 4,675 = 561 → 2,946. Credit 4,400: 2,946 used, the
    // other 1,454 refundable (under 2 × 1,700 and 15 % × (60,000 − 2,500) = 8,625).
    const r = federalReturn({
      ...single2025,
      filingStatus: 'married_jointly',
      wagesCents: 6_000_000,
      dependentsUnder17: 2,
    })
    expect(r.incomeTaxCents).toBe(294_600)
    expect(r.childTaxCreditCents).toBe(294_600)
    expect(r.additionalChildTaxCreditCents).toBe(145_400)
    expect(r.totalTaxCents).toBe(0)
    expect(r.balanceDueCents).toBe(-145_400)
  })

  it('phases the child credit out by $50 a $1,000 (or part) over $200,000', () => {
    // Single, one child, wages 210,500: over by 10,500 → 11 steps → 550 off: credit 1,650.
    const r = federalReturn({ ...single2025, wagesCents: 21_050_000, dependentsUnder17: 1 })
    expect(r.childTaxCreditCents).toBe(165_000)
  })

  it('adds the age and blindness amounts and the 2025–2028 senior deduction', () => {
    // Single, 66 and blind, $40,000 wages: 15,750 + 2 × 2,000 = 19,750; senior 6,000 (AGI under
    // 75,000); taxable 40,000 − 19,750 − 6,000 = 14,250.
    const r = federalReturn({ ...single2025, wagesCents: 4_000_000, age65OrOlder: 1, blind: 1 })
    expect(r.standardDeductionCents).toBe(1_975_000)
    expect(r.seniorDeductionCents).toBe(600_000)
    expect(r.taxableIncomeCents).toBe(1_425_000)
    // Over $75,000: 6,000 − 6 % × (95,000 − 75,000) = 4,800.
    expect(
      federalReturn({ ...single2025, wagesCents: 9_500_000, age65OrOlder: 1 }).seniorDeductionCents,
    ).toBe(480_000)
    // Married, both 65: 2 × 1,600 more; none of the senior deduction before 2025.
    const married = federalReturn({
      ...single2025,
      year: 2024,
      filingStatus: 'married_jointly',
      wagesCents: 1,
      age65OrOlder: 2,
    })
    expect(married.standardDeductionCents).toBe(2_920_000 + 2 * 155_000)
    expect(married.seniorDeductionCents).toBe(0)
  })

  it('adds Additional Medicare Tax of 0.9 % over $200,000 of wages and self-employment income', () => {
    // Wages 150,000, profit 100,000: SE income 92,350; threshold left after wages 50,000; 0.9 % of
    // 42,350 = 381.15.
    const r = federalReturn({ ...single2025, wagesCents: 15_000_000, scheduleCProfitCents: 10_000_000 })
    expect(r.additionalMedicareTaxCents).toBe(38_115)
  })
})

describe('the Tax Table and QBI for 2026', () => {
  it('reads the Tax Table under $100,000 and the brackets from there', () => {
    // 2025 single, 49,250 → 5,755 (row midpoint); 100,000 by the worksheet: 1,192.50 + 4,386 +
    // 22 % of 51,525 = 11,335.50 + 5,578.50 = 16,914.00.
    expect(form1040TaxCents(2025, 'single', 4_925_000)).toBe(575_500)
    expect(form1040TaxCents(2025, 'single', 10_000_000)).toBe(1_691_400)
    // The narrow rows: 2,010 → row 2,000–2,025 (2,012.50): 201.25 → 201; 3 → row 0–5: 0.
    expect(form1040TaxCents(2025, 'single', 201_000)).toBe(20_100)
    expect(form1040TaxCents(2025, 'single', 300)).toBe(0)
  })

  it('uses the 2026 threshold of Rev. Proc. 2025-32 and the $400 minimum', () => {
    // $201,750 single: 20,000 over it with the $75,000 range phases out 20,000 / 75,000 of it.
    expect(
      qbiDeductionCents({
        year: 2026,
        status: 'single',
        qbiCents: 10_000_000,
        taxableIncomeBeforeQbiCents: 22_175_000,
      }),
    ).toBe(2_000_000 - Math.round((2_000_000 * 2_000_000) / 7_500_000))
    // Fully phased out, QBI at least $1,000: $400 (2026); nothing in 2025.
    expect(
      qbiDeductionCents({
        year: 2026,
        status: 'single',
        qbiCents: 10_000_000,
        taxableIncomeBeforeQbiCents: 40_000_000,
      }),
    ).toBe(40_000)
    expect(
      qbiDeductionCents({
        year: 2025,
        status: 'single',
        qbiCents: 10_000_000,
        taxableIncomeBeforeQbiCents: 40_000_000,
      }),
    ).toBe(0)
    // The minimum never makes taxable income negative.
    expect(
      qbiDeductionCents({
        year: 2026,
        status: 'single',
        qbiCents: 150_000,
        taxableIncomeBeforeQbiCents: 10_000,
      }),
    ).toBe(10_000)
  })
})
