import { describe, expect, it } from 'vitest'
import { TaxInputError } from '@/domain/tax/tax-input-error.ts'
import { bonusPercent, conventionForYear, depreciationSchedule, saleOfAsset } from './depreciation.ts'
import {
  MACRS_HALF_YEAR_PERCENT,
  MACRS_MID_QUARTER_PERCENT,
  STRAIGHT_LINE_HALF_YEAR_PERCENT,
} from './macrs-tables.ts'
import { section179Deduction } from './section-179.ts'

const hundredths = (column: readonly string[]) =>
  column.reduce((sum, percent) => sum + Math.round(Number(percent) * 100), 0)

describe('the Pub 946 tables', () => {
  it('each column recovers the whole basis (Tables A-1 to A-5, A-8)', () => {
    const columns = [
      ...Object.values(MACRS_HALF_YEAR_PERCENT),
      ...Object.values(STRAIGHT_LINE_HALF_YEAR_PERCENT),
      ...Object.values(MACRS_MID_QUARTER_PERCENT).flatMap((byClass) => Object.values(byClass)),
    ]
    for (const column of columns) expect(hundredths(column)).toBe(10_000)
  })
})

describe('section 179', () => {
  it("reduces the dollar limit by the cost over the threshold (Pub 946 (2023) ch. 2, 'Reduced dollar limit for cost exceeding $2,890,000', Jane Ash)", () => {
    // "In 2023, Jane Ash placed in service machinery costing $2,940,000. This cost is $50,000 more than
    // $2,890,000, so Jane must reduce the dollar limit to $1,110,000 ($1,160,000 − $50,000)."
    const result = section179Deduction({
      taxYear: 2023,
      electedCents: 294_000_000,
      propertyCostCents: 294_000_000,
      businessIncomeCents: 500_000_000,
    })
    expect(result.dollarLimitCents).toBe(111_000_000)
    expect(result.deductionCents).toBe(111_000_000)
    expect(result.carryoverCents).toBe(0)
  })

  it('caps an election over the limit, then the business income, and carries the rest to next year', () => {
    // 2024: limit $1,220,000 (Rev. Proc. 2023-34). Elected $1,300,000 → $1,220,000 counts; business
    // income $900,000 → deduct $900,000, carry $320,000.
    const year1 = section179Deduction({
      taxYear: 2024,
      electedCents: 130_000_000,
      propertyCostCents: 130_000_000,
      businessIncomeCents: 90_000_000,
    })
    expect(year1).toEqual({
      dollarLimitCents: 122_000_000,
      tentativeCents: 122_000_000,
      deductionCents: 90_000_000,
      carryoverCents: 32_000_000,
    })
    const year2 = section179Deduction({
      taxYear: 2025,
      electedCents: 0,
      propertyCostCents: 0,
      businessIncomeCents: 100_000_000,
      carryoverFromLastYearCents: year1.carryoverCents,
    })
    expect(year2.deductionCents).toBe(32_000_000)
    expect(year2.carryoverCents).toBe(0)
    // A loss allows nothing; $4,270,000 of property in 2024 phases the limit out entirely.
    expect(
      section179Deduction({
        taxYear: 2024,
        electedCents: 100,
        propertyCostCents: 100,
        businessIncomeCents: -5,
      }).carryoverCents,
    ).toBe(100)
    expect(
      section179Deduction({
        taxYear: 2024,
        electedCents: 0,
        propertyCostCents: 427_000_000,
        businessIncomeCents: 1,
      }).dollarLimitCents,
    ).toBe(0)
    // 2025 under the 2025 act: $2,500,000, phase-out from $4,000,000.
    expect(
      section179Deduction({
        taxYear: 2025,
        electedCents: 0,
        propertyCostCents: 410_000_000,
        businessIncomeCents: 0,
      }).dollarLimitCents,
    ).toBe(240_000_000)
    expect(() =>
      section179Deduction({ taxYear: 2019, electedCents: 0, propertyCostCents: 0, businessIncomeCents: 0 }),
    ).toThrow(TaxInputError)
  })
})

