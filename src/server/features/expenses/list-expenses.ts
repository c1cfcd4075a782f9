import { desc, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { ExpenseList, ZExpenseQuery } from '@/contracts/expenses.ts'
import type { Db } from '@/server/db/client.ts'
import { ledgerEntries } from '@/server/db/schema/index.ts'
import { ledgerTotalsRows } from '@/server/lib/ledger-totals.ts'
import { pageWindow } from '@/server/lib/paging.ts'
import { exactInt } from '@/server/lib/sql-values.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { type ExpenseFilters, expenseTotalsFilter, expenseWhere } from './expense-filters.ts'
import { toExpense } from './expense-view.ts'

/** A page of the user's expenses, newest first, with the count and sums of the whole filtered set. */
export async function listExpenses(options: Caller & z.output<typeof ZExpenseQuery>): Promise<ExpenseList> {
  const { db, userId } = options
  const query = options
  const { limit, offset } = pageWindow(query)
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(ledgerEntries)
      .where(expenseWhere(userId, query))
      .orderBy(desc(ledgerEntries.date), desc(ledgerEntries.id))
      .limit(limit)
      .offset(offset),
    filteredTotals(db, userId, query),
  ])
  const count = Number(totals?.count ?? 0)
  return {
    items: rows.map(toExpense),
    total: count,
    summary: {
      totalCents: exactInt(totals?.totalCents),
      taxDeductibleCents: exactInt(totals?.taxDeductibleCents),
      count,
    },
  }
}

/**
 * Count and sums of the whole filtered set. Date and category filters read the totals tables
 * (exact by trigger; whole months and the days around them); a search text has to scan the entries.
 */
async function filteredTotals(db: Db, userId: string, filters: ExpenseFilters) {
  const totalsFilter = expenseTotalsFilter(userId, filters)
  if (totalsFilter) {
    const t = ledgerTotalsRows(db, totalsFilter)
    const [row] = await db
      .select({
        count: sql<string>`coalesce(sum(${t.entryCount}), 0)`,
        totalCents: sql<string>`coalesce(sum(${t.amountCents}), 0)`,
        taxDeductibleCents: sql<string>`coalesce(sum(${t.amountCents}) filter (where ${t.taxDeductible}), 0)`,
      })
      .from(t)
    return row
  }
  const [row] = await db
    .select({
      count: sql<string>`count(*)`,
      totalCents: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)`,
      taxDeductibleCents: sql<string>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.taxDeductible}), 0)`,
    })
    .from(ledgerEntries)
    .where(expenseWhere(userId, filters))
  return row
}
