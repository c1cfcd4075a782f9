import { asc, count, eq } from 'drizzle-orm'
import type { Loan, LoanSchedule } from '@/contracts/assets.ts'
import { monthlyPaymentCents } from '@/domain/loans/amortization.ts'
import { loans } from '@/server/db/schema/index.ts'
import { pageWindow } from '@/server/lib/paging.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { requireOwnLoan, scheduleOf, termsOf, toLoans } from './loan-view.ts'

/** The user's loans, the first to start first, each with its balance today. */
export async function listLoans(
  options: Caller & { page: number; pageSize: number; today: string },
): Promise<{ items: Loan[]; total: number }> {
  const { db, userId, today } = options
  const { limit, offset } = pageWindow(options)
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(loans)
      .where(eq(loans.userId, userId))
      .orderBy(asc(loans.firstPaymentDate), asc(loans.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(loans).where(eq(loans.userId, userId)),
  ])
  return { items: await toLoans(db, rows, today), total: counted?.n ?? 0 }
}

export async function getLoan(options: Caller & { id: string; today: string }): Promise<Loan> {
  const row = await requireOwnLoan(options.db, options.userId, options.id)
  const [loan] = await toLoans(options.db, [row], options.today)
  return loan!
}

/** The loan's amortisation: the level payment and every month's split, the last settling the balance. */
export async function loanSchedule(options: Caller & { id: string }): Promise<LoanSchedule> {
  const row = await requireOwnLoan(options.db, options.userId, options.id)
  return { paymentCents: monthlyPaymentCents(termsOf(row)), items: scheduleOf(row) }
}
