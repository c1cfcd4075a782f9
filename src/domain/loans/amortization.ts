import { decimal, divideToInteger } from '@/domain/decimal.ts'
import { addMonths, type IsoDate } from '@/domain/period.ts'

/*
 * A truck loan (or a lease-purchase, which is a purchase with a loan): a level monthly payment that
 * repays the principal with interest at the loan's annual rate over its term, each payment split
 * into interest (the balance × the monthly rate, to the cent: deductible, Schedule C line 16b) and
 * principal (the rest: never deductible). Exact integer arithmetic: the payment is
 * P·r / (1 − (1 + r)^−n) worked in fixed point with 40 digits, then rounded half up to the cent;
 * the last payment takes what is left, so the balance ends at zero.
 */

export interface LoanTerms {
  principalCents: number
  /** Annual percentage rate as a decimal string ("7.25"). */
  annualRatePercent: string
  termMonths: number
  firstPaymentDate: IsoDate
}

export interface ScheduledPayment {
  number: number
  date: IsoDate
  paymentCents: number
  interestCents: number
  principalCents: number
  /** What is still owed after it. */
  balanceCents: number
}

/** 40 digits after the point: the payment is exact to the cent for any real loan. */
const SCALE = 10n ** 40n

/** The monthly rate r = APR / 100 / 12, scaled by SCALE. */
function monthlyRateScaled(annualRatePercent: string): bigint {
  const apr = decimal(annualRatePercent)
  return (apr.units * SCALE) / (10n ** BigInt(apr.scale) * 1200n)
}

/** The interest of a month on a balance, half up to the cent. */
export function monthInterestCents(balanceCents: number, annualRatePercent: string): number {
  const apr = decimal(annualRatePercent)
  return Number(
    divideToInteger(BigInt(balanceCents) * apr.units, 10n ** BigInt(apr.scale) * 1200n, 'half_up'),
  )
}

/** The level monthly payment, half up to the cent (principal ÷ months when the rate is 0). */
export function monthlyPaymentCents(
  terms: Pick<LoanTerms, 'principalCents' | 'annualRatePercent' | 'termMonths'>,
): number {
  const { principalCents, termMonths } = terms
  const r = monthlyRateScaled(terms.annualRatePercent)
  if (r === 0n) return Number(divideToInteger(BigInt(principalCents), BigInt(termMonths), 'half_up'))
  // (1 + r)^n in fixed point.
  let growth = SCALE
  for (let i = 0; i < termMonths; i++) growth = (growth * (SCALE + r)) / SCALE
  // P·r·(1+r)^n / ((1+r)^n − 1)
  const numerator = BigInt(principalCents) * r * growth
  const denominator = (growth - SCALE) * SCALE
  return Number(divideToInteger(numerator, denominator, 'half_up'))
}

/** Every payment of the loan, month by month, the last one settling the balance exactly. */
export function amortizationSchedule(terms: LoanTerms): ScheduledPayment[] {
  if (!Number.isInteger(terms.termMonths) || terms.termMonths < 1)
    throw new RangeError('A loan runs one month or more')
  const payment = monthlyPaymentCents(terms)
  const schedule: ScheduledPayment[] = []
  let balance = terms.principalCents
  for (let n = 1; n <= terms.termMonths && balance > 0; n++) {
    const interest = monthInterestCents(balance, terms.annualRatePercent)
    const last = n === terms.termMonths || payment - interest >= balance
    const principal = last ? balance : payment - interest
    balance -= principal
    schedule.push({
      number: n,
      date: addMonths(terms.firstPaymentDate, n - 1),
      paymentCents: principal + interest,
      interestCents: interest,
      principalCents: principal,
      balanceCents: balance,
    })
  }
  return schedule
}

/**
 * A payment actually made on a balance (typed, or a settlement's truck payment line): the month's
 * interest first, the rest to principal (never more than the balance; what is paid beyond it is
 * returned as `overpaidCents`).
 */
export function splitPayment(
  balanceCents: number,
  annualRatePercent: string,
  paymentCents: number,
): { interestCents: number; principalCents: number; overpaidCents: number } {
  const interest = Math.min(paymentCents, monthInterestCents(balanceCents, annualRatePercent))
  const principal = Math.min(balanceCents, paymentCents - interest)
  return {
    interestCents: interest,
    principalCents: principal,
    overpaidCents: paymentCents - interest - principal,
  }
}

/** The interest of a calendar year's payments (Schedule C line 16b) and the principal repaid. */
export function yearTotals(schedule: readonly ScheduledPayment[], year: number) {
  const inYear = schedule.filter((p) => p.date.startsWith(`${year}-`))
  return {
    interestCents: inYear.reduce((sum, p) => sum + p.interestCents, 0),
    principalCents: inYear.reduce((sum, p) => sum + p.principalCents, 0),
  }
}
