import { sql } from 'drizzle-orm'
import { unionAll } from 'drizzle-orm/pg-core'
import type { Dashboard } from '@/contracts/dashboard.ts'
import { categoryLabel } from '@/domain/categories.ts'
import { type DateRange, endOfMonth, lastMonths } from '@/domain/period.ts'
import type { Db } from '@/server/db/client.ts'
import { ledgerTotalsRows } from '@/server/lib/ledger-totals.ts'
import { exactInt } from '@/server/lib/sql-values.ts'

/*
 * The dashboard's sums read the totals tables the database keeps exact with triggers on
 * ledger_entries (migration 0003), through ledgerTotalsRows: a range's whole months from
 * ledger_monthly_totals, the days around them from ledger_daily_totals. A year to date is ~10 monthly
 * rows and ~20 daily ones per category, instead of every entry of the year. All of it is one query:
 * at these sizes a request's cost is mostly its number of round trips.
 */

const BOTH_TYPES = ['revenue', 'expense'] as const

export interface LedgerSums {
  incomeCents: number
  expensesCents: number
  monthly: Dashboard['monthly']
  breakdown: Dashboard['breakdown']
}

/**
 * Income and expenses of the range, the expenses by category, and the income and expenses of the
 * 6 calendar months ending with the range's last month.
 */
export async function ledgerSums(db: Db, userId: string, range: DateRange): Promise<LedgerSums> {
  const months = lastMonths(range.to, 6)
  const period = ledgerTotalsRows(db, { userId, types: BOTH_TYPES, ...range })
  const chart = ledgerTotalsRows(db, { userId, types: BOTH_TYPES, from: months[0], to: endOfMonth(range.to) })
  // Grouping on date_trunc is cheaper per row than on a formatted string; only the groups get formatted.
  const monthStart = sql`date_trunc('month', ${chart.date}::timestamp)`
  const rows = await unionAll(
    db
      .select({
        month: sql<string | null>`null`,
        type: period.type,
        category: sql<string | null>`${period.category}`,
        cents: sql<string>`sum(${period.amountCents})::text`,
      })
      .from(period)
      .groupBy(period.type, period.category),
    db
      .select({
        month: sql<string | null>`to_char(${monthStart}, 'YYYY-MM')`,
        type: chart.type,
        category: sql<string | null>`null`,
        cents: sql<string>`sum(${chart.amountCents})::text`,
      })
      .from(chart)
      .groupBy(monthStart, chart.type),
  )
  const byCategory = rows.filter((r) => r.month === null)
  const total = (type: string) =>
    byCategory.filter((r) => r.type === type).reduce((sum, r) => sum + exactInt(r.cents), 0)
  const cell = (month: string, type: string) =>
    exactInt(rows.find((r) => r.month === month && r.type === type)?.cents)
  return {
    incomeCents: total('revenue'),
    expensesCents: total('expense'),
    monthly: months.map((first) => {
      const month = first.slice(0, 7)
      return { month, incomeCents: cell(month, 'revenue'), expensesCents: cell(month, 'expense') }
    }),
    breakdown: breakdownOf(byCategory.filter((r) => r.type === 'expense')),
  }
}

/** Expenses by category, largest first, each with its share to one decimal. */
function breakdownOf(rows: { category: string | null; cents: string }[]): Dashboard['breakdown'] {
  const items = rows.map((r) => ({ category: r.category ?? '', amountCents: exactInt(r.cents) }))
  const total = items.reduce((sum, item) => sum + item.amountCents, 0)
  return items
    .sort((a, b) => b.amountCents - a.amountCents || a.category.localeCompare(b.category))
    .map((item) => ({
      category: item.category,
      label: categoryLabel(item.category),
      amountCents: item.amountCents,
      percent: Math.round((item.amountCents / total) * 1000) / 10,
    }))
}
