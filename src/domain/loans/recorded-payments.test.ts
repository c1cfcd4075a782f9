import { describe, expect, it } from 'vitest'
import { amortizationSchedule } from './amortization.ts'
import { periodOf, splitPayments } from './recorded-payments.ts'

const loan = { principalCents: 12_000_000, annualRatePercent: '7.5', firstPaymentDate: '2025-04-01' }

describe('payments made on a loan', () => {
  it('split as the schedule does when made as scheduled, to the last cent', () => {
    const schedule = amortizationSchedule({ ...loan, termMonths: 60 })
    const result = splitPayments(
      loan,
      schedule.map((item) => ({ id: String(item.number), date: item.date, amountCents: item.paymentCents })),
    )
    expect(result).toEqual({
      splits: schedule.map((item) => ({
        id: String(item.number),
        interestCents: item.interestCents,
        principalCents: item.principalCents,
        balanceCents: item.balanceCents,
      })),
    })
  })

  it('splits each on the balance the ones before it left', () => {
    // $120,000 at 7.5 %: a month's interest is the balance × 0.075 ÷ 12 = × 0.00625.
    //   1st: 120,000.00 × 0.00625 = 750.00 interest; 2,404.55 − 750.00 = 1,654.55 principal → 118,345.45
    //   2nd: 118,345.45 × 0.00625 = 739.6590… → 739.66; 1,664.89 principal → 116,680.56
    const result = splitPayments(loan, [
      { id: 'a', date: '2025-04-01', amountCents: 240_455 },
      { id: 'b', date: '2025-05-01', amountCents: 240_455 },
    ])
    expect(result).toEqual({
      splits: [
        { id: 'a', interestCents: 75_000, principalCents: 165_455, balanceCents: 11_834_545 },
        { id: 'b', interestCents: 73_966, principalCents: 166_489, balanceCents: 11_668_056 },
      ],
    })
  })

  it('takes a period’s interest once: a second payment in it is all principal, a missed month is paid after', () => {
    const result = splitPayments(loan, [
      // Period 1 (to April 1): $750.00 of interest.
      { id: 'a', date: '2025-04-01', amountCents: 240_455 },
      // Period 2 (April 2 – May 1): $739.66 on 118,345.45, then principal 9,260.34 → 109,085.11.
      { id: 'b', date: '2025-04-20', amountCents: 1_000_000 },
      // Same period: nothing more is due, all principal → 106,680.56.
      { id: 'c', date: '2025-05-01', amountCents: 240_455 },
      // June missed. Period 4 (to July 1): June's 106,680.56 × 0.00625 = 666.7535 → 666.75, and July's on
      // the same balance, 666.75: 1,333.50 of interest, 1,071.05 principal → 105,609.51.
      { id: 'd', date: '2025-07-01', amountCents: 240_455 },
    ])
    expect(result).toEqual({
      splits: [
        { id: 'a', interestCents: 75_000, principalCents: 165_455, balanceCents: 11_834_545 },
        { id: 'b', interestCents: 73_966, principalCents: 926_034, balanceCents: 10_908_511 },
        { id: 'c', interestCents: 0, principalCents: 240_455, balanceCents: 10_668_056 },
        { id: 'd', interestCents: 133_350, principalCents: 107_105, balanceCents: 10_560_951 },
      ],
    })
  })

  it('pays off the loan to zero, and refuses a payment past it', () => {
    const small = { principalCents: 100_000, annualRatePercent: '12', firstPaymentDate: '2025-01-15' }
    // $1,000 at 12 %: 10.00 interest, then 1,000.00 of principal; nothing is owed after it.
    expect(splitPayments(small, [{ id: 'a', date: '2025-01-15', amountCents: 101_000 }])).toEqual({
      splits: [{ id: 'a', interestCents: 1_000, principalCents: 100_000, balanceCents: 0 }],
    })
    expect(
      splitPayments(small, [
        { id: 'a', date: '2025-01-15', amountCents: 101_000 },
        { id: 'b', date: '2025-02-15', amountCents: 1 },
      ]),
    ).toEqual({ overpaid: { id: 'b', date: '2025-02-15', amountCents: 1 } })
    // A payment smaller than the interest due is all interest; the rest of it stays due.
    expect(
      splitPayments(small, [
        { id: 'a', date: '2025-01-15', amountCents: 500 },
        { id: 'b', date: '2025-01-15', amountCents: 1_500 },
      ]),
    ).toEqual({
      splits: [
        { id: 'a', interestCents: 500, principalCents: 0, balanceCents: 100_000 },
        { id: 'b', interestCents: 500, principalCents: 1_000, balanceCents: 99_000 },
      ],
    })
  })

  it('puts a payment in the period of the next due date', () => {
    expect(periodOf('2025-04-01', '2025-01-10')).toBe(1)
    expect(periodOf('2025-04-01', '2025-04-01')).toBe(1)
    expect(periodOf('2025-04-01', '2025-04-02')).toBe(2)
    expect(periodOf('2025-04-01', '2025-05-01')).toBe(2)
    expect(periodOf('2025-04-01', '2026-04-01')).toBe(13)
    // Due on the 31st: February's due date is the 28th.
    expect(periodOf('2025-01-31', '2025-02-28')).toBe(2)
    expect(periodOf('2025-01-31', '2025-03-01')).toBe(3)
  })
})
