import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  buildExpense,
  buildRevenue,
  bulkInsertLedgerEntries,
  seededRandom,
} from '@/server/db/factories/index.ts'
import { ledgerEntries, users } from '@/server/db/schema/index.ts'
import type { Agent } from '../support/agent.ts'
import { signedInAs } from '../support/signed-in.ts'
import { sharedTestServer, type TestServer, testClock } from '../support/test-server.ts'

/*
 * ledger_daily_totals and ledger_monthly_totals are kept by statement-level triggers on
 * ledger_entries (migration 0003). After every kind of write, the app's and the database's own (FK
 * cascades), each must hold exactly what a SUM/COUNT GROUP BY over ledger_entries gives, and no row
 * for a key without entries. The routes that read them must answer what the entries say.
 */

let server: TestServer
const clock = testClock(new Date('2026-03-16T15:00:00Z'))

beforeAll(async () => {
  server = await sharedTestServer({ clock })
})

const db = () => server.ctx.db
type Row = Record<string, string>
const rowsOf = async (query: ReturnType<typeof sql>) =>
  ((await db().execute(query)) as unknown as { rows: Row[] }).rows

const GRAINS = {
  day: { table: sql.raw('ledger_daily_totals'), period: sql.raw('date'), of: sql.raw('date') },
  month: {
    table: sql.raw('ledger_monthly_totals'),
    period: sql.raw('month'),
    of: sql.raw(`date_trunc('month', date::timestamp)::date`),
  },
}

/** Every difference between a totals table and the ledger, compared in one statement (one snapshot). */
function differences(grain: keyof typeof GRAINS, userIds?: string[]) {
  const { table, period, of } = GRAINS[grain]
  const only = userIds ? sql`where user_id = any(${sql.param(userIds)}::uuid[])` : sql``
  return rowsOf(sql`
    with direct as (
      select user_id, type, ${of}::text as period, category, tax_deductible,
        sum(amount_cents)::text as amount, count(*)::text as n
      from ledger_entries ${only} group by 1, 2, 3, 4, 5
    ), totals as (
      select user_id, type, ${period}::text as period, category, tax_deductible,
        amount_cents::text as amount, entry_count::text as n
      from ${table} ${only}
    )
    select * from direct full join totals using (user_id, type, period, category, tax_deductible)
    where direct.amount is distinct from totals.amount or direct.n is distinct from totals.n`)
}

/** Both tables hold exactly the ledger's sums, and no row for a key without entries. */
async function expectExact(userIds?: string[]) {
  expect(await differences('day', userIds)).toEqual([])
  expect(await differences('month', userIds)).toEqual([])
}

/** The user's daily rows as `type date category deductible: cents × count`, sorted. */
async function daysOf(userId: string) {
  const rows = await rowsOf(sql`
    select type, date::text as date, category, tax_deductible::text as deductible,
      amount_cents::text as amount, entry_count::text as n
    from ledger_daily_totals where user_id = ${userId}
    order by type, date, category, tax_deductible`)
  return rows.map((r) => `${r.type} ${r.date} ${r.category} ${r.deductible}: ${r.amount} × ${r.n}`)
}

type Body = Record<string, unknown>
async function add(client: Agent, overrides: Body = {}) {
  const body = { description: 'Diesel', amountCents: 10_000, date: '2026-03-02', category: 'fuel' }
  const res = await client.post('/api/expenses', { ...body, ...overrides })
  expect(res.statusCode, res.body).toBe(201)
  return (res.json() as { id: string }).id
}
const patch = (client: Agent, url: string, payload: Body) => client.request({ method: 'PATCH', url, payload })
const del = (client: Agent, url: string) => client.request({ method: 'DELETE', url })

