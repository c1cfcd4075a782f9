import { describe, expect, it } from 'vitest'
import { addDays } from '@/domain/period.ts'
import { escrowRulesOn } from './leasing-rules.ts'
import {
  balanceOn,
  escrowReturnDue,
  type ReserveMovement,
  reserveChecks,
  statement,
} from './reserve-ledger.ts'
import type { TbillYield } from './tbill-yields.ts'

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
/*
 * 13-week bill auctions for the tests (figures made up for them, not the Treasury's): the periods
 * begin on 2025-01-03 (the first deposit; the latest auction on or before it is 2024-12-30's) and on
 * 2025-03-31 (the Q1 credit; an auction that very day counts). Both below the lease's 4 %.
 */
const yields: TbillYield[] = [
  { auctionDate: '2024-12-30', ratePercent: '3.900' },
  { auctionDate: '2025-03-31', ratePercent: '3.850' },
]

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
    expect(reserveChecks(terms, account, '2025-09-01', yields)).toEqual([])
  })

  it('names interest credited below the lease’s rate, with what it should have been', () => {
    const short = account.map((m) => (m === q2 ? { ...q2, amountCents: 1_000 } : m))
    expect(reserveChecks(terms, short, '2025-09-01', yields)).toEqual([
      {
        kind: 'interest_below_rate',
        date: '2025-06-30',
        creditedCents: 1_000,
        expectedCents: 1_692,
        ratePercent: '4',
        basis: 'lease',
        periodStart: '2025-03-31',
      },
    ])
  })

  it('names a quarter that held money and had no interest, and a lease without a rate', () => {
    const noInterest = account.filter((m) => m !== q1)
    const checks = reserveChecks({ ...terms, interestRatePercent: null }, noInterest, '2025-09-01', yields)
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
    expect(reserveChecks(terms, bare, '2025-09-01', yields)).toEqual([
      { kind: 'draw_not_itemised', date: '2025-05-15', amountCents: 50_000 },
    ])
  })

  it('counts down the 45 days to return it after the lease ends, then says it is overdue', () => {
    const unreturned = account.filter((m) => m !== refund)
    // The lease ended 2025-06-30: due 2025-08-14. Forty days after the end, five are left.
    expect(reserveChecks(terms, unreturned, '2025-08-09', yields)).toEqual([
      { kind: 'return_due', dueDate: '2025-08-14', daysLeft: 5, balanceCents: 212_333 },
    ])
    expect(reserveChecks(terms, unreturned, '2025-08-14', yields)).toEqual([
      { kind: 'return_due', dueDate: '2025-08-14', daysLeft: 0, balanceCents: 212_333 },
    ])
    expect(reserveChecks(terms, unreturned, '2025-08-20', yields)).toEqual([
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
        [],
      ),
    ).toEqual([])
  })
})

