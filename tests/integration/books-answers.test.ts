import { readFileSync } from 'node:fs'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { users } from '@/server/db/schema/index.ts'
import { createAnswerCache } from '@/server/lib/answer-cache.ts'
import type { Agent } from '../support/agent.ts'
import { multipart } from '../support/multipart.ts'
import { signedInAs } from '../support/signed-in.ts'
import { sharedTestServer, type TestServer, testClock } from '../support/test-server.ts'

/*
 * The dashboard and the reports answer from the books' version (users.books_version, moved by
 * triggers in the transaction of every change, migration 0035): an unchanged book is served from
 * the cache and revalidated with an ETag; a change shows at once.
 */

let server: TestServer
const clock = testClock(new Date('2026-03-10T15:00:00Z'))

beforeAll(async () => {
  server = await sharedTestServer({ clock })
})

const ANSWERS = [
  '/api/dashboard?period=ytd',
  '/api/reports/profit-loss?period=yearly',
  '/api/reports/expenses?period=yearly',
  '/api/reports/revenue?period=yearly&trend=12m',
  '/api/reports/tax?year=2026',
]
/** Answers of the books the tests above cannot tell apart for an empty book (no loads): walked below. */
const MORE_ANSWERS = [
  '/api/reports/loads?from=2026-01-01&to=2026-12-31&groupBy=broker',
  '/api/loads?status=delivered&flagged=true',
  '/api/assets/depreciation-summary?year=2026',
]

async function versionOf(userId: string) {
  const [row] = await server.ctx.db.select({ v: users.booksVersion }).from(users).where(eq(users.id, userId))
  return row!.v
}

const expense = (client: Agent, amountCents: number, extra: object = {}) =>
  client.post('/api/expenses', {
    description: 'Diesel',
    amountCents,
    date: '2026-03-02',
    category: 'fuel',
    ...extra,
  })

/** Settings › Profile with only the time zone changed. */
async function changeTimeZone(client: Agent, timeZone: string) {
  const profile = (await client.get('/api/settings/profile')).json()
  return client.request({
    method: 'PATCH',
    url: '/api/settings/profile',
    payload: {
      fullName: profile.fullName,
      companyName: profile.companyName,
      username: profile.username,
      timeZone,
    },
  })
}

