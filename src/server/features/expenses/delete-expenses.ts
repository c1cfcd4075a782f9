import { and, inArray } from 'drizzle-orm'
import { ledgerEntries } from '@/server/db/schema/index.ts'
import { deleteWithUndo } from '@/server/lib/undo.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { ownExpenses } from './expense-filters.ts'
import { expenseNotFound, postedBySettlement } from './expense-view.ts'

/**
 * Deletes all the given expenses or none: one id that is not the user's expense (404) or one row
 * posted by a settlement (409) leaves every row in place.
 */
export function deleteExpenses(options: Caller & { ids: readonly string[] }) {
  const ids = [...new Set(options.ids.map((id) => id.toLowerCase()))]
  return deleteWithUndo({
    ...options,
    root: { table: ledgerEntries, where: and(ownExpenses(options.userId), inArray(ledgerEntries.id, ids))! },
    check: (rows) => {
      if (rows.length !== ids.length) throw expenseNotFound()
      if (rows.some((row) => row.settlement_id !== null)) throw postedBySettlement()
    },
  })
}
