import { and, eq, sql } from 'drizzle-orm'
import type { AdminCategory, AdminCategoryList } from '@/contracts/categories.ts'
import type { Db } from '@/server/db/client.ts'
import { ledgerMonthlyTotals } from '@/server/db/schema/index.ts'
import { type CategoryRow, categoriesInOrder } from '@/server/features/categories/categories.public.ts'

/**
 * Ledger rows per type and category, summed from ledger_monthly_totals (kept exact by triggers,
 * decision 006): a few rows per user and month instead of every entry, so it stays fast at
 * millions of entries. Given one category, only its rows are read.
 */
async function usageCounts(db: Db, only?: Pick<CategoryRow, 'type' | 'value'>) {
  const rows = await db
    .select({
      type: ledgerMonthlyTotals.type,
      category: ledgerMonthlyTotals.category,
      count: sql<number>`sum(${ledgerMonthlyTotals.entryCount})`.mapWith(Number),
    })
    .from(ledgerMonthlyTotals)
    .where(
      only
        ? and(eq(ledgerMonthlyTotals.type, only.type), eq(ledgerMonthlyTotals.category, only.value))
        : undefined,
    )
    .groupBy(ledgerMonthlyTotals.type, ledgerMonthlyTotals.category)
  return new Map(rows.map((row) => [`${row.type}:${row.category}`, row.count]))
}

function toAdminCategory(row: CategoryRow, usage: Map<string, number>): AdminCategory {
  return {
    id: row.id,
    value: row.value,
    type: row.type,
    name: row.name,
    description: row.description,
    active: row.active,
    position: row.position,
    usageCount: usage.get(`${row.type}:${row.value}`) ?? 0,
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** One category as the admins see it, with its usage. */
export async function adminCategoryView(db: Db, row: CategoryRow): Promise<AdminCategory> {
  return toAdminCategory(row, await usageCounts(db, row))
}

/** Every category, active or not, by type and in order, with how many ledger rows are in each. */
export async function listAdminCategories({ db }: { db: Db }): Promise<AdminCategoryList> {
  const [rows, usage] = await Promise.all([categoriesInOrder(db), usageCounts(db)])
  const list: AdminCategoryList = { revenue: [], expense: [] }
  for (const row of rows) list[row.type].push(toAdminCategory(row, usage))
  return list
}
