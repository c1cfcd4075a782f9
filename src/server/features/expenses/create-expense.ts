import type { z } from 'zod'
import type { Expense, ZExpenseInput } from '@/contracts/expenses.ts'
import type { Db } from '@/server/db/client.ts'
import { ledgerEntries } from '@/server/db/schema/index.ts'
import { getOwnDocumentRow } from '@/server/features/documents/document-view.ts'
import { toExpense } from './expense-view.ts'

export async function createExpense(options: {
  db: Db
  userId: string
  input: z.output<typeof ZExpenseInput>
  now: Date
}): Promise<Expense> {
  const { db, userId, input, now } = options
  if (input.documentId) await getOwnDocumentRow(db, userId, input.documentId)
  const [row] = await db
    .insert(ledgerEntries)
    .values({ ...input, userId, type: 'expense', createdAt: now, updatedAt: now })
    .returning()
  return toExpense(row!)
}
