import { sql } from 'drizzle-orm'
import { categoryLabel } from '@/domain/categories.ts'
import type { DateRange } from '@/domain/period.ts'
import { shareOf } from '@/domain/reports/report-range.ts'
import type { Db } from '@/server/db/client.ts'
import { ledgerTotalsRows } from '@/server/lib/ledger-totals.ts'
import { exactInt } from '@/server/lib/sql-values.ts'

export interface CategorySum {
  type: 'revenue' | 'expense'
  category: string
  taxDeductible: boolean
  amountCents: number
  count: number
}

/**
 * A range's ledger sums by type, category and tax flag, from the totals tables the database keeps
 * exact (src/server/lib/ledger-totals.ts): a year is ~12 monthly rows a category, never its entries.
 */
export async function categorySums(db: Db, userId: string, range: DateRange): Promise<CategorySum[]> {
  const rows = ledgerTotalsRows(db, { userId, types: ['revenue', 'expense'], ...range })
  const result = await db
    .select({
      type: rows.type,
      category: rows.category,
      taxDeductible: rows.taxDeductible,
      cents: sql<string>`sum(${rows.amountCents})::text`,
      count: sql<string>`sum(${rows.entryCount})::text`,
    })
    .from(rows)
    .groupBy(rows.type, rows.category, rows.taxDeductible)
  return result.map((r) => ({
    type: r.type,
    category: r.category,
    taxDeductible: r.taxDeductible,
    amountCents: exactInt(r.cents),
    count: exactInt(r.count),
  }))
}

export function totalOf(sums: CategorySum[], keep: (s: CategorySum) => boolean): number {
  return sums.filter(keep).reduce((total, s) => total + s.amountCents, 0)
}

export const isRevenue = (s: CategorySum) => s.type === 'revenue'
export const isExpense = (s: CategorySum) => s.type === 'expense'

/** One row per category of the sums kept, largest first, with its share of their total. */
export function byCategory(sums: CategorySum[], keep: (s: CategorySum) => boolean) {
  const merged = new Map<string, { amountCents: number; taxDeductibleCents: number; count: number }>()
  for (const s of sums.filter(keep)) {
    const row = merged.get(s.category) ?? { amountCents: 0, taxDeductibleCents: 0, count: 0 }
    row.amountCents += s.amountCents
    row.count += s.count
    if (s.taxDeductible) row.taxDeductibleCents += s.amountCents
    merged.set(s.category, row)
  }
  const total = [...merged.values()].reduce((sum, r) => sum + r.amountCents, 0)
  return [...merged.entries()]
    .map(([category, row]) => ({
      category,
      label: categoryLabel(category),
      ...row,
      percent: shareOf(row.amountCents, total),
    }))
    .sort((a, b) => b.amountCents - a.amountCents || a.category.localeCompare(b.category))
}
