import { compare, type Decimal, decimal, plainDecimal } from '@/domain/decimal.ts'
import { addDays, addMonths, daysIn, type IsoDate, startOfQuarter } from '@/domain/period.ts'
import { escrowRulesOn } from './leasing-rules.ts'
import { type TbillYield, tbillYieldOn } from './tbill-yields.ts'

/*
 * An escrow or reserve account a carrier holds for a leased owner-operator: money held back from
 * settlements (deposits), interest the carrier credits, draws (what it paid for: a repair, a damage
 * claim) and refunds (the money handed back, never income). Pure rules: the balance at a date, a
 * statement for a period, and the checks of the federal leasing rules (49 CFR 376.12(k)).
 */

export const RESERVE_KINDS = ['escrow', 'maintenance', 'tire', 'other'] as const
export type ReserveKind = (typeof RESERVE_KINDS)[number]

export const ENTRY_KINDS = ['deposit', 'interest', 'draw', 'refund', 'adjustment'] as const
export type EntryKind = (typeof ENTRY_KINDS)[number]

export interface ReserveMovement {
  kind: EntryKind
  /** More than 0; an adjustment says its direction. */
  amountCents: number
  /** For an adjustment: whether it adds to the balance or takes from it. */
  direction?: 'increase' | 'decrease' | null
  date: IsoDate
  /** What a draw paid for, as the carrier itemised it. */
  description?: string | null
}

/** What a movement does to the balance, in cents: deposits and interest add, draws and refunds take. */
export function signedCents(movement: ReserveMovement): number {
  switch (movement.kind) {
    case 'deposit':
    case 'interest':
      return movement.amountCents
    case 'draw':
    case 'refund':
      return -movement.amountCents
    case 'adjustment':
      return movement.direction === 'decrease' ? -movement.amountCents : movement.amountCents
  }
}

/** The balance at the end of `date` (every movement on or before it). */
export function balanceOn(movements: readonly ReserveMovement[], date: IsoDate): number {
  let balance = 0
  for (const m of movements) if (m.date <= date) balance += signedCents(m)
  return balance
}

export interface Statement<M extends ReserveMovement> {
  openingBalanceCents: number
  entries: (M & { balanceCents: number })[]
  closingBalanceCents: number
}

/** Opening balance (before `from`), each movement of the period with the balance after it, closing. */
export function statement<M extends ReserveMovement>(
  movements: readonly M[],
  from: IsoDate,
  to: IsoDate,
): Statement<M> {
  const sorted = [...movements].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
  let balance = 0
  for (const m of sorted) if (m.date < from) balance += signedCents(m)
  const openingBalanceCents = balance
  const entries: (M & { balanceCents: number })[] = []
  for (const m of sorted) {
    if (m.date < from || m.date > to) continue
    balance += signedCents(m)
    entries.push({ ...m, balanceCents: balance })
  }
  return { openingBalanceCents, entries, closingBalanceCents: balance }
}

export type ReserveCheck =
  | { kind: 'interest_missing'; quarter: string; averageBalanceCents: number }
  | {
      kind: 'interest_below_rate'
      date: IsoDate
      creditedCents: number
      expectedCents: number
      /** The rate the credit had to reach, in percent ("4.312"). */
      ratePercent: string
      /** Whose rate that is: the lease's, or the 13-week Treasury bill's (the higher of the two). */
      basis: 'lease' | 'tbill'
      /** The day the interest period began, whose T-bill yield counts. */
      periodStart: IsoDate
    }
  | { kind: 'no_interest_rate' }
  /** No 13-week bill yield on file for the day an interest period began: checked on the lease's rate alone. */
  | { kind: 'tbill_rate_unknown'; date: IsoDate; creditDate: IsoDate }
  | { kind: 'draw_not_itemised'; date: IsoDate; amountCents: number }
  | { kind: 'return_due'; dueDate: IsoDate; daysLeft: number; balanceCents: number }
  | { kind: 'return_overdue'; dueDate: IsoDate; daysLate: number; balanceCents: number }

export interface ReserveTerms {
  kind: ReserveKind
  /** Annual percentage as a decimal string ("4.25"), or null when the lease names none. */
  interestRatePercent: string | null
  leaseEndDate: IsoDate | null
}

/** "2025Q3" of a date. */
function quarterKey(date: IsoDate): string {
  return `${date.slice(0, 4)}Q${Math.floor((Number(date.slice(5, 7)) - 1) / 3) + 1}`
}

/** Cent-days held from `from` to `to` inclusive, by the balance at the end of each day. */
function centDays(movements: readonly ReserveMovement[], from: IsoDate, to: IsoDate): bigint {
  const sorted = [...movements].sort((a, b) => (a.date < b.date ? -1 : 1))
  let balance = 0n
  let i = 0
  while (i < sorted.length && sorted[i]!.date < from) balance += BigInt(signedCents(sorted[i++]!))
  let total = 0n
  for (let day = from; day <= to; day = addDays(day, 1)) {
    while (i < sorted.length && sorted[i]!.date === day) balance += BigInt(signedCents(sorted[i++]!))
    if (balance > 0n) total += balance
  }
  return total
}

/** The day the escrow is due back after a lease that ended on `leaseEnd` (49 CFR 376.12(k)(6)). */
export function escrowReturnDue(leaseEnd: IsoDate): IsoDate {
  return addDays(leaseEnd, escrowRulesOn(leaseEnd).returnDays)
}