describe('the 13-week Treasury bill yield as the floor of escrow interest (49 CFR 376.12(k)(5))', () => {
  it('holds a credit to the T-bill yield of the day its period began when it is above the lease’s rate', () => {
    // Q2 began 2025-03-31 with a 5.000 % auction that day (above the lease's 4 %): 15,438,331
    // cent-days (see the top) × 5 / 36,500 = 2,114.84 → 2,115 ¢. The 1,692 ¢ credited is less than
    // 95 % of it (2,009.25 ¢): named, with the yield. Q1 began with 3.900 % (< 4 %): the lease's rate.
    const higher = [yields[0]!, { auctionDate: '2025-03-31', ratePercent: '5.000' }]
    expect(reserveChecks(terms, account, '2025-09-01', higher)).toEqual([
      {
        kind: 'interest_below_rate',
        date: '2025-06-30',
        creditedCents: 1_692,
        expectedCents: 2_115,
        ratePercent: '5',
        basis: 'tbill',
        periodStart: '2025-03-31',
      },
    ])
    // A credit at least 95 % of it passes: 2,010 ¢ × 100 = 201,000 ≥ 2,115 × 95 = 200,925.
    const enough = account.map((m) => (m === q2 ? { ...q2, amountCents: 2_010 } : m))
    expect(
      reserveChecks(terms, enough, '2025-09-01', higher).filter((c) => c.kind === 'interest_below_rate'),
    ).toEqual([])
  })

  it('takes the latest auction on or before the period’s first day, not a later one', () => {
    // A 9 % auction on 2025-04-07 is after Q2 began (2025-03-31): the 3.850 % of 2025-03-31 counts.
    const later = [...yields, { auctionDate: '2025-04-07', ratePercent: '9.000' }]
    expect(reserveChecks(terms, account, '2025-09-01', later)).toEqual([])
  })

  it('says when no yield is on file for the day a period began, and still checks the lease’s rate', () => {
    // Only Q1's auction is on file: for Q2 (from 2025-03-31) the latest is 2024-12-30's, 91 days old,
    // more than the 14 days the rules allow: unknown. The short Q2 credit is still held to 4 %.
    const short = account.map((m) => (m === q2 ? { ...q2, amountCents: 1_000 } : m))
    expect(reserveChecks(terms, short, '2025-09-01', [yields[0]!])).toEqual([
      {
        kind: 'interest_below_rate',
        date: '2025-06-30',
        creditedCents: 1_000,
        expectedCents: 1_692,
        ratePercent: '4',
        basis: 'lease',
        periodStart: '2025-03-31',
      },
      // What is not known comes after what is wrong.
      { kind: 'tbill_rate_unknown', date: '2025-03-31', creditDate: '2025-06-30' },
    ])
    // With none on file, each period says so.
    expect(reserveChecks(terms, account, '2025-09-01', [])).toEqual([
      { kind: 'tbill_rate_unknown', date: '2025-01-03', creditDate: '2025-03-31' },
      { kind: 'tbill_rate_unknown', date: '2025-03-31', creditDate: '2025-06-30' },
    ])
  })

  it('takes an auction up to 14 days before the period’s first day, not 15', () => {
    // 2025-03-17 is 14 days before 2025-03-31; 2025-03-16 is 15.
    const fourteen = [yields[0]!, { auctionDate: '2025-03-17', ratePercent: '3.850' }]
    expect(reserveChecks(terms, account, '2025-09-01', fourteen)).toEqual([])
    const fifteen = [yields[0]!, { auctionDate: '2025-03-16', ratePercent: '3.850' }]
    expect(reserveChecks(terms, account, '2025-09-01', fifteen)).toEqual([
      { kind: 'tbill_rate_unknown', date: '2025-03-31', creditDate: '2025-06-30' },
    ])
  })

  it('checks an account whose lease names no rate against the yield alone', () => {
    // At 4.000 % (both periods) the expected interest is the lease's 4 % figures: 641 ¢ and 1,692 ¢.
    const flat = [
      { auctionDate: '2024-12-30', ratePercent: '4.000' },
      { auctionDate: '2025-03-31', ratePercent: '4.000' },
    ]
    const noRate = { ...terms, interestRatePercent: null }
    expect(reserveChecks(noRate, account, '2025-09-01', flat)).toEqual([{ kind: 'no_interest_rate' }])
    const short = account.map((m) => (m === q1 ? { ...q1, amountCents: 500 } : m))
    expect(reserveChecks(noRate, short, '2025-09-01', flat)).toEqual([
      { kind: 'no_interest_rate' },
      {
        kind: 'interest_below_rate',
        date: '2025-03-31',
        creditedCents: 500,
        expectedCents: 641,
        ratePercent: '4',
        basis: 'tbill',
        periodStart: '2025-01-03',
      },
    ])
  })
})

describe('the leasing rules table', () => {
  it('gives the 45 days and the 5 % allowance, with the citation, for any date', () => {
    expect(escrowRulesOn('2025-06-30')).toMatchObject({
      citation: '49 CFR 376.12(k)',
      returnDays: 45,
      interestTolerancePercent: 5,
    })
    expect(escrowRulesOn('1900-01-01').returnDays).toBe(45)
    // 2025-06-30 + 45 days = 2025-08-14 (July's 31 days, then 14 in August).
    expect(escrowReturnDue('2025-06-30')).toBe('2025-08-14')
  })
})
