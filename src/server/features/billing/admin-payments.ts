import { type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { paymentDisplayId, type ZPaymentsQuery } from '@/contracts/billing.ts'
import { formatUsd } from '@/domain/money.ts'
import { periodRange } from '@/domain/period.ts'
import type { Db } from '@/server/db/client.ts'
import { csvLine } from '@/server/lib/csv.ts'
import { pageWindow } from '@/server/lib/paging.ts'
import { exactInt, queryRows } from '@/server/lib/sql-values.ts'

type Query = z.output<typeof ZPaymentsQuery>
type Row = {
  id: string
  created_at: Date | string
  customer_email: string
  amount: number
  status: 'completed' | 'succeeded' | 'pending' | 'failed' | 'canceled'
  stripe_session_id: string | null
  description: string
}

/** The filters of the payments screen: search (e-mail, session id, description), status, date range. */
function whereOf(query: Pick<Query, 'search' | 'status' | 'range'>, today: string, timeZone: string): SQL {
  const parts: SQL[] = [sql`true`]
  if (query.search) {
    const like = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    parts.push(
      sql`(p.customer_email ilike ${like} or coalesce(p.stripe_session_id, '') ilike ${like} or p.description ilike ${like} or p.id::text ilike ${like})`,
    )
  }
  if (query.status !== 'all') parts.push(sql`p.status = ${query.status}`)
  if (query.range !== 'all') {
    const { from, to } = periodRange(query.range === 'today' ? 'daily' : query.range, today)
    parts.push(sql`(p.created_at at time zone ${timeZone})::date between ${from}::date and ${to}::date`)
  }
  return sql.join(parts, sql` and `)
}

/** Payments newest first with the four stat cards, all under the same filters. */
export async function listPayments(db: Db, query: Query, today: string, timeZone: string) {
  const where = whereOf(query, today, timeZone)
  const [rows, [stats]] = await Promise.all([
    queryRows<Row>(
      db,
      sql`select p.id, p.created_at, p.customer_email, p.amount, p.status, p.stripe_session_id, p.description
        from payments p where ${where} order by p.created_at desc, p.id desc
        limit ${pageWindow(query).limit} offset ${pageWindow(query).offset}`,
    ),
    queryRows<{ total: string; revenue: string; successful: string; pending: string; failed: string }>(
      db,
      sql`select count(*)::text as total,
          coalesce(sum(p.amount) filter (where p.status in ('completed', 'succeeded')), 0)::text as revenue,
          count(*) filter (where p.status in ('completed', 'succeeded'))::text as successful,
          count(*) filter (where p.status = 'pending')::text as pending,
          count(*) filter (where p.status in ('failed', 'canceled'))::text as failed
        from payments p where ${where}`,
    ),
  ])
  return {
    items: rows.map((r) => ({
      id: r.id,
      createdAt: new Date(r.created_at).toISOString(),
      customerEmail: r.customer_email,
      amount: r.amount,
      status: r.status,
      stripeSessionId: r.stripe_session_id,
      description: r.description,
    })),
    total: exactInt(stats?.total),
    stats: {
      totalRevenue: exactInt(stats?.revenue),
      successful: exactInt(stats?.successful),
      pending: exactInt(stats?.pending),
      failed: exactInt(stats?.failed),
    },
  }
}

/** The filtered payments as CSV (spec 7: Date, Customer Email, Amount, Status, Payment ID). */
export async function paymentsCsv(db: Db, query: Query, today: string, timeZone: string) {
  const rows = await queryRows<Row>(
    db,
    sql`select p.id, p.created_at, p.customer_email, p.amount, p.status, p.stripe_session_id, p.description
      from payments p where ${whereOf(query, today, timeZone)} order by p.created_at desc, p.id desc limit 100000`,
  )
  const date = (d: Date | string) =>
    new Date(d).toLocaleDateString('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
  return (
    `\uFEFF${csvLine(['Date', 'Customer Email', 'Amount', 'Status', 'Payment ID'])}` +
    rows
      .map((r) =>
        csvLine([
          date(r.created_at),
          r.customer_email,
          formatUsd(r.amount),
          r.status,
          paymentDisplayId({ id: r.id, stripeSessionId: r.stripe_session_id }),
        ]),
      )
      .join('')
  )
}
