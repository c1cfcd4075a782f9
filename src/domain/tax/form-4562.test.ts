import { describe, expect, it } from 'vitest'
import { section179Limit } from './form-4562.ts'

describe('section 179 business income limit (Form 4562 lines 9–13)', () => {
  it('deducts all of it when business income covers it', () => {
    // $150,000 elected; business income $210,000 (Schedule C before section 179 plus wages).
    expect(
      section179Limit({ tentativeCents: 15_000_000, carryoverInCents: 0, businessIncomeCents: 21_000_000 }),
    ).toEqual({ businessIncomeLimitCents: 21_000_000, deductionCents: 15_000_000, carryoverCents: 0 })
  })

  it('limits it to business income and carries the rest to next year', () => {
    // Line 9 $150,000 + line 10 $0; line 11 = $62,500 of business income; line 12 $62,500;
    // line 13 = 150,000 − 62,500 = $87,500.
    expect(
      section179Limit({ tentativeCents: 15_000_000, carryoverInCents: 0, businessIncomeCents: 6_250_000 }),
    ).toEqual({ businessIncomeLimitCents: 6_250_000, deductionCents: 6_250_000, carryoverCents: 8_750_000 })
  })

  it('deducts last year’s carryover within this year’s income, and nothing against a loss', () => {
    // Line 10 $87,500 with no new election; business income $100,000: all $87,500 deducted.
    expect(
      section179Limit({ tentativeCents: 0, carryoverInCents: 8_750_000, businessIncomeCents: 10_000_000 }),
    ).toEqual({ businessIncomeLimitCents: 10_000_000, deductionCents: 8_750_000, carryoverCents: 0 })
    // A business loss: line 11 is zero (never negative), everything carries.
    expect(
      section179Limit({ tentativeCents: 500_000, carryoverInCents: 0, businessIncomeCents: -200_000 }),
    ).toEqual({ businessIncomeLimitCents: 0, deductionCents: 0, carryoverCents: 500_000 })
  })
})
