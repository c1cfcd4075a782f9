import { Readable } from 'node:stream'
import { and, eq, gte, lte, sql } from 'drizzle-orm'
import {
  type EntityProfitLoss,
  type EntityType,
  PNL_MESSAGES,
  type PnlPeriod,
} from '@/contracts/reports-admin.ts'
import { categoryLabel } from '@/domain/categories.ts'
import { centsToDecimalString } from '@/domain/money.ts'
import { type DateRange, type IsoDate, startOfMonth, startOfWeek, startOfYear } from '@/domain/period.ts'
import type { Db } from '@/server/db/client.ts'
import { ledgerEntries } from '@/server/db/schema/index.ts'
import type { Clock } from '@/server/lib/clock.ts'
import { csvLine } from '@/server/lib/csv.ts'
import { AppError } from '@/server/lib/errors.ts'
import { ledgerTotalsRows } from '@/server/lib/ledger-totals.ts'
import { exactInt } from '@/server/lib/sql-values.ts'
import { type ResolvedEntity, resolveEntity } from './entities.ts'

/** The period to date: today, this week (from Sunday), this month or this year. */
export function pnlRange(period: PnlPeriod, today: IsoDate): DateRange {
  const from =
    period === 'daily'
      ? today
      : period === 'weekly'
        ? startOfWeek(today)
        : period === 'monthly'
          ? startOfMonth(today)
          : startOfYear(today)
  return { from, to: today }
}

interface Sum {
  type: 'revenue' | 'expense'
  category: string
  cents: string
}

/** A truck's sums from its tagged entries; a person's or company's from the exact totals tables. */
async function sumsOf(db: Db, entity: ResolvedEntity, range: DateRange): Promise<Sum[]> {
  if (entity.type === 'truck') {
    return db
      .select({
        type: ledgerEntries.type,
        category: ledgerEntries.category,
        cents: sql<string>`sum(${ledgerEntries.amountCents})::text`,
      })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.truckId, entity.id),
          gte(ledgerEntries.date, range.from),
          lte(ledgerEntries.date, range.to),
        ),
      )
      .groupBy(ledgerEntries.type, ledgerEntries.category)
  }
  const rows = ledgerTotalsRows(db, { userId: entity.userIds, types: ['revenue', 'expense'], ...range })
  return db
    .select({ type: rows.type, category: rows.category, cents: sql<string>`sum(${rows.amountCents})::text` })
    .from(rows)
    .groupBy(rows.type, rows.category)
}

/** Profit and loss of a truck, a company or an owner-operator for the period to date (admin). */
export async function entityProfitLoss(options: {
  db: Db
  clock: Clock
  today: IsoDate
  entityId: string
  type?: EntityType
  period: PnlPeriod
}): Promise<EntityProfitLoss> {
  const { db, period } = options
  const entity = await resolveEntity(db, options.entityId, options.type)
  if (!entity) throw new AppError('NOT_FOUND', PNL_MESSAGES.entityNotFound)
  const range = pnlRange(period, options.today)
  const sums = (await sumsOf(db, entity, range))
    .map((s) => ({ type: s.type, category: s.category, amountCents: exactInt(s.cents) }))
    .filter((s) => s.amountCents !== 0)
    .sort((a, b) => (a.type === b.type ? b.amountCents - a.amountCents : a.type === 'revenue' ? -1 : 1))
  const total = (type: Sum['type']) =>
    sums.filter((s) => s.type === type).reduce((sum, s) => sum + s.amountCents, 0)
  const revenue = total('revenue')
  const expenses = total('expense')
  const categories: Record<string, number> = {}
  for (const s of sums) {
    const label = categoryLabel(s.category)
    categories[label] = (categories[label] ?? 0) + s.amountCents
  }
  return {
    entityId: entity.id,
    entityType: entity.type,
    name: entity.name,
    period,
    from: range.from,
    to: range.to,
    totalRevenueCents: revenue,
    totalExpensesCents: expenses,
    netProfitCents: revenue - expenses,
    lastUpdated: options.clock.now().toISOString(),
    categories,
    breakdown: sums.map((s) => ({ ...s, label: categoryLabel(s.category) })),
  }
}

/** The report as CSV: who and when, then one row per category and the totals, amounts in dollars. */
export function profitLossCsv(report: EntityProfitLoss): Readable {
  const dollars = centsToDecimalString
  const lines = [
    csvLine(['Entity', report.name]),
    csvLine(['Type', report.entityType]),
    csvLine(['Period', `${report.from} to ${report.to}`]),
    csvLine([]),
    csvLine(['Type', 'Category', 'Amount']),
    ...report.breakdown.map((b) => csvLine([b.type, b.label, dollars(b.amountCents)])),
    csvLine(['total', 'Total Revenue', dollars(report.totalRevenueCents)]),
    csvLine(['total', 'Total Expenses', dollars(report.totalExpensesCents)]),
    csvLine(['total', 'Net Profit', dollars(report.netProfitCents)]),
  ]
  return Readable.from(lines)
}
