import type { Db } from '../../db/client.ts'
import { ledgerEntries } from '../../db/schema/index.ts'
import { editableExpense, refusedWriteError } from './editable-expense.ts'

/** Deletes a hand-entered expense of the user. */
export async function deleteExpense(options: { db: Db; userId: string; id: string }): Promise<void> {
  const { db, userId, id } = options
  const deleted = await db
    .delete(ledgerEntries)
    .where(editableExpense(userId, id))
    .returning({ id: ledgerEntries.id })
  if (deleted.length === 0) throw await refusedWriteError({ db, userId, id })
}