describe('bonus depreciation', () => {
  it('follows the year placed in service, and 100 % for property acquired after January 19, 2025', () => {
    expect(bonusPercent('2023-05-01', '2023-05-01')).toBe('80')
    expect(bonusPercent('2024-06-01', '2024-06-01')).toBe('60')
    expect(bonusPercent('2025-01-19', '2025-03-01')).toBe('40')
    expect(bonusPercent('2025-01-20', '2025-03-01')).toBe('100')
    expect(bonusPercent('2024-12-01', '2026-02-01')).toBe('20')
    expect(bonusPercent('2024-12-01', '2027-02-01')).toBe('0')
    expect(bonusPercent('2026-06-01', '2027-02-01')).toBe('100')
  })
})

describe('a tractor with bonus and 3-year MACRS', () => {
  // $150,000 tractor placed in service 2024-06-01, 60 % bonus (2024), half-year convention, Table A-1:
  //   bonus 60 % × 150,000 = 90,000; left to depreciate 60,000
  //   2024: 33.33 % × 60,000 = 19,998 (+ 90,000 bonus = 109,998)   remaining 40,002
  //   2025: 44.45 % × 60,000 = 26,670                               remaining 13,332
  //   2026: 14.81 % × 60,000 =  8,886                               remaining  4,446
  //   2027:  7.41 % × 60,000 =  4,446                               remaining      0
  const tractor = {
    costCents: 15_000_000,
    placedInService: '2024-06-01',
    recoveryClass: 3,
    businessUsePercent: '100',
    bonus: 'claim',
  } as const

  it('takes the bonus first and the table on the rest', () => {
    const schedule = depreciationSchedule(tractor)
    expect(schedule.bonusPercent).toBe('60')
    expect(schedule.bonusCents).toBe(9_000_000)
    expect(schedule.depreciableBasisCents).toBe(6_000_000)
    expect(schedule.years.map((year) => [year.taxYear, year.totalCents, year.remainingBasisCents])).toEqual([
      [2024, 10_999_800, 4_000_200],
      [2025, 2_667_000, 1_333_200],
      [2026, 888_600, 444_600],
      [2027, 444_600, 0],
    ])
    expect(schedule.adjustedBasisCents).toBe(0)
  })

  it('sold in year 3: half of that year, the gain and the section 1245 recapture', () => {
    // 2026 half-year: 8,886 × 50 % = 4,443. Taken 109,998 + 26,670 + 4,443 = 141,111; adjusted basis
    // 150,000 − 141,111 = 8,889. Sold for $60,000: gain 51,111, all recaptured (less than 141,111 taken).
    const schedule = depreciationSchedule({ ...tractor, disposed: '2026-08-15' })
    expect(schedule.years.at(-1)).toMatchObject({ taxYear: 2026, depreciationCents: 444_300 })
    expect(schedule.totalDeductedCents).toBe(14_111_100)
    expect(schedule.adjustedBasisCents).toBe(888_900)
    const sale = {
      adjustedBasisCents: schedule.adjustedBasisCents,
      depreciationTakenCents: schedule.totalDeductedCents,
    }
    expect(saleOfAsset({ ...sale, salePriceCents: 6_000_000 })).toEqual({
      gainCents: 5_111_100,
      recaptureCents: 5_111_100,
      section1231GainCents: 0,
    })
    // Sold above cost: recapture stops at the depreciation taken, the rest is section 1231 gain.
    expect(saleOfAsset({ ...sale, salePriceCents: 16_000_000 })).toEqual({
      gainCents: 15_111_100,
      recaptureCents: 14_111_100,
      section1231GainCents: 1_000_000,
    })
    // Sold under its adjusted basis: a loss, nothing recaptured.
    expect(saleOfAsset({ ...sale, salePriceCents: 500_000 })).toEqual({
      gainCents: -388_900,
      recaptureCents: 0,
      section1231GainCents: 0,
    })
  })

  it('disposed of in the year placed in service: no depreciation, bonus or section 179', () => {
    const schedule = depreciationSchedule({ ...tractor, section179Cents: 100_000, disposed: '2024-11-30' })
    expect(schedule.totalDeductedCents).toBe(0)
    expect(schedule.adjustedBasisCents).toBe(15_000_000)
  })
})

