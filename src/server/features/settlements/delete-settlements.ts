import { and, eq, inArray } from 'drizzle-orm'
import { ledgerEntries, settlementLines, settlements } from '@/server/db/schema/index.ts'
import { deleteWithUndo } from '@/server/lib/undo.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { settlementNotFound } from './settlement-view.ts'

/**
 * Deletes the user's settlements with their lines and ledger entries, all or nothing: when any id
 * is not one of theirs, nothing is deleted and the answer is "not found". Undo puts them back as
 * they were, pending ones pending and posted ones posted.
 */
export function deleteSettlements(options: Caller & { ids: readonly string[] }) {
  const { userId } = options
  const ids = [...new Set(options.ids.map((id) => id.toLowerCase()))]
  return deleteWithUndo({
    ...options,
    root: { table: settlements, where: and(eq(settlements.userId, userId), inArray(settlements.id, ids))! },
    cascaded: [
      { table: settlementLines, where: inArray(settlementLines.settlementId, ids) },
      { table: ledgerEntries, where: inArray(ledgerEntries.settlementId, ids) },
    ],
    check: (rows) => {
      if (rows.length !== ids.length) throw settlementNotFound()
    },
  })
}
