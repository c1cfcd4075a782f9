import { and, between, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm'
import type { CustomReportConfig, CustomReportPreview } from '@/contracts/reports.ts'
import { categoryLabel } from '@/domain/categories.ts'
import type { Db } from '@/server/db/client.ts'
import { ledgerEntries } from '@/server/db/schema/index.ts'
import { exactInt } from '@/server/lib/sql-values.ts'

/** Rows the preview shows. */
export const PREVIEW_ROWS = 10
/** Rows a generated file holds at most; the file says when there were more. */
export const FILE_ROWS = 10_000

function conditions(userId: string, config: CustomReportConfig): SQL[] {
  const { filters } = config
  const types =
    config.type === 'expenses'
      ? ['expense' as const]
      : config.type === 'revenue'
        ? ['revenue' as const]
        : ['revenue' as const, 'expense' as const]
  const where = [
    eq(ledgerEntries.userId, userId),
    inArray(ledgerEntries.type, types),
    between(ledgerEntries.date, filters.dateRange.start, filters.dateRange.end),
    gte(ledgerEntries.amountCents, filters.amountRange.min),
    lte(ledgerEntries.amountCents, filters.amountRange.max),
  ]
  if (filters.category) where.push(eq(ledgerEntries.category, filters.category))
  if (filters.paymentMethod) where.push(eq(ledgerEntries.paymentMethod, filters.paymentMethod))
  return where
}

/**
 * The Custom Report Builder over the user's own ledger: totals of every matching row, and the first
 * `limit` rows newest first (profit_loss: one row per type and category, largest first).
 */
export async function customReport(
  db: Db,
  userId: string,
  config: CustomReportConfig,
  limit: number,
): Promise<CustomReportPreview & { truncatedAt: number | null }> {
  const where = and(...conditions(userId, config))
  const totalsQuery = db
    .select({
      count: sql<string>`count(*)::text`,
      revenue: sql<string>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.type} = 'revenue'), 0)::text`,
      expenses: sql<string>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.type} = 'expense'), 0)::text`,
    })
    .from(ledgerEntries)
    .where(where)
  const rowsQuery =
    config.type === 'profit_loss'
      ? db
          .select({
            type: ledgerEntries.type,
            category: ledgerEntries.category,
            cents: sql<string>`sum(${ledgerEntries.amountCents})::text`,
          })
          .from(ledgerEntries)
          .where(where)
          .groupBy(ledgerEntries.type, ledgerEntries.category)
          .orderBy(ledgerEntries.type, desc(sql`sum(${ledgerEntries.amountCents})`))
          .limit(limit)
          .then((rows) =>
            rows.map((r) => ({
              id: `${r.type}:${r.category}`,
              type: r.type,
              date: '',
              description: '',
              category: r.category,
              categoryLabel: categoryLabel(r.category),
              amountCents: exactInt(r.cents),
              paymentMethod: null,
              notes: '',
            })),
          )
      : db
          .select({
            id: ledgerEntries.id,
            type: ledgerEntries.type,
            date: ledgerEntries.date,
            description: ledgerEntries.description,
            category: ledgerEntries.category,
            amountCents: ledgerEntries.amountCents,
            paymentMethod: ledgerEntries.paymentMethod,
            notes: ledgerEntries.notes,
          })
          .from(ledgerEntries)
          .where(where)
          .orderBy(desc(ledgerEntries.date), desc(ledgerEntries.id))
          .limit(limit)
          .then((rows) => rows.map((r) => ({ ...r, categoryLabel: categoryLabel(r.category) })))
  const [[totals], rows] = await Promise.all([totalsQuery, rowsQuery])
  const totalRevenueCents = exactInt(totals?.revenue)
  const totalExpensesCents = exactInt(totals?.expenses)
  const rowCount = config.type === 'profit_loss' ? rows.length : exactInt(totals?.count)
  return {
    rowCount,
    totalRevenueCents,
    totalExpensesCents,
    netCents: totalRevenueCents - totalExpensesCents,
    rows,
    truncatedAt: rowCount > rows.length ? rows.length : null,
  }
}
