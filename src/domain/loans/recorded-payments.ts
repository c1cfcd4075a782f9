import { addMonths, type IsoDate } from '@/domain/period.ts'
import { type LoanTerms, monthInterestCents } from './amortization.ts'

/*
 * The payments a trucker made on a loan, each split by the balance owed the day it was made. The
 * loan runs in monthly periods ending on its due dates (the schedule's); each period's interest is
 * the balance owed when it begins × the annual rate ÷ 12, half up to the cent, as in the schedule.
 * A payment pays the interest due and not yet paid first (Schedule C line 16b), the rest principal
 * (never deductible). So payments made as scheduled split exactly as the schedule does; a second
 * payment in one period is all principal (an extra payment); a payment after a missed month pays
 * both months' interest. A payment recorded late, between two others, changes the balance every
 * later one was split on, so the splits are always worked in date order from the principal.
 */

export interface RecordedPayment {
  id: string
  date: IsoDate
  amountCents: number
}

export interface PaymentSplit {
  id: string
  interestCents: number
  principalCents: number
  /** Owed after it. */
  balanceCents: number
}

const monthIndex = (date: IsoDate) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1

/**
 * The period a payment falls in: 1 up to the first due date, then k for a payment after due date
 * k − 1 and on or before due date k (due dates run on monthly past the term).
 */
export function periodOf(firstPaymentDate: IsoDate, date: IsoDate): number {
  const months = monthIndex(date) - monthIndex(firstPaymentDate)
  // Due date `months + 1` falls in the payment's own month.
  const period = date <= addMonths(firstPaymentDate, months) ? months + 1 : months + 2
  return Math.max(1, period)
}

/**
 * The splits of a loan's payments, given in the order they were made. Answers the first payment
 * that pays more than was owed that day (the balance and the interest due) instead, as
 * `overpaid`: a loan is not paid past zero.
 */
export function splitPayments(
  terms: Pick<LoanTerms, 'principalCents' | 'annualRatePercent' | 'firstPaymentDate'>,
  payments: readonly RecordedPayment[],
): { splits: PaymentSplit[] } | { overpaid: RecordedPayment } {
  let balance = terms.principalCents
  let interestDue = 0
  let accruedThrough = 0
  const splits: PaymentSplit[] = []
  for (const payment of payments) {
    const period = periodOf(terms.firstPaymentDate, payment.date)
    for (; accruedThrough < period; accruedThrough++)
      interestDue += monthInterestCents(balance, terms.annualRatePercent)
    const interest = Math.min(payment.amountCents, interestDue)
    const principal = payment.amountCents - interest
    if (principal > balance) return { overpaid: payment }
    interestDue -= interest
    balance -= principal
    splits.push({ id: payment.id, interestCents: interest, principalCents: principal, balanceCents: balance })
  }
  return { splits }
}
