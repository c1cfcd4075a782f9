import { type AnyColumn, and, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm'
import { unionAll } from 'drizzle-orm/pg-core'
import { addDays, addMonths, type IsoDate, startOfMonth } from '@/domain/period.ts'
import type { Db } from '@/server/db/client.ts'
import { ledgerDailyTotals, ledgerMonthlyTotals } from '@/server/db/schema/index.ts'

export interface LedgerTotalsFilter {
  /** One user's totals, or several users' together (a company). */
  userId: string | readonly string[]
  types: readonly ('revenue' | 'expense')[]
  category?: string
  /** Inclusive; no bound when absent. */
  from?: IsoDate
  to?: IsoDate
}

/** Dates from `from` (inclusive) until `until` (exclusive); no bound when absent. */
export interface DateSpan {
  from?: IsoDate
  until?: IsoDate
}

const min = (a: IsoDate, b?: IsoDate) => (b !== undefined && b < a ? b : a)
const max = (a: IsoDate, b?: IsoDate) => (b !== undefined && b > a ? b : a)
const isEmpty = (span: DateSpan) =>
  span.from !== undefined && span.until !== undefined && span.from >= span.until

/**
 * [from, to] as the whole calendar months inside it, and the days before and after them. Parts that
 * would be empty are left out; without bounds the months are all there is.
 */
export function splitByMonths(from?: IsoDate, to?: IsoDate): { months?: DateSpan; days: DateSpan[] } {
  const dayAfter = to === undefined ? undefined : addDays(to, 1)
  // The first month that starts on or after `from`, and the first that starts after `to`.
  const firstMonth = from === undefined ? undefined : addMonths(startOfMonth(addDays(from, -1)), 1)
  const endMonth = dayAfter === undefined ? undefined : startOfMonth(dayAfter)
  const months: DateSpan = { from: firstMonth, until: endMonth }
  const days: DateSpan[] = []
  if (from !== undefined) days.push({ from, until: min(firstMonth!, dayAfter) })
  if (dayAfter !== undefined) days.push({ from: max(endMonth!, firstMonth), until: dayAfter })
  const split = { months: isEmpty(months) ? undefined : months, days: days.filter((s) => !isEmpty(s)) }
  // `from` after `to`: one empty span, so there is still something to query (and nothing found).
  if (!split.months && split.days.length === 0) split.days.push({ from, until: dayAfter })
  return split
}

/**
 * The totals rows that together hold exactly the entries the filter selects: whole months from
 * ledger_monthly_totals, the days around them from ledger_daily_totals (both kept exact by triggers
 * on ledger_entries, migration 0003). Each part is a range scan of its table's primary key, so a
 * range of any length reads at most its months plus ~60 days of rows, never its entries.
 * `date` is the day of a daily row, the first day of the month of a monthly one.
 */
export function ledgerTotalsRows(db: Db, filter: LedgerTotalsFilter) {
  const { months, days } = splitByMonths(filter.from, filter.to)
  const part = (
    table: typeof ledgerDailyTotals | typeof ledgerMonthlyTotals,
    period: AnyColumn,
    span: DateSpan,
  ) =>
    db
      .select({
        type: table.type,
        date: sql<IsoDate>`${period}`.as('date'),
        category: table.category,
        taxDeductible: table.taxDeductible,
        amountCents: table.amountCents,
        entryCount: table.entryCount,
      })
      .from(table)
      .where(and(...keyConditions(table, filter), ...spanConditions(period, span)))
  const parts = [
    ...(months ? [part(ledgerMonthlyTotals, ledgerMonthlyTotals.month, months)] : []),
    ...days.map((span) => part(ledgerDailyTotals, ledgerDailyTotals.date, span)),
  ]
  const [first, second, ...rest] = parts
  return (second ? unionAll(first!, second, ...rest) : first!).as('totals')
}

function keyConditions(
  table: typeof ledgerDailyTotals | typeof ledgerMonthlyTotals,
  filter: LedgerTotalsFilter,
): SQL[] {
  const [onlyType] = filter.types
  const conditions = [
    typeof filter.userId === 'string'
      ? eq(table.userId, filter.userId)
      : inArray(table.userId, [...filter.userId]),
    filter.types.length === 1 && onlyType ? eq(table.type, onlyType) : inArray(table.type, [...filter.types]),
  ]
  if (filter.category !== undefined) conditions.push(eq(table.category, filter.category))
  return conditions
}

function spanConditions(column: AnyColumn, span: DateSpan): SQL[] {
  const conditions: SQL[] = []
  if (span.from !== undefined) conditions.push(gte(column, span.from))
  if (span.until !== undefined) conditions.push(lt(column, span.until))
  return conditions
}

/**
 * A correlated subquery for a list of accounts: the sum of one type of entries of the account in
 * `userId` (a column of the outer query) from the month of `from` on, as text ('0' when none). Read
 * from the monthly totals, so a year is ~12 rows a category whatever the entries.
 */
export function monthlyTotalSince(userId: SQL, type: 'revenue' | 'expense', from: IsoDate): SQL {
  return sql`coalesce((select sum(t.amount_cents) from ledger_monthly_totals t
    where t.user_id = ${userId} and t.type = ${type} and t.month >= ${from}::date), 0)::text`
}
