import type { z } from 'zod'
import type { Expense, ZExpenseInput } from '@/contracts/expenses.ts'
import { ledgerEntries } from '@/server/db/schema/index.ts'
import { requireOfferedCategory } from '@/server/features/categories/categories.public.ts'
import { alertLargeExpense } from '@/server/features/notifications/notifications.public.ts'
import { checkTruckRef } from '@/server/features/trucks/trucks.public.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { requireOwnDocument } from '@/server/shared/ownership.ts'
import { toExpense } from './expense-view.ts'

/** An expense entered by hand, maybe with the receipt it was scanned from (one of the user's documents). */
export async function createExpense(options: Caller & z.output<typeof ZExpenseInput>): Promise<Expense> {
  const { db, clock, userId, ...input } = options
  const now = clock.now()
  if (input.documentId) await requireOwnDocument({ db, userId, id: input.documentId })
  await checkTruckRef({ db, userId, truckId: input.truckId })
  await requireOfferedCategory({ db, type: 'expense', category: input.category })
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(ledgerEntries)
      .values({ ...input, userId, type: 'expense', createdAt: now, updatedAt: now })
      .returning()
    await alertLargeExpense(tx, inserted!, now)
    return inserted!
  })
  return toExpense(row)
}
