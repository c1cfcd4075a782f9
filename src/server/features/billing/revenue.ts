import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '@/server/db/client.ts'
import { exactInt, queryRows } from '@/server/lib/sql-values.ts'

/*
 * The platform's revenue, from the payments and subscriptions the provider's events keep true
 * (decision 016). Test clients (accounts an admin made to try the product) are never counted.
 */

/** Money counted as received: a checkout completed or an invoice paid. */
const RECEIVED = sql.raw(`('completed', 'succeeded')`)
const NOT_A_TEST_CLIENT = (userColumn: string) =>
  sql.raw(`not exists (select 1 from test_clients tc where tc.user_id = ${userColumn})`)

/** A half-open span of time, [from, to): instants, or SQL that names them (a date in a time zone). */
export interface TimeSpan {
  from: Date | SQL
  to: Date | SQL
}

function bounds(span: TimeSpan) {
  const at = (i: Date | SQL) => (i instanceof Date ? sql`${i.toISOString()}::timestamptz` : sql`(${i})`)
  return { from: at(span.from), to: at(span.to) }
}

export interface RevenueOfSpan {
  /** Payments received in the span. */
  receivedCents: number
  payments: number
  /** Refunds made in the span (a payment's refunds counted when its last refund came). */
  refundedCents: number
  /** Received less refunded. */
  netCents: number
}

/** What came in during the span, less what was given back during it. */
export async function revenueOfSpan(db: Db, span: TimeSpan): Promise<RevenueOfSpan> {
  const { from, to } = bounds(span)
  const [row] = await queryRows<{ received: string; payments: string; refunded: string }>(
    db,
    sql`select
        coalesce(sum(p.amount) filter (where p.status in ${RECEIVED}
          and p.created_at >= ${from} and p.created_at < ${to}), 0)::text as received,
        count(*) filter (where p.status in ${RECEIVED}
          and p.created_at >= ${from} and p.created_at < ${to})::text as payments,
        coalesce(sum(p.refunded_cents) filter (where p.refunded_at >= ${from} and p.refunded_at < ${to}), 0)::text as refunded
      from payments p
      where ${NOT_A_TEST_CLIENT('p.user_id')}
        and ((p.created_at >= ${from} and p.created_at < ${to}) or (p.refunded_at >= ${from} and p.refunded_at < ${to}))`,
  )
  const receivedCents = exactInt(row?.received)
  const refundedCents = exactInt(row?.refunded)
  return {
    receivedCents,
    payments: exactInt(row?.payments),
    refundedCents,
    netCents: receivedCents - refundedCents,
  }
}

export interface PlanSubscriptions {
  /** The catalogue item (a plan or an add-on). */
  item: string
  name: string
  monthly: number
  yearly: number
  /** Monthly recurring revenue of these subscriptions, in cents. */
  mrrCents: number
}

export interface RecurringRevenue {
  /** Monthly recurring revenue of the active subscriptions, in cents (see `recurringRevenue`). */
  mrrCents: number
  activeSubscriptions: number
  pastDueSubscriptions: number
  byPlan: PlanSubscriptions[]
}

/**
 * Monthly recurring revenue: each active subscription at its catalogue price, a monthly one at its
 * monthly price and a yearly one at its yearly price divided by 12. Per plan, the yearly prices are
 * added up first and divided by 12 once, rounded half up to the cent; the MRR is the plans' sum.
 * Past-due subscriptions are not in the MRR (their payment failed) and are counted apart.
 */
export async function recurringRevenue(db: Db): Promise<RecurringRevenue> {
  const rows = await queryRows<{
    item: string
    name: string
    position: number
    monthly: string
    yearly: string
    monthly_cents: string
    yearly_cents: string
    past_due: string
  }>(
    db,
    sql`select c.id as item, c.name, c.position,
        count(*) filter (where s.status = 'active' and s.interval = 'month')::text as monthly,
        count(*) filter (where s.status = 'active' and s.interval = 'year')::text as yearly,
        coalesce(sum(c.amount_cents) filter (where s.status = 'active' and s.interval = 'month'), 0)::text as monthly_cents,
        coalesce(sum(coalesce(c.yearly_amount_cents, c.amount_cents * 12))
          filter (where s.status = 'active' and s.interval = 'year'), 0)::text as yearly_cents,
        count(*) filter (where s.status = 'past_due')::text as past_due
      from subscriptions s
      join catalogue_items c on c.id = s.item_id
      where s.status in ('active', 'past_due') and ${NOT_A_TEST_CLIENT('s.user_id')}
      group by c.id, c.name, c.position
      order by c.position, c.id`,
  )
  const byPlan = rows.map((r) => {
    const yearlyCents = exactInt(r.yearly_cents)
    return {
      item: r.item,
      name: r.name,
      monthly: exactInt(r.monthly),
      yearly: exactInt(r.yearly),
      // Half up: (2 × cents + 12) div 24 is round(cents / 12) for cents ≥ 0, in integers.
      mrrCents: exactInt(r.monthly_cents) + Math.floor((2 * yearlyCents + 12) / 24),
      pastDue: exactInt(r.past_due),
    }
  })
  return {
    mrrCents: byPlan.reduce((sum, p) => sum + p.mrrCents, 0),
    activeSubscriptions: byPlan.reduce((sum, p) => sum + p.monthly + p.yearly, 0),
    pastDueSubscriptions: byPlan.reduce((sum, p) => sum + p.pastDue, 0),
    byPlan: byPlan.filter((p) => p.monthly + p.yearly > 0).map(({ pastDue: _, ...plan }) => plan),
  }
}

export interface RevenueRow {
  /** The month's first day (YYYY-MM-01) in the given time zone. */
  month: string
  plan: string
  payments: number
  amountCents: number
  refundedCents: number
}

/**
 * Payments received in the span by month and by what was bought (its catalogue name, else the
 * payment's description), with the refunds made in the span on the same rows, newest month first.
 */
export async function revenueByMonth(db: Db, span: TimeSpan, timeZone: string): Promise<RevenueRow[]> {
  const { from, to } = bounds(span)
  const rows = await queryRows<{
    month: string
    plan: string
    payments: string
    amount: string
    refunded: string
  }>(
    db,
    sql`with counted as (
        select p.amount, p.status, p.created_at, p.refunded_cents, p.refunded_at,
          coalesce(c.name, nullif(p.description, ''), 'Other') as plan
        from payments p left join catalogue_items c on c.id = p.item_id
        where ${NOT_A_TEST_CLIENT('p.user_id')}
      ), events as (
        select date_trunc('month', created_at at time zone ${timeZone})::date as month, plan,
          1 as payments, amount, 0 as refunded
        from counted where status in ${RECEIVED} and created_at >= ${from} and created_at < ${to}
        union all
        select date_trunc('month', refunded_at at time zone ${timeZone})::date, plan, 0, 0, refunded_cents
        from counted where refunded_cents > 0 and refunded_at >= ${from} and refunded_at < ${to}
      )
      select month::text as month, plan, sum(payments)::text as payments, sum(amount)::text as amount,
        sum(refunded)::text as refunded
      from events group by month, plan order by month desc, sum(amount) desc, plan`,
  )
  return rows.map((r) => ({
    month: r.month,
    plan: r.plan,
    payments: exactInt(r.payments),
    amountCents: exactInt(r.amount),
    refundedCents: exactInt(r.refunded),
  }))
}
