import { describe, expect, it } from 'vitest'
import { addDays } from '@/domain/period.ts'
import { balanceOn, type ReserveMovement, reserveChecks, statement } from './reserve-ledger.ts'

/*
 * An escrow account at 4.00 % a year: $100 held back from each of 26 weekly settlements (Fridays,
 * 2025-01-03 to 2025-06-27), interest credited at each quarter's end, a $500 tire repair paid from it
 * on 2025-05-15, the lease ended 2025-06-30 and the balance refunded on 2025-07-31.
 *
 * Q1 interest, on the balance held 2025-01-03 … 2025-03-30 (the day before the credit): the k-th
 * deposit (k = 0…12, day of year 3 + 7k) is held 89 − (3 + 7k) + 1 = 87 − 7k days; Σ = 13 × 87 −
 * 7 × 78 = 585 days × 10,000 ¢ = 5,850,000 cent-days × 4 / (100 × 365) = 641.1 → 641 ¢.
 * Q2 interest, 2025-03-31 (day 90) … 2025-06-29 (day 180), 91 days: 130,641 ¢ × 91 = 11,888,331;
 * the 13 deposits from 2025-04-04 (day 94) again 585 days × 10,000 = 5,850,000; the draw (day 135)
 * −50,000 × 46 = −2,300,000: 15,438,331 cent-days × 4 / 36,500 = 1,691.9 → 1,692 ¢.
 * Balance after 2025-06-30: 130,000 + 641 + 130,000 − 50,000 + 1,692 = 212,333 ¢, all refunded.
 */
const deposits: ReserveMovement[] = Array.from({ length: 26 }, (_, k) => ({
  kind: 'deposit',
  amountCents: 10_000,
  date: addDays('2025-01-03', 7 * k),
}))
const repair: ReserveMovement = {
  kind: 'draw',
  amountCents: 50_000,
  date: '2025-05-15',
  description: 'Tire repair, invoice 4471',
}
const q1: ReserveMovement = { kind: 'interest', amountCents: 641, date: '2025-03-31' }
const q2: ReserveMovement = { kind: 'interest', amountCents: 1_692, date: '2025-06-30' }
const refund: ReserveMovement = { kind: 'refund', amountCents: 212_333, date: '2025-07-31' }
const account = [...deposits, repair, q1, q2, refund]
const terms = { kind: 'escrow', interestRatePercent: '4.00', leaseEndDate: '2025-06-30' } as const

describe('an escrow account', () => {
  it('keeps its balance to the cent through deposits, interest, a draw and the refund', () => {
    expect(deposits.at(-1)!.date).toBe('2025-06-27')
    expect(balanceOn(account, '2025-03-31')).toBe(130_641)
    expect(balanceOn(account, '2025-06-30')).toBe(212_333)
    expect(balanceOn(account, '2025-07-31')).toBe(0)
  })

  it('gives a statement: opening balance, each movement with the balance after it, closing', () => {
    const q2Statement = statement(account, '2025-04-01', '2025-06-30')
    expect(q2Statement.openingBalanceCents).toBe(130_641)
    expect(q2Statement.entries).toHaveLength(15)
    expect(q2Statement.entries.find((e) => e.kind === 'draw')).toMatchObject({ balanceCents: 140_641 })
    expect(q2Statement.closingBalanceCents).toBe(212_333)
  })

  it('passes every check when the carrier pays the lease’s interest each quarter and returns it in time', () => {
    expect(reserveChecks(terms, account, '2025-09-01')).toEqual([])
  })

  it('names interest credited below the lease’s rate, with what it should have been', () => {
    const short = account.map((m) => (m === q2 ? { ...q2, amountCents: 1_000 } : m))
    expect(reserveChecks(terms, short, '2025-09-01')).toEqual([
      { kind: 'interest_below_rate', date: '2025-06-30', creditedCents: 1_000, expectedCents: 1_692 },
    ])
  })

  it('names a quarter that held money and had no interest, and a lease without a rate', () => {
    const noInterest = account.filter((m) => m !== q1)
    const checks = reserveChecks({ ...terms, interestRatePercent: null }, noInterest, '2025-09-01')
    expect(checks).toContainEqual({ kind: 'no_interest_rate' })
    // Q1 to its last day, 2025-03-31: 585 + 13 = 598 deposit-days × 10,000 ¢ over 90 days: 66,444 ¢.
    expect(checks).toContainEqual({
      kind: 'interest_missing',
      quarter: '2025Q1',
      averageBalanceCents: 66_444,
    })
    expect(checks.filter((c) => c.kind === 'interest_missing')).toHaveLength(1)
  })

  it('names a draw that does not say what it paid for', () => {
    const bare = account.map((m) => (m === repair ? { ...repair, description: ' ' } : m))
    expect(reserveChecks(terms, bare, '2025-09-01')).toEqual([
      { kind: 'draw_not_itemised', date: '2025-05-15', amountCents: 50_000 },
    ])
  })

  it('counts down the 45 days to return it after the lease ends, then says it is overdue', () => {
    const unreturned = account.filter((m) => m !== refund)
    // The lease ended 2025-06-30: due 2025-08-14. Forty days after the end, five are left.
    expect(reserveChecks(terms, unreturned, '2025-08-09')).toEqual([
      { kind: 'return_due', dueDate: '2025-08-14', daysLeft: 5, balanceCents: 212_333 },
    ])
    expect(reserveChecks(terms, unreturned, '2025-08-14')).toEqual([
      { kind: 'return_due', dueDate: '2025-08-14', daysLeft: 0, balanceCents: 212_333 },
    ])
    expect(reserveChecks(terms, unreturned, '2025-08-20')).toEqual([
      { kind: 'return_overdue', dueDate: '2025-08-14', daysLate: 6, balanceCents: 212_333 },
    ])
  })

  it('asks interest of escrow only; a maintenance reserve is checked for itemising and return', () => {
    const reserve = account.filter((m) => m.kind !== 'interest' && m !== refund)
    expect(
      reserveChecks(
        { kind: 'maintenance', interestRatePercent: null, leaseEndDate: null },
        reserve,
        '2025-09-01',
      ),
    ).toEqual([])
  })
})