describe('the ledger totals tables', () => {
  it('add single inserts into one row per day, category and tax flag', async () => {
    const { client, id: userId } = await signedInAs(server, 'owner_operator')
    await add(client, { amountCents: 10_001 })
    await add(client, { amountCents: 20_002 })
    await add(client, { amountCents: 303, taxDeductible: false })
    await add(client, { amountCents: 404, category: 'tolls', date: '2026-03-03' })
    expect(await daysOf(userId)).toEqual([
      'expense 2026-03-02 fuel false: 303 × 1',
      'expense 2026-03-02 fuel true: 30003 × 2',
      'expense 2026-03-03 tolls true: 404 × 1',
    ])
    await expectExact([userId])
  })

  it('aggregate a multi-row insert and a bulk unnest insert per key', async () => {
    const { id: userId } = await signedInAs(server, 'owner_operator')
    const { id: otherId } = await signedInAs(server, 'owner_operator')
    const row = { type: 'expense', category: 'fuel', date: '2026-01-05', description: 'x' } as const
    await db()
      .insert(ledgerEntries)
      .values([
        { ...row, userId, amountCents: 100 },
        { ...row, userId, amountCents: 250 },
        { ...row, userId, type: 'revenue', category: 'loads', amountCents: 900 },
        { ...row, userId: otherId, amountCents: 7 },
      ])
    expect(await daysOf(userId)).toEqual([
      'revenue 2026-01-05 loads true: 900 × 1',
      'expense 2026-01-05 fuel true: 350 × 2',
    ])
    const random = seededRandom('daily-totals')
    const between = { from: '2024-11-01', to: '2025-03-31' }
    const rows = Array.from({ length: 3000 }, (_, i) =>
      (i % 7 === 0 ? buildRevenue : buildExpense)({ userId: i % 3 ? userId : otherId }, { random, between }),
    )
    await bulkInsertLedgerEntries(db(), rows)
    await expectExact([userId, otherId])
  })

  it('move an edited expense between keys: amount, date, category, tax flag', async () => {
    const { client, id: userId } = await signedInAs(server, 'owner_operator')
    const id = await add(client, { amountCents: 1_000 })
    await add(client, { amountCents: 2_000 })
    const edits: [Body, string[]][] = [
      [{ amountCents: 1_500 }, ['expense 2026-03-02 fuel true: 3500 × 2']],
      [
        { date: '2026-03-27' },
        ['expense 2026-03-02 fuel true: 2000 × 1', 'expense 2026-03-27 fuel true: 1500 × 1'],
      ],
      // Into another month, then another category and flag.
      [
        { date: '2026-02-27' },
        ['expense 2026-02-27 fuel true: 1500 × 1', 'expense 2026-03-02 fuel true: 2000 × 1'],
      ],
      [
        { category: 'tolls' },
        ['expense 2026-02-27 tolls true: 1500 × 1', 'expense 2026-03-02 fuel true: 2000 × 1'],
      ],
      [
        { taxDeductible: false },
        ['expense 2026-02-27 tolls false: 1500 × 1', 'expense 2026-03-02 fuel true: 2000 × 1'],
      ],
      // Back into the other entry's key; then an edit that changes no total.
      [
        { date: '2026-03-02', category: 'fuel', taxDeductible: true, amountCents: 1 },
        ['expense 2026-03-02 fuel true: 2001 × 2'],
      ],
      [{ description: 'Renamed', notes: 'n' }, ['expense 2026-03-02 fuel true: 2001 × 2']],
    ]
    for (const [payload, expected] of edits) {
      const res = await patch(client, `/api/expenses/${id}`, payload)
      expect(res.statusCode, res.body).toBe(200)
      expect(await daysOf(userId), JSON.stringify(payload)).toEqual(expected)
      await expectExact([userId])
    }
  })

  it('stay exact through a multi-row UPDATE that splits and merges keys', async () => {
    const { client, id: userId } = await signedInAs(server, 'owner_operator')
    for (const amountCents of [100, 200, 300, 400]) await add(client, { amountCents })
    await add(client, { amountCents: 50, category: 'tolls', date: '2026-02-10' })
    await db().execute(sql`
      update ledger_entries set amount_cents = amount_cents + 1,
        category = case when amount_cents >= 300 then 'tolls' else category end,
        date = case when category = 'tolls' then date '2026-03-02' else date end
      where user_id = ${userId}`)
    expect(await daysOf(userId)).toEqual([
      'expense 2026-03-02 fuel true: 302 × 2',
      'expense 2026-03-02 tolls true: 753 × 3',
    ])
    await expectExact([userId])
  })

  it('subtract deletes and bulk deletes, and drop a key when its last entry goes', async () => {
    const { client, id: userId } = await signedInAs(server, 'owner_operator')
    const a = await add(client, { amountCents: 100 })
    const b = await add(client, { amountCents: 200 })
    const c = await add(client, { amountCents: 400, date: '2026-04-04' })
    const d = await add(client, { amountCents: 800, category: 'tolls' })
    expect((await del(client, `/api/expenses/${a}`)).statusCode).toBe(204)
    expect((await del(client, `/api/expenses/${c}`)).statusCode).toBe(204)
    expect(await daysOf(userId)).toEqual([
      'expense 2026-03-02 fuel true: 200 × 1',
      'expense 2026-03-02 tolls true: 800 × 1',
    ])
    await expectExact([userId])
    const res = await client.post('/api/expenses/bulk-delete', { ids: [b, d] })
    expect(res.statusCode, res.body).toBe(200)
    expect(await daysOf(userId)).toEqual([])
    await expectExact([userId])
  })

  it('follow settlements: posting, re-posting on edit, and FK cascades on delete', async () => {
    const { client, id: userId } = await signedInAs(server, 'owner_operator')
    const form = {
      broker: 'Acme Freight',
      settlementDate: '2026-03-06',
      lines: [
        { kind: 'load', amountCents: 250_000 },
        { kind: 'deduction', category: 'fuel', amountCents: 80_000 },
        { kind: 'deduction', category: 'escrow', amountCents: 10_000 },
      ],
    }
    await add(client, { amountCents: 1_000, date: '2026-03-06' })
    const created = await client.post('/api/settlements', form)
    expect(created.statusCode, created.body).toBe(201)
    const id = created.json().id as string
    expect(await daysOf(userId)).toEqual([
      'revenue 2026-03-06 loads false: 250000 × 1',
      'expense 2026-03-06 fuel true: 81000 × 2',
    ])
    const edited = await patch(client, `/api/settlements/${id}`, {
      ...form,
      settlementDate: '2026-04-07',
      lines: [{ kind: 'load', amountCents: 300_000 }],
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(await daysOf(userId)).toEqual([
      'revenue 2026-04-07 loads false: 300000 × 1',
      'expense 2026-03-06 fuel true: 1000 × 1',
    ])
    await expectExact([userId])
    expect((await del(client, `/api/settlements/${id}`)).statusCode).toBe(204)
    expect(await daysOf(userId)).toEqual(['expense 2026-03-06 fuel true: 1000 × 1'])
    const ids = []
    for (const settlementDate of ['2026-03-08', '2026-03-09']) {
      const res = await client.post('/api/settlements', { ...form, settlementDate })
      ids.push(res.json().id as string)
    }
    expect(await daysOf(userId)).toHaveLength(5)
    const bulk = await client.post('/api/settlements/bulk-delete', { ids })
    expect(bulk.statusCode, bulk.body).toBe(200)
    expect(await daysOf(userId)).toEqual(['expense 2026-03-06 fuel true: 1000 × 1'])
    await expectExact([userId])
  })

  it('empty a deleted user’s totals and leave everyone else’s', async () => {
    const { client, id: userId } = await signedInAs(server, 'owner_operator')
    const { client: otherClient, id: otherId } = await signedInAs(server, 'owner_operator')
    for (const c of [client, otherClient]) {
      await add(c, { amountCents: 5_000 })
      const res = await c.post('/api/settlements', {
        broker: 'Acme Freight',
        settlementDate: '2026-03-02',
        lines: [
          { kind: 'load', amountCents: 90_000 },
          { kind: 'deduction', category: 'fuel', amountCents: 7_000 },
        ],
      })
      expect(res.statusCode, res.body).toBe(201)
    }
    const otherBefore = await daysOf(otherId)
    expect(otherBefore).toHaveLength(2)
    await db().delete(users).where(eq(users.id, userId))
    const [left] = await rowsOf(sql`
      select (select count(*) from ledger_daily_totals where user_id = ${userId})::text as days,
        (select count(*) from ledger_monthly_totals where user_id = ${userId})::text as months`)
    expect(left).toEqual({ days: '0', months: '0' })
    expect(await daysOf(otherId)).toEqual(otherBefore)
    await expectExact([userId, otherId])
  })

  it('stay exact under concurrent inserts, edits and deletes of the same keys', async () => {
    const { client, id: userId } = await signedInAs(server, 'owner_operator')
    const ids = await Promise.all(Array.from({ length: 12 }, (_, i) => add(client, { amountCents: 100 + i })))
    expect(await daysOf(userId)).toEqual(['expense 2026-03-02 fuel true: 1266 × 12'])
    const april = { description: 'Diesel', amountCents: 1, date: '2026-04-02', category: 'fuel' }
    const results = await Promise.all([
      ...ids.slice(0, 4).map((id) => del(client, `/api/expenses/${id}`)),
      ...ids.slice(4, 8).map((id) => patch(client, `/api/expenses/${id}`, { date: '2026-04-02' })),
      ...ids.slice(8).map(() => client.post('/api/expenses', april)),
    ])
    expect(results.map((r) => r.statusCode)).toEqual([
      ...Array(4).fill(204),
      ...Array(4).fill(200),
      ...Array(4).fill(201),
    ])
    expect(await daysOf(userId)).toEqual([
      'expense 2026-03-02 fuel true: 438 × 4',
      'expense 2026-04-02 fuel true: 426 × 8',
    ])
    await expectExact([userId])
  })

  it('match the whole ledger, every user', async () => {
    await expectExact()
  })
})

describe('sums over date ranges (whole months from one table, the days around them from the other)', () => {
  const entries = [
    ['2025-12-31', 'fuel', 1, true],
    ['2026-01-01', 'fuel', 20, true],
    ['2026-01-15', 'tolls', 300, false],
    ['2026-01-31', 'fuel', 4_000, true],
    ['2026-02-01', 'tolls', 50_000, true],
    ['2026-02-28', 'fuel', 600_000, false],
    ['2026-03-01', 'fuel', 7_000_000, true],
    ['2026-03-15', 'tolls', 80_000_000, true],
  ] as const
  const ranges: [string?, string?][] = [
    [undefined, undefined],
    ['2026-01-01', undefined],
    [undefined, '2026-01-31'],
    ['2026-01-01', '2026-01-31'],
    ['2026-01-02', '2026-02-28'],
    ['2026-01-15', '2026-03-01'],
    ['2025-12-31', '2026-03-15'],
    ['2026-01-16', '2026-01-30'],
    ['2026-02-28', '2026-03-01'],
    ['2026-02-01', '2026-02-01'],
    ['2026-03-01', '2026-01-01'],
  ]
  const expected = (from?: string, to?: string, category?: string) => {
    const rows = entries.filter(
      ([date, c]) => (!from || date >= from) && (!to || date <= to) && (!category || c === category),
    )
    const sum = (list: typeof rows) => list.reduce((s, [, , cents]) => s + cents, 0)
    return { totalCents: sum(rows), taxDeductibleCents: sum(rows.filter((r) => r[3])), count: rows.length }
  }

  let client: Agent
  beforeAll(async () => {
    const signed = await signedInAs(server, 'owner_operator')
    client = signed.client
    await db()
      .insert(ledgerEntries)
      .values(
        entries.flatMap(([date, category, amountCents, taxDeductible]) => [
          {
            userId: signed.id,
            type: 'expense' as const,
            date,
            category,
            amountCents,
            taxDeductible,
            description: 'e',
          },
          // Income on the same days: never counted as an expense.
          {
            userId: signed.id,
            type: 'revenue' as const,
            date,
            category: 'loads',
            amountCents: 3,
            description: 'r',
          },
        ]),
      )
  })

  it('answers the expense list summary of every range and category as the entries say', async () => {
    for (const [from, to] of ranges) {
      for (const category of [undefined, 'fuel']) {
        const query = new URLSearchParams({
          ...(from && { from }),
          ...(to && { to }),
          ...(category && { category }),
        })
        const res = await client.get(`/api/expenses?${query}`)
        expect(res.statusCode, res.body).toBe(200)
        const body = res.json()
        expect(body.summary, query.toString()).toEqual(expected(from, to, category))
        expect(body.total).toBe(body.summary.count)
      }
    }
    // A search reads the entries themselves, with the same answer.
    const searched = await client.get('/api/expenses?search=e&from=2026-01-02&to=2026-02-28')
    expect(searched.json().summary).toEqual(expected('2026-01-02', '2026-02-28'))
  })

  it('answers the dashboard of custom ranges as the entries say', async () => {
    for (const [from, to] of ranges.filter(([f, t]) => f && t && f <= t)) {
      const res = await client.get(`/api/dashboard?period=custom&from=${from}&to=${to}`)
      expect(res.statusCode, res.body).toBe(200)
      const body = res.json()
      const { totalCents, count } = expected(from, to)
      expect([body.expensesCents, body.incomeCents], `${from}..${to}`).toEqual([totalCents, 3 * count])
      const byCategory = ['fuel', 'tolls']
        .map((category) => ({ category, amountCents: expected(from, to, category).totalCents }))
        .filter((c) => c.amountCents > 0)
        .sort((a, b) => b.amountCents - a.amountCents)
      type Slice = { category: string; amountCents: number }
      const slices = body.breakdown.map(({ category, amountCents }: Slice) => ({ category, amountCents }))
      expect(slices, `${from}..${to}`).toEqual(byCategory)
      // The chart plots the same range: its points add up to the same totals.
      type Point = { incomeCents: number; expensesCents: number }
      const points: Point[] = body.chart.points
      expect(
        [
          points.reduce((sum, p) => sum + p.expensesCents, 0),
          points.reduce((sum, p) => sum + p.incomeCents, 0),
        ],
        `${from}..${to} chart`,
      ).toEqual([totalCents, 3 * count])
    }
    const march = await client.get('/api/dashboard?period=custom&from=2026-03-01&to=2026-03-15')
    const days = march.json().chart.points
    expect(days).toHaveLength(15)
    const sum = (key: 'incomeCents' | 'expensesCents') =>
      days.reduce((total: number, p: Record<string, number>) => total + (p[key] ?? 0), 0)
    expect([sum('expensesCents'), sum('incomeCents')]).toEqual([
      expected('2026-03-01', '2026-03-15').totalCents,
      3 * expected('2026-03-01', '2026-03-15').count,
    ])
  })
})
