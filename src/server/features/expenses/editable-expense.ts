import { and, eq, isNull, type SQL } from 'drizzle-orm'
import type { Db } from '@/server/db/client.ts'
import { ledgerEntries } from '@/server/db/schema/index.ts'
import { ownExpenses } from './expense-filters.ts'
import { expenseNotFound, postedBySettlement } from './expense-view.ts'

/** The user's expense `id`, if it was entered by hand (a settlement's postings change with the settlement). */
export function editableExpense(userId: string, id: string): SQL {
  return and(ownExpenses(userId), eq(ledgerEntries.id, id), isNull(ledgerEntries.settlementId))!
}

/** After a write matched no row: says whether the expense is missing (404) or a settlement's (409). */
export async function refusedWriteError(options: { db: Db; userId: string; id: string }) {
  const { db, userId, id } = options
  const [row] = await db
    .select({ settlementId: ledgerEntries.settlementId })
    .from(ledgerEntries)
    .where(and(ownExpenses(userId), eq(ledgerEntries.id, id)))
  return row ? postedBySettlement() : expenseNotFound()
}
