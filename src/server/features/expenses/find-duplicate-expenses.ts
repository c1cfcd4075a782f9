import { and, desc, eq, ne, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { ExpenseDuplicates, ZExpenseDuplicateQuery } from '@/contracts/expenses.ts'
import { ledgerEntries } from '@/server/db/schema/index.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { ownExpenses } from './expense-filters.ts'
import { toExpense } from './expense-view.ts'

/** How many look-alikes are returned: the form names the first, a count says if there are more. */
const LIMIT = 5

/** Squeezes runs of white space and lowers the case, in SQL and here alike. */
const normalized = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase()

/**
 * The user's expenses that look like this one: the same date and amount, and the same description
 * (the vendor, as a scanned receipt fills it) apart from letter case and spacing. Asked before a
 * save, so the form can ask "add it anyway?"; nothing here refuses a deliberate second one.
 */
export async function findDuplicateExpenses(
  options: Caller & z.output<typeof ZExpenseDuplicateQuery>,
): Promise<ExpenseDuplicates> {
  const { db, userId, date, amountCents, description, excludeId } = options
  const rows = await db
    .select()
    .from(ledgerEntries)
    .where(
      and(
        ownExpenses(userId),
        eq(ledgerEntries.date, date),
        eq(ledgerEntries.amountCents, amountCents),
        sql`lower(regexp_replace(btrim(${ledgerEntries.description}), '\\s+', ' ', 'g')) = ${normalized(description)}`,
        excludeId ? ne(ledgerEntries.id, excludeId) : undefined,
      ),
    )
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(LIMIT)
  return { items: rows.map(toExpense) }
}
