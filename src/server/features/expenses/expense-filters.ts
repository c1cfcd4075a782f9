import { and, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { ZExpenseFilters } from '@/contracts/expenses.ts'
import { ledgerEntries } from '@/server/db/schema/index.ts'
import type { LedgerTotalsFilter } from '@/server/lib/ledger-totals.ts'
import { likePattern } from '@/server/lib/paging.ts'

export type ExpenseFilters = z.output<typeof ZExpenseFilters>

/** One user's expense rows, without touching another user's ledger. */
export function ownExpenses(userId: string): SQL {
  return and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.type, 'expense'))!
}

/**
 * The WHERE of the list and the export. Plain comparisons on user_id, type, category and date, so
 * PostgreSQL can walk ledger_user_type_date_idx (or ledger_user_type_category_date_idx with a category).
 */
export function expenseWhere(userId: string, filters: ExpenseFilters): SQL {
  const conditions: SQL[] = [ownExpenses(userId)]
  if (filters.category) conditions.push(eq(ledgerEntries.category, filters.category))
  if (filters.from) conditions.push(gte(ledgerEntries.date, filters.from))
  if (filters.to) conditions.push(lte(ledgerEntries.date, filters.to))
  if (filters.search) {
    const pattern = likePattern(filters.search)
    conditions.push(or(ilike(ledgerEntries.description, pattern), ilike(ledgerEntries.notes, pattern))!)
  }
  return and(...conditions)!
}

/**
 * The same filters for ledgerTotalsRows (the totals tables, kept exact by triggers), which have the
 * count and sums per day or month, category and tax flag. Null with a search text: the totals have
 * no descriptions or notes, so a search has to read the entries themselves (heavier: at a million
 * entries it scans the user's whole ledger).
 */
export function expenseTotalsFilter(userId: string, filters: ExpenseFilters): LedgerTotalsFilter | null {
  if (filters.search) return null
  return { userId, types: ['expense'], category: filters.category, from: filters.from, to: filters.to }
}
