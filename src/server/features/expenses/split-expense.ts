import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import { EXPENSE_SPLIT_MESSAGES, type Expense, type ZExpenseSplit } from '@/contracts/expenses.ts'
import { ledgerEntries } from '@/server/db/schema/index.ts'
import { requireOfferedCategory } from '@/server/features/categories/categories.public.ts'
import { AppError } from '@/server/lib/errors.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { editableExpense, refusedWriteError } from './editable-expense.ts'
import { toExpense } from './expense-view.ts'

/**
 * Splits one of the user's hand-entered expenses into parts of other categories, in one
 * transaction: the first part keeps the row (and its receipt), each other part is a new row with
 * the same date, description, payment, tax flag and truck. The parts add up to the amount.
 */
export async function splitExpense(
  options: Caller & { id: string } & z.output<typeof ZExpenseSplit>,
): Promise<{ expenses: Expense[] }> {
  const { db, clock, userId, id, parts } = options
  const now = clock.now()
  const rows = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(ledgerEntries).where(editableExpense(userId, id)).for('update')
    if (!row) throw await refusedWriteError({ db: tx, userId, id })
    if (parts.reduce((sum, p) => sum + p.amountCents, 0) !== row.amountCents) {
      throw new AppError('BAD_REQUEST', EXPENSE_SPLIT_MESSAGES.sum)
    }
    for (const part of parts) {
      await requireOfferedCategory({ db: tx, type: 'expense', category: part.category, kept: row.category })
    }
    const [first, ...rest] = parts
    const [kept] = await tx
      .update(ledgerEntries)
      .set({ category: first!.category, amountCents: first!.amountCents, updatedAt: now })
      .where(and(eq(ledgerEntries.id, row.id), eq(ledgerEntries.userId, userId)))
      .returning()
    const added = await tx
      .insert(ledgerEntries)
      .values(
        rest.map((part) => ({
          userId,
          type: 'expense' as const,
          date: row.date,
          description: row.description,
          paymentMethod: row.paymentMethod,
          notes: row.notes,
          taxDeductible: row.taxDeductible,
          recurring: row.recurring,
          truckId: row.truckId,
          category: part.category,
          amountCents: part.amountCents,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning()
    return [kept!, ...added]
  })
  return { expenses: rows.map(toExpense) }
}
