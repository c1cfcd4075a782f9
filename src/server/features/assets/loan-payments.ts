import { and, asc, count, eq } from 'drizzle-orm'
import { ASSET_MESSAGES, type LoanPayment, type LoanPaymentInput } from '@/contracts/assets.ts'
import { splitPayments } from '@/domain/loans/recorded-payments.ts'
import type { Tx } from '@/server/db/client.ts'
import { type LoanPaymentRow, type LoanRow, loanPayments } from '@/server/db/schema/index.ts'
import { AppError } from '@/server/lib/errors.ts'
import { pageWindow } from '@/server/lib/paging.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { requireOwnLoan, termsOf } from './loan-view.ts'

const paymentNotFound = () => new AppError('NOT_FOUND', ASSET_MESSAGES.paymentNotFound)

/** The order payments were made in: by date, then as recorded. */
export const inOrder = [asc(loanPayments.date), asc(loanPayments.createdAt), asc(loanPayments.id)]

export function toPayment(row: LoanPaymentRow): LoanPayment {
  return {
    id: row.id,
    loanId: row.loanId,
    date: row.date,
    amountCents: row.amountCents,
    interestCents: row.interestCents,
    principalCents: row.principalCents,
    balanceCents: row.balanceCents,
    createdAt: row.createdAt.toISOString(),
  }
}

/**
 * Splits the loan's payments again in the order they were made, each on the balance the ones
 * before it left (the interest due first: src/domain/loans/recorded-payments.ts), and keeps the
 * splits that changed. A payment that would pay past what was owed
 * refuses the whole write (`code`). The loan is locked by the caller's transaction.
 */
export async function splitAgain(tx: Tx, loan: LoanRow, now: Date, code: 'BAD_REQUEST' | 'CONFLICT') {
  const rows = await tx
    .select()
    .from(loanPayments)
    .where(eq(loanPayments.loanId, loan.id))
    .orderBy(...inOrder)
  const result = splitPayments(termsOf(loan), rows)
  if ('overpaid' in result) throw new AppError(code, ASSET_MESSAGES.paymentTooLarge)
  for (const [index, split] of result.splits.entries()) {
    const row = rows[index]!
    if (
      row.interestCents === split.interestCents &&
      row.principalCents === split.principalCents &&
      row.balanceCents === split.balanceCents
    )
      continue
    await tx
      .update(loanPayments)
      .set({
        interestCents: split.interestCents,
        principalCents: split.principalCents,
        balanceCents: split.balanceCents,
        updatedAt: now,
      })
      .where(eq(loanPayments.id, row.id))
  }
}

/** The payments recorded on one of the user's loans, in the order they were made. */
export async function listPayments(
  options: Caller & { loanId: string; page: number; pageSize: number },
): Promise<{ items: LoanPayment[]; total: number }> {
  const { db, userId, loanId } = options
  await requireOwnLoan(db, userId, loanId)
  const { limit, offset } = pageWindow(options)
  const where = and(eq(loanPayments.loanId, loanId), eq(loanPayments.userId, userId))
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(loanPayments)
      .where(where)
      .orderBy(...inOrder)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(loanPayments).where(where),
  ])
  return { items: rows.map(toPayment), total: counted?.n ?? 0 }
}

/**
 * Records a payment made on one of the user's loans, split by the balance owed that day (a month's
 * interest first, the rest principal); the payments after it are split again on the new balance,
 * in the same transaction.
 */
export async function recordPayment(
  options: Caller & { loanId: string; input: LoanPaymentInput; today: string },
): Promise<LoanPayment> {
  const { db, clock, userId, loanId, input, today } = options
  if (input.date > today) throw new AppError('BAD_REQUEST', ASSET_MESSAGES.paymentInFuture)
  const now = clock.now()
  return db.transaction(async (tx) => {
    const loan = await requireOwnLoan(tx, userId, loanId, { lock: true })
    // Stored with a provisional split, then split in its place among the others.
    const [made] = await tx
      .insert(loanPayments)
      .values({
        loanId,
        userId,
        date: input.date,
        amountCents: input.amountCents,
        interestCents: 0,
        principalCents: input.amountCents,
        balanceCents: 0,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: loanPayments.id })
    await splitAgain(tx, loan, now, 'BAD_REQUEST')
    const [row] = await tx.select().from(loanPayments).where(eq(loanPayments.id, made!.id))
    return toPayment(row!)
  })
}

/** Deletes a payment of one of the user's loans; the ones after it are split again. */
export async function deletePayment(options: Caller & { loanId: string; id: string }): Promise<void> {
  const { db, clock, userId, loanId, id } = options
  await db.transaction(async (tx) => {
    const loan = await requireOwnLoan(tx, userId, loanId, { lock: true })
    const gone = await tx
      .delete(loanPayments)
      .where(and(eq(loanPayments.id, id), eq(loanPayments.loanId, loanId), eq(loanPayments.userId, userId)))
      .returning({ id: loanPayments.id })
    if (gone.length === 0) throw paymentNotFound()
    await splitAgain(tx, loan, clock.now(), 'CONFLICT')
  })
}
