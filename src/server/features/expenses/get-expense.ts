import { and, eq } from 'drizzle-orm'
import type { Expense } from '@/contracts/expenses.ts'
import { ledgerEntries } from '@/server/db/schema/index.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { ownExpenses } from './expense-filters.ts'
import { expenseNotFound, toExpense } from './expense-view.ts'

/** One of the user's expenses; another user's id is simply not found. */
export async function getExpense(options: Caller & { id: string }): Promise<Expense> {
  const { db, userId, id } = options
  const [row] = await db
    .select()
    .from(ledgerEntries)
    .where(and(ownExpenses(userId), eq(ledgerEntries.id, id)))
  if (!row) throw expenseNotFound()
  return toExpense(row)
}
