import { and, eq } from 'drizzle-orm'
import type { Expense } from '@/contracts/expenses.ts'
import type { Db } from '@/server/db/client.ts'
import { ledgerEntries } from '@/server/db/schema/index.ts'
import { ownExpenses } from './expense-filters.ts'
import { expenseNotFound, toExpense } from './expense-view.ts'

/** One of the user's expenses; another user's id is simply not found. */
export async function getExpense(options: { db: Db; userId: string; id: string }): Promise<Expense> {
  const { db, userId, id } = options
  const [row] = await db
    .select()
    .from(ledgerEntries)
    .where(and(ownExpenses(userId), eq(ledgerEntries.id, id)))
  if (!row) throw expenseNotFound()
  return toExpense(row)
}
