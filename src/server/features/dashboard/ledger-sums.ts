import { and, eq, gte, inArray, lte, max, sql } from 'drizzle-orm'
import { unionAll } from 'drizzle-orm/pg-core'
import type { Dashboard } from '@/contracts/dashboard.ts'
import { categoryLabel } from '@/domain/categories.ts'
import { chartBuckets, chartUnitOf, type DateRange } from '@/domain/period.ts'
import type { Db } from '@/server/db/client.ts'
import { ledgerDailyTotals, ledgerEntries } from '@/server/db/schema/index.ts'
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
  chart: Dashboard['chart']
  breakdown: Dashboard['breakdown']
  /** Whether the range holds any entry. */
  hasEntries: boolean
}

/**
 * Income and expenses of the range, the expenses by category, and the range's income and expenses
 * by day, month or year (chartUnitOf).
 */
export async function ledgerSums(db: Db, userId: string, range: DateRange): Promise<LedgerSums> {
  const unit = chartUnitOf(range)
  const period = ledgerTotalsRows(db, { userId, types: BOTH_TYPES, ...range })
  // Grouping on date_trunc is cheaper per row than on a formatted string; only the groups get formatted.
  // A chart by day reads the daily totals (at most 31 days); by month or year the same rows as the sums.
  const chart =
    unit === 'day'
      ? db
          .select({
            bucket: sql<string | null>`${ledgerDailyTotals.date}::text`,
            type: ledgerDailyTotals.type,
            category: sql<string | null>`null`,
            cents: sql<string>`sum(${ledgerDailyTotals.amountCents})::text`,
          })
          .from(ledgerDailyTotals)
          .where(
            and(
              eq(ledgerDailyTotals.userId, userId),
              inArray(ledgerDailyTotals.type, [...BOTH_TYPES]),
              gte(ledgerDailyTotals.date, range.from),
              lte(ledgerDailyTotals.date, range.to),
            ),
          )
          .groupBy(ledgerDailyTotals.date, ledgerDailyTotals.type)
      : (() => {
          const rows = ledgerTotalsRows(db, { userId, types: BOTH_TYPES, ...range })
          const start = sql`date_trunc(${sql.raw(`'${unit}'`)}, ${rows.date}::timestamp)`
          return db
            .select({
              bucket: sql<string | null>`to_char(${start}, 'YYYY-MM-DD')`,
              type: rows.type,
              category: sql<string | null>`null`,
              cents: sql<string>`sum(${rows.amountCents})::text`,
            })
            .from(rows)
            .groupBy(start, rows.type)
        })()
  const rows = await unionAll(
    db
      .select({
        bucket: sql<string | null>`null`,
        type: period.type,
        category: sql<string | null>`${period.category}`,
        cents: sql<string>`sum(${period.amountCents})::text`,
      })
      .from(period)
      .groupBy(period.type, period.category),
    chart,
  )
  const byCategory = rows.filter((r) => r.bucket === null)
  const total = (type: string) =>
    byCategory.filter((r) => r.type === type).reduce((sum, r) => sum + exactInt(r.cents), 0)
  const cell = (start: string, type: string) =>
    exactInt(rows.find((r) => r.bucket === start && r.type === type)?.cents)
  return {
    incomeCents: total('revenue'),
    expensesCents: total('expense'),
    chart: {
      unit,
      points: chartBuckets(range, unit).map((start) => ({
        start,
        incomeCents: cell(start, 'revenue'),
        expensesCents: cell(start, 'expense'),
      })),
    },
    breakdown: breakdownOf(byCategory.filter((r) => r.type === 'expense')),
    hasEntries: byCategory.length > 0,
  }
}

/**
 * The date of the user's latest entry, or null without any: one step down each type's
 * (user, type, date) index.
 */
export async function latestEntryDate(db: Db, userId: string): Promise<string | null> {
  const latest = (type: 'revenue' | 'expense') =>
    db
      .select({ date: max(ledgerEntries.date) })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.type, type)))
  const rows = await unionAll(latest('revenue'), latest('expense'))
  const dates = rows.map((r) => r.date).filter((d): d is string => d !== null)
  return dates.sort().at(-1) ?? null
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