/** Interest on `centDays` at `rate` percent a year: cent-days × rate / (100 × 365), half up. */
function expectedInterest(centDays: bigint, rate: Decimal): number {
  const denominator = 10n ** BigInt(rate.scale) * 100n * 365n
  return Number((centDays * rate.units * 2n + denominator) / (2n * denominator))
}

/**
 * The checks of 49 CFR 376.12(k) on an escrow account (the rule covers escrow funds; the other
 * kinds get only the itemising and the return after the lease), as of `today`:
 * - (k)(5): interest at least quarterly, at a rate no lower than the 91-day Treasury bill's: each
 *   quarter that ended with money held and no interest credited in it is named, and interest
 *   credited for less than the required rate on the balance held since the last credit (or the
 *   first movement). The required rate is the higher of the lease's and the yield of the latest
 *   13-week bill auction on or before the day the period began (`yields`, see tbillYieldOn); with
 *   no yield on file for that day the check says so and holds the credit to the lease's rate;
 *   the tolerance is the rules' of the credit's day (leasing-rules.ts);
 * - (k)(2)/(4): every deduction from escrow itemised: a draw that does not say what it paid for;
 * - (k)(6): the balance returned within 45 days of the lease's end: a countdown, then overdue.
 */
export function reserveChecks(
  terms: ReserveTerms,
  movements: readonly ReserveMovement[],
  today: IsoDate,
  /** The 13-week Treasury bill auctions on file, in any order (loaded once by the caller). */
  yields: readonly TbillYield[],
): ReserveCheck[] {
  const checks: ReserveCheck[] = []
  // Said last: what is not known yet comes after what is wrong (a list shows its first check).
  const unknown: ReserveCheck[] = []
  const sorted = [...movements].sort((a, b) => (a.date < b.date ? -1 : 1))
  const first = sorted[0]?.date
  if (terms.kind === 'escrow' && first) {
    if (!terms.interestRatePercent || decimal(terms.interestRatePercent).units === 0n) {
      checks.push({ kind: 'no_interest_rate' })
    }
    // Every quarter from the first deposit's to the last one ended before today (or the lease's end).
    const last = terms.leaseEndDate && terms.leaseEndDate < today ? terms.leaseEndDate : today
    for (let start = startOfQuarter(first); addMonths(start, 3) <= last; start = addMonths(start, 3)) {
      const end = addDays(addMonths(start, 3), -1)
      const held = centDays(sorted, start, end)
      const credited = sorted.some((m) => m.kind === 'interest' && m.date >= start && m.date <= end)
      if (held > 0n && !credited) {
        const days = BigInt(daysIn({ from: start, to: end }))
        checks.push({
          kind: 'interest_missing',
          quarter: quarterKey(start),
          averageBalanceCents: Number(held / days),
        })
      }
    }
    const leaseRate =
      terms.interestRatePercent && decimal(terms.interestRatePercent).units > 0n
        ? { ratePercent: terms.interestRatePercent, basis: 'lease' as const }
        : null
    let since = first
    for (const credit of sorted.filter((m) => m.kind === 'interest')) {
      // The rate of the period: the higher of the lease's and the T-bill yield of the day it began.
      const tbill = tbillYieldOn(yields, since)
      if (!tbill) unknown.push({ kind: 'tbill_rate_unknown', date: since, creditDate: credit.date })
      const tbillRate =
        tbill && decimal(tbill.ratePercent).units > 0n
          ? { ratePercent: tbill.ratePercent, basis: 'tbill' as const }
          : null
      const required =
        leaseRate && tbillRate
          ? compare(decimal(tbillRate.ratePercent), decimal(leaseRate.ratePercent)) > 0
            ? tbillRate
            : leaseRate
          : (leaseRate ?? tbillRate)
      if (required) {
        const before = sorted.filter((m) => m !== credit)
        const held = centDays(before, since, addDays(credit.date, -1))
        const expected = expectedInterest(held, decimal(required.ratePercent))
        const tolerance = BigInt(escrowRulesOn(credit.date).interestTolerancePercent)
        if (expected > 1 && BigInt(credit.amountCents) * 100n < BigInt(expected) * (100n - tolerance)) {
          checks.push({
            kind: 'interest_below_rate',
            date: credit.date,
            creditedCents: credit.amountCents,
            expectedCents: expected,
            ratePercent: plainDecimal(required.ratePercent),
            basis: required.basis,
            periodStart: since,
          })
        }
      }
      since = credit.date
    }
  }
  for (const m of sorted) {
    if (m.kind === 'draw' && !m.description?.trim()) {
      checks.push({ kind: 'draw_not_itemised', date: m.date, amountCents: m.amountCents })
    }
  }
  if (terms.leaseEndDate) {
    const balanceCents = balanceOn(sorted, '9999-12-31')
    if (balanceCents > 0) {
      const dueDate = escrowReturnDue(terms.leaseEndDate)
      const daysLeft = daysIn({ from: today, to: dueDate }) - 1
      if (today <= dueDate) checks.push({ kind: 'return_due', dueDate, daysLeft, balanceCents })
      else checks.push({ kind: 'return_overdue', dueDate, daysLate: -daysLeft, balanceCents })
    }
  }
  return [...checks, ...unknown]
}