describe('answers from the books version', () => {
  it('shows every write at once: write, read, write again, read', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const first = (await client.get('/api/dashboard?period=ytd')).json()
    expect(first.expensesCents).toBe(0)
    expect((await expense(client, 12_345)).statusCode).toBe(201)
    const second = await client.get('/api/dashboard?period=ytd')
    expect(second.json().expensesCents).toBe(12_345)
    // Unchanged: the same answer, the same tag.
    const again = await client.get('/api/dashboard?period=ytd')
    expect(again.body).toBe(second.body)
    expect(again.headers.etag).toBe(second.headers.etag)
    expect((await expense(client, 655)).statusCode).toBe(201)
    const third = await client.get('/api/dashboard?period=ytd')
    expect(third.json().expensesCents).toBe(13_000)
    expect(third.headers.etag).not.toBe(second.headers.etag)
    const report = (await client.get('/api/reports/expenses?period=yearly')).json()
    expect(report.totalExpensesCents).toBe(13_000)
  })

  it('answers 304 to If-None-Match with the answer’s tag, and 200 again once the books change', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    for (const url of ANSWERS) {
      const res = await client.get(url)
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200)
      expect(res.headers['cache-control']).toBe('private, no-cache')
      const etag = String(res.headers.etag)
      expect(etag).toMatch(/^"[\w-]+"$/)
      const revalidated = await client.get(url, { 'if-none-match': etag })
      expect(revalidated.statusCode, url).toBe(304)
      expect(revalidated.body).toBe('')
      expect(revalidated.headers.etag).toBe(etag)
      expect((await client.get(url, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304)
    }
    const etags = await Promise.all(ANSWERS.map(async (url) => String((await client.get(url)).headers.etag)))
    await client.post('/api/settlements', {
      broker: 'Acme Freight',
      settlementDate: '2026-03-06',
      lines: [
        { kind: 'load', description: 'Dallas to Memphis', amountCents: 250_000 },
        { kind: 'deduction', category: 'fuel', description: 'Fuel card', amountCents: 80_000 },
      ],
    })
    for (const [i, url] of ANSWERS.entries()) {
      const res = await client.get(url, { 'if-none-match': etags[i]! })
      expect(res.statusCode, url).toBe(200)
      expect(res.headers.etag).not.toBe(etags[i])
    }
    // Other API answers are still never stored.
    expect((await client.get('/api/expenses')).headers['cache-control']).toBe('no-store')
  })

  it('never serves one user another user’s answer', async () => {
    const a = await signedInAs(server, 'owner_operator', {
      with: { revenue: [{ date: '2026-02-03', amountCents: 100_000 }] },
    })
    const b = await signedInAs(server, 'owner_operator', {
      with: { revenue: [{ date: '2026-02-03', amountCents: 50_000 }] },
    })
    expect((await expense(a.client, 40_000)).statusCode).toBe(201)
    expect((await expense(b.client, 7_000)).statusCode).toBe(201)
    for (const url of ANSWERS) {
      const ofA = await a.client.get(url)
      const ofB = await b.client.get(url)
      expect(ofB.body, url).not.toBe(ofA.body)
      // A's tag names A's answer: B is answered in full.
      expect((await b.client.get(url, { 'if-none-match': String(ofA.headers.etag) })).statusCode).toBe(200)
    }
    expect((await a.client.get('/api/dashboard?period=ytd')).json().expensesCents).toBe(40_000)
    expect((await b.client.get('/api/dashboard?period=ytd')).json().expensesCents).toBe(7_000)
  })

  it('keys an answer by the query and the time zone', async () => {
    const { client } = await signedInAs(server, 'owner_operator', { timeZone: 'America/Chicago' })
    await expense(client, 5_000, { date: '2025-12-31' })
    expect((await client.get('/api/dashboard?period=ytd')).json().expensesCents).toBe(0)
    expect((await client.get('/api/dashboard?period=last-year')).json().expensesCents).toBe(5_000)
    const before = (await client.get('/api/dashboard?period=ytd')).json().range
    // On 2026-03-10 15:00 UTC it is already the 11th in Tokyo.
    const zone = await changeTimeZone(client, 'Asia/Tokyo')
    expect(zone.statusCode, zone.body).toBe(200)
    const after = (await client.get('/api/dashboard?period=ytd')).json().range
    expect(before.to).toBe('2026-03-10')
    expect(after.to).toBe('2026-03-11')
  })
})

/** Tables a statement reads (FROM and JOIN), by name. */
const tablesOf = (text: string) =>
  [...text.matchAll(/\b(?:from|join)\s+"?([a-z_]+)"?/gi)].map((m) => m[1]!.toLowerCase())

