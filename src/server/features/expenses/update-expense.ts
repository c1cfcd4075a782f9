import type { z } from 'zod'
import type { Expense, ZExpensePatch } from '@/contracts/expenses.ts'
import type { Db } from '@/server/db/client.ts'
import { ledgerEntries } from '@/server/db/schema/index.ts'
import { editableExpense, refusedWriteError } from './editable-expense.ts'
import { toExpense } from './expense-view.ts'

/** Changes the given fields of a hand-entered expense of the user. */
export async function updateExpense(options: {
  db: Db
  userId: string
  id: string
  patch: z.output<typeof ZExpensePatch>
  now: Date
}): Promise<Expense> {
  const { db, userId, id, patch, now } = options
  const [row] = await db
    .update(ledgerEntries)
    .set({ ...patch, updatedAt: now })
    .where(editableExpense(userId, id))
    .returning()
  if (!row) throw await refusedWriteError({ db, userId, id })
  return toExpense(row)
}
