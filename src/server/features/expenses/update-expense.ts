import type { z } from 'zod'
import type { Expense, ZExpensePatch } from '@/contracts/expenses.ts'
import { ledgerEntries } from '@/server/db/schema/index.ts'
import { requireOfferedCategory } from '@/server/features/categories/categories.public.ts'
import { checkTruckRef } from '@/server/features/trucks/trucks.public.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { editableExpense, refusedWriteError } from './editable-expense.ts'
import { toExpense } from './expense-view.ts'

/**
 * Changes the given fields of a hand-entered expense of the user. Its category may stay one an
 * admin has since switched off; moving it to such a category is refused.
 */
export async function updateExpense(
  options: Caller & { id: string } & z.output<typeof ZExpensePatch>,
): Promise<Expense> {
  const { db, clock, userId, id, ...patch } = options
  await checkTruckRef({ db, userId, truckId: patch.truckId })
  if (patch.category !== undefined) {
    const [current] = await db
      .select({ category: ledgerEntries.category })
      .from(ledgerEntries)
      .where(editableExpense(userId, id))
    // Without a row to change, the update below says why (not found, or a settlement's).
    if (current) {
      await requireOfferedCategory({ db, type: 'expense', category: patch.category, kept: current.category })
    }
  }
  const [row] = await db
    .update(ledgerEntries)
    .set({ ...patch, updatedAt: clock.now() })
    .where(editableExpense(userId, id))
    .returning()
  if (!row) throw await refusedWriteError({ db, userId, id })
  return toExpense(row)
}