describe('every write to what the answers show moves the books version', () => {
  it('every table the dashboard and the reports read carries the version triggers', async () => {
    const { client, id } = await signedInAs(server, 'owner_operator', {
      with: { expenses: [{ date: '2026-02-01' }], revenue: [{ date: '2026-02-02' }], miles: [{}] },
    })
    const pgClient = (server.ctx.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
      .$client
    const original = pgClient.query
    const seen = new Set<string>()
    pgClient.query = function (this: unknown, ...args: unknown[]) {
      const first = args[0]
      const text = typeof first === 'string' ? first : ((first as { text?: string })?.text ?? '')
      const params = (
        Array.isArray(args[1]) ? args[1] : ((first as { values?: unknown[] })?.values ?? [])
      ) as unknown[]
      // This user's reads only: the server's background jobs (a document another file uploaded, the
      // job queue's upkeep) query on the same pool meanwhile.
      if (text.includes(id) || params.some((p) => p === id || (Array.isArray(p) && p.includes(id))))
        for (const table of tablesOf(text)) seen.add(table)
      return original.apply(this, args)
    }
    try {
      for (const url of [...ANSWERS, ...MORE_ANSWERS]) expect((await client.get(url)).statusCode).toBe(200)
      for (const period of ['current', 'last-month', 'last-quarter', 'last-year']) {
        expect((await client.get(`/api/dashboard?period=${period}`)).statusCode).toBe(200)
      }
    } finally {
      pgClient.query = original
    }
    const triggered = await server.ctx.db.execute(
      sql`select distinct c.relname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
          where t.tgname like '%books_version%'`,
    )
    const withTriggers = new Set(
      (triggered as unknown as { rows: { name: string }[] }).rows.map((r) => r.name),
    )
    // The session and its user (the user's own settings bump the version by their own trigger;
    // the count of accounts is part of the dashboard's key), the paywall's settings (asked
    // before the cache, read when a setting was saved since, and when payments are on, the account's plan it reads:
    // subscriptions, catalogue_items, fleet_members), and the totals kept from ledger_entries.
    const outsideTheBooks = new Set([
      'sessions',
      'app_settings',
      'subscriptions',
      'catalogue_items',
      'fleet_members',
      'users',
      'ledger_daily_totals',
      'ledger_monthly_totals',
      'totals',
    ])
    // Names a query reads from that are its own (WITH …) rather than tables.
    const tables = await server.ctx.db.execute(
      sql`select relname as name from pg_class where relkind in ('r', 'p') and relnamespace = 'public'::regnamespace`,
    )
    const isTable = new Set((tables as unknown as { rows: { name: string }[] }).rows.map((r) => r.name))
    const read = [...seen].filter((t) => !outsideTheBooks.has(t) && isTable.has(t))
    expect(read).toContain('ledger_entries')
    expect(read.filter((t) => !withTriggers.has(t))).toEqual([])
    expect(withTriggers.has('users')).toBe(true)
  })

  /**
   * Every write route of the API is here: walked (its version must move), or named with why what
   * it writes is not something the dashboard or the reports show. A new route fails this test until
   * it is put in one or the other.
   */
  it('walks every write route', async () => {
    const routes = readFileSync(path.join(import.meta.dirname, '__snapshots__/route-access.txt'), 'utf8')
      .split('\n')
      .map((line) => line.split(':')[0]!.trim())
      .filter((route) => /^(POST|PUT|PATCH|DELETE) \/api\//.test(route))

    const owner = await signedInAs(server, 'owner_operator')
    const c = owner.client
    const ids: Record<string, string> = {}
    const json = async (res: Awaited<ReturnType<Agent['request']>>, status = [200, 201]) => {
      expect(status, res.body).toContain(res.statusCode)
      return res.body ? res.json() : undefined
    }
    const send = (method: 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      c.request({ method, url, payload })
    const walk: Record<string, () => Promise<unknown>> = {
      'POST /api/expenses': async () => {
        ids.expense = (await json(await expense(c, 1_000))).id
      },
      'PATCH /api/expenses/{id}': async () =>
        json(await send('PATCH', `/api/expenses/${ids.expense}`, { amountCents: 2_000 })),
      'POST /api/expenses/{id}/split': async () =>
        json(
          await c.post(`/api/expenses/${ids.expense}/split`, {
            parts: [
              { category: 'meals', amountCents: 500 },
              { category: 'lodging', amountCents: 1_500 },
            ],
          }),
        ),
      'DELETE /api/expenses/{id}': async () => {
        const res = await send('DELETE', `/api/expenses/${ids.expense}`)
        ids.undo = String(res.headers['undo-id'])
        expect(res.statusCode, res.body).toBeLessThan(300)
      },
      'POST /api/undo/{id}': async () => json(await c.post(`/api/undo/${ids.undo}`)),
      'POST /api/expenses/bulk-delete': async () =>
        json(await c.post('/api/expenses/bulk-delete', { ids: [ids.expense] })),
      'POST /api/settlements': async () => {
        ids.settlement = (
          await json(
            await c.post('/api/settlements', {
              broker: 'Acme Freight',
              settlementDate: '2026-03-06',
              lines: [{ kind: 'load', description: 'Dallas to Memphis', amountCents: 250_000 }],
            }),
          )
        ).id
      },
      'PATCH /api/settlements/{id}': async () =>
        json(
          await send('PATCH', `/api/settlements/${ids.settlement}`, {
            broker: 'Acme Freight',
            settlementDate: '2026-03-06',
            notes: 'Week 10',
            lines: [{ kind: 'load', description: 'Dallas to Memphis', amountCents: 260_000 }],
          }),
        ),
      'DELETE /api/settlements/{id}': async () => {
        const res = await send('DELETE', `/api/settlements/${ids.settlement}`)
        expect(res.statusCode, res.body).toBeLessThan(300)
      },
      'POST /api/settlements/bulk-delete': async () => {
        const made = await json(
          await c.post('/api/settlements', {
            broker: 'Acme Freight',
            settlementDate: '2026-03-06',
            lines: [{ kind: 'load', description: 'A load', amountCents: 100_000 }],
          }),
        )
        const before = await versionOf(owner.id)
        await json(await c.post('/api/settlements/bulk-delete', { ids: [made.id] }))
        return before
      },
      'POST /api/mileage': async () => {
        ids.trip = (
          await json(
            await c.post('/api/mileage', {
              date: '2026-02-10',
              startLocation: 'Dallas, TX',
              endLocation: 'Houston, TX',
              miles: 239.5,
              purpose: 'business',
            }),
          )
        ).id
      },
      'PATCH /api/mileage/{id}': async () =>
        json(await send('PATCH', `/api/mileage/${ids.trip}`, { miles: 240 })),
      'DELETE /api/mileage/{id}': async () => {
        const res = await send('DELETE', `/api/mileage/${ids.trip}`)
        expect(res.statusCode, res.body).toBeLessThan(300)
      },
      'PUT /api/per-diem/days': async () =>
        json(await send('PUT', '/api/per-diem/days', { days: [{ date: '2026-02-10', kind: 'full' }] })),
      'DELETE /api/per-diem/days/{date}': async () => {
        const res = await send('DELETE', '/api/per-diem/days/2026-02-10')
        expect(res.statusCode, res.body).toBe(204)
      },
      'PUT /api/mileage/vehicle': async () =>
        json(await send('PUT', '/api/mileage/vehicle', { vehicle: 'car_pickup_van' })),
      'POST /api/trucks': async () => {
        ids.truck = (await json(await c.post('/api/trucks', { unitNumber: 'W-1' }))).id
      },
      'PATCH /api/trucks/{id}': async () =>
        json(await send('PATCH', `/api/trucks/${ids.truck}`, { unitNumber: 'W-2' })),
      'DELETE /api/trucks/{id}': async () => {
        const res = await send('DELETE', `/api/trucks/${ids.truck}`)
        expect(res.statusCode, res.body).toBeLessThan(300)
      },
      'POST /api/loads': async () => {
        ids.load = (
          await json(
            await c.post('/api/loads', {
              loadNumber: 'W-1',
              payerName: 'Acme Freight',
              stops: [
                { type: 'pickup', city: 'Dallas', state: 'TX', scheduledAt: '2026-03-02T08:00' },
                { type: 'delivery', city: 'Memphis', state: 'TN' },
              ],
              rateLines: [{ kind: 'linehaul', amountCents: 100_000 }],
            }),
          )
        ).id
        ids.payer = (await c.get('/api/payers')).json().items[0].id
      },
      'PATCH /api/loads/{id}': async () =>
        json(await send('PATCH', `/api/loads/${ids.load}`, { status: 'delivered' })),
      'PATCH /api/payers/{id}': async () =>
        json(await send('PATCH', `/api/payers/${ids.payer}`, { leasePercent: '88' })),
      'PUT /api/loads/settings': async () =>
        json(await send('PUT', '/api/loads/settings', { unpaidAfterDays: 30 })),
      'DELETE /api/loads/{id}': async () => {
        const res = await send('DELETE', `/api/loads/${ids.load}`)
        expect(res.statusCode, res.body).toBe(204)
      },
      'POST /api/assets': async () => {
        ids.asset = (
          await json(
            await c.post('/api/assets', {
              kind: 'tractor',
              description: 'W-1',
              costCents: 10_000_000,
              placedInServiceDate: '2026-01-05',
            }),
          )
        ).id
      },
      'PATCH /api/assets/{id}': async () =>
        json(await send('PATCH', `/api/assets/${ids.asset}`, { description: 'W-2' })),
      'POST /api/loans': async () => {
        ids.loan = (
          await json(
            await c.post('/api/loans', {
              assetId: ids.asset,
              lender: 'W-1',
              principalCents: 8_000_000,
              annualRate: '7.5',
              termMonths: 48,
              firstPaymentDate: '2026-02-01',
            }),
          )
        ).id
      },
      'PATCH /api/loans/{id}': async () =>
        json(await send('PATCH', `/api/loans/${ids.loan}`, { lender: 'W-2' })),
      'POST /api/loans/{id}/payments': async () => {
        ids.loanPayment = (
          await json(
            await c.post(`/api/loans/${ids.loan}/payments`, { date: '2026-02-01', amountCents: 193_000 }),
          )
        ).id
      },
      'POST /api/loans/{id}/ledger-payments': async () => {
        const expense = await json(
          await c.post('/api/expenses', {
            date: '2026-02-02',
            description: 'W-1 truck payment',
            amountCents: 190_000,
            category: 'truck_payment',
            taxDeductible: true,
          }),
        )
        await json(await c.post(`/api/loans/${ids.loan}/ledger-payments`, { expenseIds: [expense.id] }))
      },
      'DELETE /api/loans/{id}/payments/{paymentId}': async () => {
        const res = await send('DELETE', `/api/loans/${ids.loan}/payments/${ids.loanPayment}`)
        expect(res.statusCode, res.body).toBe(204)
      },
      'DELETE /api/loans/{id}': async () => {
        const res = await send('DELETE', `/api/loans/${ids.loan}`)
        expect(res.statusCode, res.body).toBe(204)
      },
      'DELETE /api/assets/{id}': async () => {
        const res = await send('DELETE', `/api/assets/${ids.asset}`)
        expect(res.statusCode, res.body).toBe(204)
      },
      'POST /api/fuel-purchases': async () => {
        const made = await json(
          await c.post('/api/fuel-purchases', {
            date: '2026-02-03',
            jurisdiction: 'TX',
            gallons: '50',
            amountCents: 19_500,
          }),
        )
        ids.fuel = made.id
      },
      'PATCH /api/fuel-purchases/{id}': async () =>
        json(await send('PATCH', `/api/fuel-purchases/${ids.fuel}`, { amountCents: 19_600 })),
      'DELETE /api/fuel-purchases/{id}': async () => {
        const res = await send('DELETE', `/api/fuel-purchases/${ids.fuel}`)
        expect(res.statusCode, res.body).toBe(204)
      },
      // Fuel expenses printing their gallons and state become purchases (a typed one takes their words).
      'POST /api/fuel-purchases/from-expenses': async () => {
        await json(await expense(c, 15_000, { description: 'Fuel - Pilot #391, Amarillo, TX 40 gal' }))
        const from = await versionOf(owner.id)
        const made = await json(await c.post('/api/fuel-purchases/from-expenses', {}))
        expect(made.created).toBe(1)
        return from
      },
      // A fuel card file's purchases post their fuel expenses when the import is confirmed.
      'POST /api/ifta/imports/{id}/confirm': async () => {
        const made = await json(
          await c.request({
            method: 'POST',
            url: '/api/ifta/imports?kind=fuel_card',
            ...multipart([
              { name: 'card.csv', bytes: 'Date,State,Gallons,Amount\n2026-02-04,TX,40,156.00\n' },
            ]),
          }),
        )
        const from = await versionOf(owner.id)
        await json(await c.post(`/api/ifta/imports/${made.id}/confirm`, { mapping: made.mapping }))
        return from
      },
      // A draw from escrow posts the expense it paid (and deleting it, or its account, takes it back).
      'POST /api/reserve-accounts/{id}/entries': async () => {
        ids.reserve = (
          await json(await c.post('/api/reserve-accounts', { payerName: 'Acme', kind: 'escrow' }))
        ).id
        const from = await versionOf(owner.id)
        await json(
          await c.post(`/api/reserve-accounts/${ids.reserve}/entries`, {
            kind: 'draw',
            amountCents: 5_000,
            date: '2026-02-10',
            description: 'Tire repair',
            expenseCategory: 'tires',
          }),
        )
        return from
      },
      'DELETE /api/reserve-entries/{id}': async () => {
        const entries = await json(await c.get(`/api/reserve-accounts/${ids.reserve}/entries`))
        const res = await send('DELETE', `/api/reserve-entries/${entries.entries[0].id}`)
        expect(res.statusCode, res.body).toBe(204)
      },
      'DELETE /api/reserve-accounts/{id}': async () => {
        await json(
          await c.post(`/api/reserve-accounts/${ids.reserve}/entries`, {
            kind: 'interest',
            amountCents: 90,
            date: '2026-02-11',
          }),
        )
        const from = await versionOf(owner.id)
        const res = await send('DELETE', `/api/reserve-accounts/${ids.reserve}`)
        expect(res.statusCode, res.body).toBe(204)
        return from
      },
      // An advance: what it paid for posts its expense once, and what is owed is the balance sheet's.
      'POST /api/advances': async () => {
        ids.advance = (
          await json(
            await c.post('/api/advances', {
              payerName: 'Acme',
              date: '2026-02-12',
              amountCents: 7_500,
              method: 'comchek',
              expenseCategory: 'lumper',
              description: 'Lumper',
            }),
          )
        ).id
      },
      'PATCH /api/advances/{id}': async () =>
        json(await send('PATCH', `/api/advances/${ids.advance}`, { amountCents: 8_000 })),
      'DELETE /api/advances/{id}': async () => {
        const res = await send('DELETE', `/api/advances/${ids.advance}`)
        expect(res.statusCode, res.body).toBe(204)
      },
      'PUT /api/reports/tax/profile/{year}': async () =>
        json(await send('PUT', '/api/reports/tax/profile/2026', { filingStatus: 'married_jointly' })),
      'PATCH /api/settings/profile': async () => json(await changeTimeZone(c, 'America/Denver')),
    }
    for (const [route, run] of Object.entries(walk)) {
      const before = await versionOf(owner.id)
      // A walk that first makes what it writes says from which version to count.
      const result = await run()
      const from = typeof result === 'number' ? result : before
      expect(await versionOf(owner.id), `${route} did not move the books version`).toBeGreaterThan(from)
    }

    // Routes whose writes reach the books only through tables the first test checks, walked in their
    // own test files: documents (an upload, its reading and a retry of a failed one change the
    // dashboard's pending uploads and receipts; a spreadsheet's mapping imports rows), a settlement's confirmation (it posts
    // its entries), fleet and accountant work (they write in the client's books through the same
    // routes as the client), and the back office's writes to a user's books or settings.
    const byTheTablesTheyWrite = [
      /^POST \/api\/documents$/,
      /^DELETE \/api\/documents\/\{id\}$/,
      /^POST \/api\/documents\/\{id\}\/mapping$/,
      /^POST \/api\/documents\/\{id\}\/retry$/,
      /^POST \/api\/receipts\/scan$/,
      /^POST \/api\/settlements\/\{id\}\/confirm$/,
      /^(POST|PUT|PATCH|DELETE) \/api\/admin\//,
    ]
    // Writes of nothing the dashboard or the reports show: signing in and the account's security,
    // notifications, billing, support, comments, report files and templates, calculators (they only
    // compute), who may see the books (the viewer is part of an answer's key; access is checked on
    // every request before the cache), client error reports, categories (labels come from the
    // domain, src/domain/categories.ts).
    const notTheBooks = [
      /^POST \/api\/client-errors$/,
      /^POST \/api\/auth\//,
      /^(POST|PUT|DELETE) \/api\/settings\/(email|password|sessions|api-keys|two-factor|notifications)/,
      /^(POST|PATCH|DELETE) \/api\/settings\/(fleet|access)/,
      /^POST \/api\/billing\//,
      // An export of all the user's data: a zip made by a job, nothing in the books changes.
      /^POST \/api\/account\/export$/,
      // Closing the account: the books stay as they were (deleted whole after 30 days).
      /^POST \/api\/account\/close$/,
      /^POST \/api\/webhooks\//,
      /^(POST|PATCH) \/api\/notifications/,
      /^POST \/api\/calculators\//,
      /^POST \/api\/reports\/custom\/preview$/,
      /^(POST|DELETE) \/api\/reports(\/bulk-delete|\/\{id\})?$/,
      /^(POST|DELETE) \/api\/report-templates/,
      /^POST \/api\/fleet\//,
      /^DELETE \/api\/fleet\//,
      /^POST \/api\/accountant\//,
      /^POST \/api\/comments$/,
      /^POST \/api\/support\//,
      /^(POST|PUT|PATCH|DELETE) \/api\/setup\//,
      // IFTA trip sheets and returns, and reading an import's file (a fuel purchase's expense and an
      // import's confirmation are walked above).
      /^(POST|PATCH|DELETE) \/api\/ifta\//,
      // A reserve account's terms (its entries that post are walked above).
      /^(POST|PATCH) \/api\/reserve-accounts(\/\{id\})?$/,
      // A load's attached files (BOL, proof of delivery): no answer counts them.
      /^(POST|DELETE) \/api\/loads\/\{id\}\/documents(\/\{documentId\})?$/,
      // Typed balance sheet items: the balance sheet is read on every request, not from the cache.
      /^(POST|PATCH|DELETE) \/api\/balance-items(\/\{id\})?$/,
    ]
    const unclassified = routes.filter(
      (route) =>
        !(route in walk) &&
        !byTheTablesTheyWrite.some((r) => r.test(route)) &&
        !notTheBooks.some((r) => r.test(route)),
    )
    expect(unclassified).toEqual([])
  })
})

describe('the answer cache', () => {
  it('stays within its bounds, least recently used out first', async () => {
    const cache = createAnswerCache({ maxEntries: 3, maxBytes: 10_000 })
    const body = (key: string) => async () => `{"k":"${key}"}`
    for (const key of ['a', 'b', 'c']) await cache.get(key, body(key))
    await cache.get('a', body('a'))
    await cache.get('d', body('d'))
    expect(cache.stats().entries).toBe(3)
    // b was the least recently used.
    expect((await cache.get('b', body('b'))).hit).toBe(false)
    expect((await cache.get('a', body('a'))).hit).toBe(true)
    const big = createAnswerCache({ maxEntries: 100, maxBytes: 2_000 })
    for (let i = 0; i < 20; i++) await big.get(`k${i}`, async () => 'x'.repeat(150))
    expect(big.stats().bytes).toBeLessThanOrEqual(2_000)
    expect(big.stats().evictions).toBeGreaterThan(0)
  })

  it('computes a key once for requests that ask for it together, and keeps no failure', async () => {
    const cache = createAnswerCache()
    let runs = 0
    const slow = async () => {
      runs++
      await new Promise((resolve) => setTimeout(resolve, 20))
      return '{"n":1}'
    }
    const answers = await Promise.all(Array.from({ length: 5 }, () => cache.get('k', slow)))
    expect(runs).toBe(1)
    expect(new Set(answers.map((a) => a.etag)).size).toBe(1)
    await expect(cache.get('bad', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect((await cache.get('bad', async () => '{}')).hit).toBe(false)
  })
})
