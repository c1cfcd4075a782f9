import { and, count, eq, inArray, sql, sum } from 'drizzle-orm'
import { ASSET_MESSAGES, type Loan } from '@/contracts/assets.ts'
import { plainDecimal } from '@/domain/decimal.ts'
import {
  amortizationSchedule,
  monthlyPaymentCents,
  type ScheduledPayment,
} from '@/domain/loans/amortization.ts'
import type { Db, Tx } from '@/server/db/client.ts'
import { type LoanRow, loanPayments, loans } from '@/server/db/schema/index.ts'
import { AppError } from '@/server/lib/errors.ts'

export const loanNotFound = () => new AppError('NOT_FOUND', ASSET_MESSAGES.loanNotFound)

/** The rate as the user wrote it: "7.5000" (numeric(7,4)) is "7.5", "10.0000" is "10". */
export const rateOf = (row: Pick<LoanRow, 'annualRate'>) => plainDecimal(row.annualRate)

export const termsOf = (row: LoanRow) => ({
  principalCents: row.principalCents,
  annualRatePercent: rateOf(row),
  termMonths: row.termMonths,
  firstPaymentDate: row.firstPaymentDate,
})

export const scheduleOf = (row: LoanRow): ScheduledPayment[] => amortizationSchedule(termsOf(row))

/** One of the user's loans, locked for the rest of the transaction when asked (its payments are split in order). */
export async function requireOwnLoan(
  db: Db | Tx,
  userId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<LoanRow> {
  const query = db
    .select()
    .from(loans)
    .where(and(eq(loans.id, id), eq(loans.userId, userId)))
  const [row] = options.lock ? await query.for('update') : await query
  if (!row) throw loanNotFound()
  return row
}

/** The loans as answered: their payment, what the recorded payments add up to, and the balance today. */
export async function toLoans(db: Db, rows: LoanRow[], today: string): Promise<Loan[]> {
  if (rows.length === 0) return []
  const paid = await db
    .select({
      loanId: loanPayments.loanId,
      paidCents: sum(loanPayments.amountCents).mapWith(Number),
      interestCents: sum(loanPayments.interestCents).mapWith(Number),
      principalToTodayCents: sum(
        sql`case when ${loanPayments.date} <= ${today} then ${loanPayments.principalCents} else 0 end`,
      ).mapWith(Number),
      n: count(),
    })
    .from(loanPayments)
    .where(
      inArray(
        loanPayments.loanId,
        rows.map((row) => row.id),
      ),
    )
    .groupBy(loanPayments.loanId)
  const byLoan = new Map(paid.map((p) => [p.loanId, p]))
  return rows.map((row) => {
    const payments = byLoan.get(row.id)
    const dueByToday = scheduleOf(row).filter((item) => item.date <= today)
    return {
      id: row.id,
      assetId: row.assetId,
      lender: row.lender,
      principalCents: row.principalCents,
      annualRate: rateOf(row),
      termMonths: row.termMonths,
      firstPaymentDate: row.firstPaymentDate,
      paymentCents: monthlyPaymentCents(termsOf(row)),
      balanceCents: row.principalCents - (payments?.principalToTodayCents ?? 0),
      scheduledBalanceCents: dueByToday.at(-1)?.balanceCents ?? row.principalCents,
      paidCents: payments?.paidCents ?? 0,
      interestPaidCents: payments?.interestCents ?? 0,
      paymentCount: payments?.n ?? 0,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }
  })
}