describe('business use under 100 %', () => {
  it('depreciates only the business part of the cost', () => {
    // $80,000 trailer, 75 % business: basis 60,000; 5-year half-year (Table A-1), bonus elected out:
    // 12,000; 19,200; 11,520; 6,912; 6,912; 3,456.
    const schedule = depreciationSchedule({
      costCents: 8_000_000,
      placedInService: '2023-03-15',
      recoveryClass: 5,
      businessUsePercent: '75',
      bonus: 'elect_out',
    })
    expect(schedule.businessBasisCents).toBe(6_000_000)
    expect(schedule.years.map((year) => year.depreciationCents)).toEqual([
      1_200_000, 1_920_000, 1_152_000, 691_200, 691_200, 345_600,
    ])
    expect(schedule.adjustedBasisCents).toBe(2_000_000)
  })

  it('section 179 first, then bonus on what is left', () => {
    // 2023 trailer $50,000 at 90 %: 45,000; section 179 $5,000; 80 % bonus of 40,000 = 32,000; 8,000 left;
    // 2023: 20 % × 8,000 = 1,600, total 38,600.
    const schedule = depreciationSchedule({
      costCents: 5_000_000,
      placedInService: '2023-09-01',
      recoveryClass: 5,
      businessUsePercent: '90',
      section179Cents: 500_000,
      bonus: 'claim',
    })
    expect(schedule.bonusCents).toBe(3_200_000)
    expect(schedule.years[0]).toMatchObject({
      section179Cents: 500_000,
      depreciationCents: 160_000,
      totalCents: 3_860_000,
    })
    expect(schedule.years.at(-1)?.remainingBasisCents).toBe(0)
    expect(() =>
      depreciationSchedule({
        costCents: 100,
        placedInService: '2023-09-01',
        recoveryClass: 5,
        businessUsePercent: '100',
        bonus: 'claim',
        section179Cents: 101,
      }),
    ).toThrow(TaxInputError)
  })
})

describe('the mid-quarter convention', () => {
  it('applies when more than 40 % of the year’s basis goes into service in the last quarter', () => {
    const tractor = { placedInService: '2024-03-10', depreciableBasisCents: 10_000_000 }
    // 70,000 of 170,000 = 41.2 % in the fourth quarter.
    expect(
      conventionForYear([tractor, { placedInService: '2024-11-20', depreciableBasisCents: 7_000_000 }]),
    ).toBe('mid_quarter')
    // Exactly 40 % is not more than 40 %.
    expect(
      conventionForYear([
        { placedInService: '2024-03-10', depreciableBasisCents: 6_000_000 },
        { placedInService: '2024-10-01', depreciableBasisCents: 4_000_000 },
      ]),
    ).toBe('half_year')
    expect(conventionForYear([])).toBe('half_year')
    expect(() =>
      conventionForYear([tractor, { placedInService: '2025-01-02', depreciableBasisCents: 1 }]),
    ).toThrow(TaxInputError)
  })

  it('uses the table of the quarter placed in service, and the quarter of disposal', () => {
    const trailer = {
      costCents: 7_000_000,
      placedInService: '2024-11-20',
      recoveryClass: 5,
      businessUsePercent: '100',
      bonus: 'elect_out',
      convention: 'mid_quarter',
    } as const
    // Table A-5, 5-year: 5.00 %, 38.00 %, 22.80 % …
    const schedule = depreciationSchedule(trailer)
    expect(schedule.years.slice(0, 3).map((year) => year.depreciationCents)).toEqual([
      350_000, 2_660_000, 1_596_000,
    ])
    // Sold 2026-05-01 (second quarter): 22.80 % × 70,000 × 37.5 % = 5,985.
    expect(depreciationSchedule({ ...trailer, disposed: '2026-05-01' }).years.at(-1)?.depreciationCents).toBe(
      598_500,
    )
    // A first-quarter tractor, Table A-2: 58.33 %.
    const tractor = depreciationSchedule({
      ...trailer,
      costCents: 10_000_000,
      placedInService: '2024-03-10',
      recoveryClass: 3,
    })
    expect(tractor.years[0]?.depreciationCents).toBe(5_833_000)
  })
})

describe('straight line', () => {
  it('spreads evenly with half a year at each end (Table A-8)', () => {
    const input = {
      costCents: 3_000_000,
      placedInService: '2024-02-01',
      recoveryClass: 3,
      businessUsePercent: '100',
      bonus: 'elect_out',
      method: 'straight_line',
    } as const
    const schedule = depreciationSchedule(input)
    expect(schedule.years.map((year) => year.depreciationCents)).toEqual([500_100, 999_900, 999_900, 500_100])
    expect(() => depreciationSchedule({ ...input, convention: 'mid_quarter' })).toThrow(TaxInputError)
  })
})
