import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm'
import { ASSET_MESSAGES, type LedgerPaymentList, type LoanPayment } from '@/contracts/assets.ts'
import { addDays } from '@/domain/period.ts'
import type { Db, Tx } from '@/server/db/client.ts'
import { assets, type LoanRow, ledgerEntries, loanPayments } from '@/server/db/schema/index.ts'
import { AppError } from '@/server/lib/errors.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { inOrder, splitAgain, toPayment } from './loan-payments.ts'
import { requireOwnLoan } from './loan-view.ts'

/** A payment may be made some weeks before the first one is due (a settlement's cycle). */
const EARLY_DAYS = 35
/** At most this many are offered (and recorded at once): five years of monthly payments and more. */
const MOST = 120

/**
 * The truck (or, for a trailer's loan, trailer) payments in the books from the loan's first months
 * on, settlement lines and typed expenses alike, that no loan of the user's has a payment for yet: a
 * recorded payment of the same date and amount stands for one of them. Oldest first.
 */
async function unrecorded(db: Db | Tx, loan: LoanRow, today: string) {
  const [asset] = loan.assetId
    ? await db.select({ kind: assets.kind }).from(assets).where(eq(assets.id, loan.assetId))
    : []
  const category = asset?.kind === 'trailer' ? 'trailer_payment' : 'truck_payment'
  const [rows, recorded] = await Promise.all([
    db
      .select({
        expenseId: ledgerEntries.id,
        date: ledgerEntries.date,
        amountCents: ledgerEntries.amountCents,
        description: ledgerEntries.description,
        settlementId: ledgerEntries.settlementId,
      })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.userId, loan.userId),
          eq(ledgerEntries.type, 'expense'),
          eq(ledgerEntries.category, category),
          gte(ledgerEntries.date, addDays(loan.firstPaymentDate, -EARLY_DAYS)),
          lte(ledgerEntries.date, today),
        ),
      )
      .orderBy(asc(ledgerEntries.date), asc(ledgerEntries.id)),
    db
      .select({ date: loanPayments.date, amountCents: loanPayments.amountCents })
      .from(loanPayments)
      .where(eq(loanPayments.userId, loan.userId)),
  ])
  const left = new Map<string, number>()
  for (const p of recorded)
    left.set(`${p.date}|${p.amountCents}`, (left.get(`${p.date}|${p.amountCents}`) ?? 0) + 1)
  return rows
    .filter((row) => {
      const key = `${row.date}|${row.amountCents}`
      const n = left.get(key) ?? 0
      if (n > 0) left.set(key, n - 1)
      return n === 0
    })
    .slice(0, MOST)
}

/** The truck payments in the books not yet on a loan, offered to record on this one. */
export async function ledgerPayments(
  options: Caller & { loanId: string; today: string },
): Promise<LedgerPaymentList> {
  const loan = await requireOwnLoan(options.db, options.userId, options.loanId)
  return { items: await unrecorded(options.db, loan, options.today) }
}

/**
 * Records the chosen truck payments of the books as payments on the loan (their date and amount),
 * split in order with the others, in one transaction: all of them or none.
 */
export async function recordLedgerPayments(
  options: Caller & { loanId: string; expenseIds: string[]; today: string },
): Promise<{ items: LoanPayment[] }> {
  const { db, clock, userId, loanId, expenseIds, today } = options
  const now = clock.now()
  return db.transaction(async (tx) => {
    const loan = await requireOwnLoan(tx, userId, loanId, { lock: true })
    const offered = new Map((await unrecorded(tx, loan, today)).map((row) => [row.expenseId, row]))
    const chosen = [...new Set(expenseIds)].map((id) => offered.get(id))
    if (chosen.some((row) => row === undefined))
      throw new AppError('BAD_REQUEST', ASSET_MESSAGES.ledgerPaymentNotOffered)
    const made = await tx
      .insert(loanPayments)
      .values(
        chosen.map((row) => ({
          loanId,
          userId,
          date: row!.date,
          amountCents: row!.amountCents,
          interestCents: 0,
          principalCents: row!.amountCents,
          balanceCents: 0,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({ id: loanPayments.id })
    await splitAgain(tx, loan, now, 'BAD_REQUEST')
    const rows = await tx
      .select()
      .from(loanPayments)
      .where(
        inArray(
          loanPayments.id,
          made.map((row) => row.id),
        ),
      )
      .orderBy(...inOrder)
    return { items: rows.map(toPayment) }
  })
}
