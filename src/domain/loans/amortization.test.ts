import { describe, expect, it } from 'vitest'
import { amortizationSchedule, monthlyPaymentCents, splitPayment, yearTotals } from './amortization.ts'

describe('a truck loan', () => {
  it('has the level payment of the annuity formula, to the cent', () => {
    // $100,000 at 6 % over 60 months: 100,000 × 0.005 / (1 − 1.005^−60) = 1,933.2802… → $1,933.28.
    expect(monthlyPaymentCents({ principalCents: 10_000_000, annualRatePercent: '6', termMonths: 60 })).toBe(
      193_328,
    )
    // $150,000 at 7.25 % over 48 months: 3,609.3604… → $3,609.36 (r = 0.0725 / 12 = 0.0060416…).
    expect(
      monthlyPaymentCents({ principalCents: 15_000_000, annualRatePercent: '7.25', termMonths: 48 }),
    ).toBe(360_936)
    // No interest: the principal spread evenly.
    expect(monthlyPaymentCents({ principalCents: 1_200_000, annualRatePercent: '0', termMonths: 12 })).toBe(
      100_000,
    )
  })

  it('splits each payment into the month’s interest and principal, and ends at zero', () => {
    const schedule = amortizationSchedule({
      principalCents: 10_000_000,
      annualRatePercent: '6',
      termMonths: 60,
      firstPaymentDate: '2025-02-15',
    })
    expect(schedule).toHaveLength(60)
    // First month: interest 100,000 × 0.005 = $500.00, principal $1,433.28, $98,566.72 left.
    expect(schedule[0]).toEqual({
      number: 1,
      date: '2025-02-15',
      paymentCents: 193_328,
      interestCents: 50_000,
      principalCents: 143_328,
      balanceCents: 9_856_672,
    })
    // Second: interest 98,566.72 × 0.005 = 492.8336 → $492.83.
    expect(schedule[1]).toMatchObject({ date: '2025-03-15', interestCents: 49_283, principalCents: 144_045 })
    expect(schedule.at(-1)!.balanceCents).toBe(0)
    expect(schedule.reduce((sum, p) => sum + p.principalCents, 0)).toBe(10_000_000)
    // The last payment settles what rounding left: within a few cents of the others.
    expect(Math.abs(schedule.at(-1)!.paymentCents - 193_328)).toBeLessThan(100)
    const first = yearTotals(schedule, 2025)
    expect(first.interestCents + first.principalCents).toBe(11 * 193_328)
  })

  it('splits a payment made on a balance, interest first', () => {
    expect(splitPayment(9_856_672, '6', 193_328)).toEqual({
      interestCents: 49_283,
      principalCents: 144_045,
      overpaidCents: 0,
    })
    expect(splitPayment(10_000, '6', 193_328)).toEqual({
      interestCents: 50,
      principalCents: 10_000,
      overpaidCents: 183_278,
    })
  })
})
