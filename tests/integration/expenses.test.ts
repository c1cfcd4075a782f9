import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { ledgerEntries, settlements } from '@/server/db/schema/index.ts'
import type { Agent } from '../support/agent.ts'
import { signedInAs } from '../support/signed-in.ts'
import { sharedTestServer, type TestServer, testClock } from '../support/test-server.ts'

let server: TestServer
// 03:00 UTC is still the evening before in Chicago, the default time zone of a new user.
const clock = testClock(new Date('2025-03-15T03:00:00Z'))

beforeAll(async () => {
  server = await sharedTestServer({ clock })
})

type Body = Record<string, unknown>
const expense = (overrides: Body = {}): Body => ({
  description: 'Diesel at Love’s',
  amountCents: 12_345,
  date: '2025-03-01',
  category: 'fuel',
  ...overrides,
})

async function add(client: Agent, overrides: Body = {}) {
  const res = await client.post('/api/expenses', expense(overrides))
  expect(res.statusCode, res.body).toBe(201)
  return res.json() as { id: string } & Body
}

const patch = (client: Agent, id: string, payload: Body) =>
  client.request({ method: 'PATCH', url: `/api/expenses/${id}`, payload })
const remove = (client: Agent, id: string) => client.request({ method: 'DELETE', url: `/api/expenses/${id}` })
const list = async (client: Agent, query = '') => {
  const res = await client.get(`/api/expenses${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

/** A confirmed settlement's posted expense, made the way posting stores it. */
async function settlementExpense(userId: string) {
  const [settlement] = await server.ctx.db
    .insert(settlements)
    .values({
      userId,
      broker: 'Acme Freight',
      settlementDate: '2025-03-02',
      grossCents: 100_000,
      deductionsCents: 20_000,
      netCents: 80_000,
      status: 'processed',
    })
    .returning()
  const [row] = await server.ctx.db
    .insert(ledgerEntries)
    .values({
      userId,
      type: 'expense',
      category: 'fuel',
      amountCents: 20_000,
      date: '2025-03-02',
      description: 'Fuel advance',
      settlementId: settlement!.id,
    })
    .returning()
  return row!
}

describe('sign-in guard', () => {
  it('answers 401 to every route without a session', async () => {
    const id = '00000000-0000-4000-8000-000000000000'
    const calls = [
      ['GET', '/api/expenses'],
      ['POST', '/api/expenses'],
      ['POST', '/api/expenses/bulk-delete'],
      ['GET', '/api/expenses/export.csv'],
      ['GET', '/api/expenses/duplicates?date=2025-03-01&amountCents=1&description=x'],
      ['GET', `/api/expenses/${id}`],
      ['PATCH', `/api/expenses/${id}`],
      ['DELETE', '/api/expenses/not-a-uuid'],
    ] as const
    for (const [method, url] of calls) {
      const res = await server.app.inject({ method, url, payload: method === 'GET' ? undefined : {} })
      expect(res.statusCode, `${method} ${url}`).toBe(401)
      expect(res.json()).toEqual({ error: 'Please sign in to continue' })
    }
  })
})

describe('POST and GET /api/expenses', () => {
  it('creates with defaults and lists newest first with sums to the cent', async () => {
    const { client } = await signedInAs(server, 'company_driver')
    const created = await add(client, {
      description: '  Oil change ',
      amountCents: 19_999,
      date: '2025-02-10',
    })
    expect(created).toMatchObject({
      description: 'Oil change',
      amountCents: 19_999,
      category: 'fuel',
      paymentMethod: 'credit_card',
      notes: '',
      taxDeductible: true,
      recurring: false,
      settlementId: null,
      createdAt: '2025-03-15T03:00:00.000Z',
    })
    const bare = await client.post('/api/expenses', { description: 'x', amountCents: 1, date: '2025-03-01' })
    expect(bare.json().category).toBe('other')
    await add(client, {
      amountCents: 250_001,
      date: '2025-03-05',
      taxDeductible: false,
      paymentMethod: 'cash',
    })

    const body = await list(client, '?pageSize=1')
    expect(body.total).toBe(3)
    expect(body.items).toHaveLength(1)
    expect(body.items[0]).toMatchObject({ date: '2025-03-05', paymentMethod: 'cash', taxDeductible: false })
    expect(body.summary).toEqual({ totalCents: 19_999 + 1 + 250_001, taxDeductibleCents: 20_000, count: 3 })

    expect((await client.get(`/api/expenses/${created.id}`)).json()).toEqual(created)
  })

  it('refuses invalid input with the spec messages and stores nothing', async () => {
    const { client } = await signedInAs(server, 'company_driver')
    const cases: [Body, string][] = [
      [{ description: undefined }, 'Please fill in all required fields'],
      [{ description: '   ' }, 'Please fill in all required fields'],
      [{ amountCents: undefined }, 'Please fill in all required fields'],
      [{ date: undefined }, 'Please fill in all required fields'],
      [{ amountCents: 0 }, 'Please enter a valid amount'],
      [{ amountCents: -500 }, 'Please enter a valid amount'],
      [{ amountCents: 12.5 }, 'Please enter a valid amount'],
      [{ amountCents: '12.50' }, 'Please enter a valid amount'],
      [{ category: 'yacht' }, 'Please choose a category'],
      [{ category: 'loads' }, 'Please choose a category'],
      [{ date: '2025-02-30' }, 'Please enter a valid date'],
    ]
    for (const [overrides, message] of cases) {
      const res = await client.post('/api/expenses', expense(overrides))
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400)
      expect(res.json()).toEqual({ error: message })
    }
    expect((await list(client)).total).toBe(0)
  })
})

describe('filters and pages', () => {
  it('searches description and notes, escapes wildcards, filters category and inclusive dates', async () => {
    const { client } = await signedInAs(server, 'company_driver')
    await add(client, { description: 'Fuel PILOT', date: '2025-01-31' })
    await add(client, {
      description: 'Tires',
      notes: 'pilot flying j',
      category: 'tires',
      date: '2025-02-01',
    })
    await add(client, { description: '100% synthetic oil', category: 'maintenance', date: '2025-02-28' })
    await add(client, { description: 'Tolls_I-80', category: 'tolls', date: '2025-03-01' })

    const descriptions = async (query: string) =>
      (await list(client, query)).items.map((e: { description: string }) => e.description)
    expect(await descriptions('?search=pilot')).toEqual(['Tires', 'Fuel PILOT'])
    expect(await descriptions('?search=%25')).toEqual(['100% synthetic oil'])
    expect(await descriptions('?search=_')).toEqual(['Tolls_I-80'])
    expect(await descriptions('?category=tires')).toEqual(['Tires'])
    expect(await descriptions('?from=2025-02-01&to=2025-02-28')).toEqual(['100% synthetic oil', 'Tires'])
    expect(await descriptions('?from=2025-03-01')).toEqual(['Tolls_I-80'])
    expect(await descriptions('?to=2025-01-31')).toEqual(['Fuel PILOT'])
    const filtered = await list(client, '?search=pilot&from=2025-02-01')
    expect(filtered.summary).toEqual({ totalCents: 12_345, taxDeductibleCents: 12_345, count: 1 })

    const bad = await client.get('/api/expenses?category=yacht')
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toEqual({ error: 'Please choose a category' })
    expect((await client.get('/api/expenses?from=2025-13-01')).json()).toEqual({
      error: 'Please enter a valid date',
    })
  })

  it('pages with a true total, ordered by date then id', async () => {
    const { client } = await signedInAs(server, 'company_driver')
    for (let i = 0; i < 12; i++)
      await add(client, { date: `2025-01-${String(10 + (i % 4)).padStart(2, '0')}` })
    const pages = await Promise.all([1, 2, 3].map((page) => list(client, `?page=${page}&pageSize=5`)))
    expect(pages.map((p) => p.items.length)).toEqual([5, 5, 2])
    expect(pages.every((p) => p.total === 12 && p.summary.count === 12)).toBe(true)
    const all = pages.flatMap((p) => p.items) as { id: string; date: string }[]
    expect(new Set(all.map((e) => e.id)).size).toBe(12)
    const key = (e: { id: string; date: string }) => `${e.date} ${e.id}`
    const sorted = [...all].sort((a, b) => (key(a) < key(b) ? 1 : -1))
    expect(all).toEqual(sorted)
    expect((await list(client, '?page=4&pageSize=5')).items).toEqual([])
  })
})

describe('GET /api/expenses/duplicates', () => {
  const query = (fields: Record<string, string | number>) =>
    `/api/expenses/duplicates?${new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]))}`

  it('finds the user’s expense with the same date, amount and description, case and spaces aside', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const first = await add(client, {
      description: 'Pilot #412 Amarillo',
      amountCents: 48_250,
      date: '2025-03-06',
    })
    await add(client, { description: 'Pilot #412 Amarillo', amountCents: 48_251, date: '2025-03-06' })
    await add(client, { description: 'Pilot #412 Amarillo', amountCents: 48_250, date: '2025-03-07' })
    await add(client, { description: 'Loves #512', amountCents: 48_250, date: '2025-03-06' })

    const same = { date: '2025-03-06', amountCents: 48_250, description: '  pilot   #412 AMARILLO ' }
    const found = await client.get(query(same))
    expect(found.statusCode, found.body).toBe(200)
    expect(found.json().items.map((e: { id: string }) => e.id)).toEqual([first.id])
    // Editing that expense: it is not its own duplicate.
    expect((await client.get(query({ ...same, excludeId: String(first.id) }))).json().items).toEqual([])
    // A deliberate second one is still accepted; both are then reported.
    await add(client, { description: 'Pilot #412 Amarillo', amountCents: 48_250, date: '2025-03-06' })
    expect((await client.get(query(same))).json().items).toHaveLength(2)
    // Another user's books are never searched.
    const other = await signedInAs(server, 'owner_operator')
    expect((await other.client.get(query(same))).json().items).toEqual([])
  })

  it('refuses a query that is not an expense with a clear 400', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    for (const bad of [
      { date: '2025-03-06', amountCents: -5, description: 'x' },
      { date: '2025-03-06', amountCents: 'abc', description: 'x' },
      { date: 'yesterday', amountCents: 5, description: 'x' },
      { date: '2025-03-06', amountCents: 5, description: '' },
      { date: '2025-03-06', amountCents: 5, description: 'x'.repeat(301) },
    ]) {
      const res = await client.get(query(bad))
      expect(res.statusCode, JSON.stringify(bad)).toBe(400)
      expect(res.json().error).toEqual(expect.any(String))
    }
  })
})

describe('one expense by id', () => {
  it('updates the given fields and updated_at, validating like create', async () => {
    const { client } = await signedInAs(server, 'company_driver')
    const created = await add(client)
    clock.advance(60_000)
    const res = await patch(client, created.id, {
      amountCents: 5_050,
      notes: ' receipt kept ',
      recurring: true,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      description: created.description,
      amountCents: 5_050,
      notes: 'receipt kept',
      recurring: true,
      createdAt: created.createdAt,
      updatedAt: '2025-03-15T03:01:00.000Z',
    })
    for (const [payload, message] of [
      [{ amountCents: 0 }, 'Please enter a valid amount'],
      [{ description: '' }, 'Please fill in all required fields'],
      [{ category: 'nope' }, 'Please choose a category'],
    ] as const) {
      const bad = await patch(client, created.id, payload)
      expect(bad.statusCode).toBe(400)
      expect(bad.json()).toEqual({ error: message })
    }
    expect((await client.get(`/api/expenses/${created.id}`)).json().amountCents).toBe(5_050)
  })

  it('deletes with 204, then the id is not found', async () => {
    const { client } = await signedInAs(server, 'company_driver')
    const created = await add(client)
    expect((await remove(client, created.id)).statusCode).toBe(204)
    expect((await client.get(`/api/expenses/${created.id}`)).statusCode).toBe(404)
    expect((await remove(client, created.id)).statusCode).toBe(404)
  })

  it("answers 404 for another user's expense and for a non-uuid, leaving the row untouched", async () => {
    const owner = await signedInAs(server, 'company_driver')
    const theirs = await add(owner.client, { description: 'Owner only' })
    const { client } = await signedInAs(server, 'company_driver')
    for (const id of [theirs.id, 'not-a-uuid', '12345']) {
      for (const res of [
        await client.get(`/api/expenses/${id}`),
        await patch(client, id, { description: 'Hijacked' }),
        await remove(client, id),
      ]) {
        expect(res.statusCode, id).toBe(404)
        expect(res.json()).toEqual({ error: 'Expense not found' })
      }
    }
    expect((await owner.client.get(`/api/expenses/${theirs.id}`)).json()).toEqual(theirs)
    expect((await list(client)).total).toBe(0)
  })

  it('refuses to edit or delete a settlement posting (409) but shows it', async () => {
    const { client, id: userId } = await signedInAs(server, 'company_driver')
    const posted = await settlementExpense(userId)
    const message = 'This expense was posted by a settlement. Edit or delete the settlement instead.'
    for (const res of [await patch(client, posted.id, { amountCents: 1 }), await remove(client, posted.id)]) {
      expect(res.statusCode).toBe(409)
      expect(res.json()).toEqual({ error: message })
    }
    const shown = (await client.get(`/api/expenses/${posted.id}`)).json()
    expect(shown).toMatchObject({ amountCents: 20_000, settlementId: posted.settlementId })
  })
})

describe('POST /api/expenses/bulk-delete', () => {
  it('deletes the given expenses and no others', async () => {
    const { client } = await signedInAs(server, 'company_driver')
    const [a, b, keep] = [await add(client), await add(client), await add(client)]
    const res = await client.post('/api/expenses/bulk-delete', { ids: [a.id, b.id, a.id.toUpperCase()] })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ deleted: 2 })
    expect((await list(client)).items.map((e: { id: string }) => e.id)).toEqual([keep.id])
    const none = await client.post('/api/expenses/bulk-delete', { ids: [] })
    expect(none.statusCode).toBe(400)
    expect(none.json()).toEqual({ error: 'Please select at least one item' })
  })

  it("deletes nothing when one id is another user's, unknown or a settlement posting", async () => {
    const other = await signedInAs(server, 'company_driver')
    const theirs = await add(other.client)
    const { client, id: userId } = await signedInAs(server, 'company_driver')
    const mine = [await add(client), await add(client)]
    const posted = await settlementExpense(userId)
    const ids = mine.map((e) => e.id)
    const cases = [
      [[...ids, theirs.id], 404],
      [[...ids, '00000000-0000-4000-8000-000000000000'], 404],
      [[...ids, posted.id], 409],
    ] as const
    for (const [attempt, status] of cases) {
      const res = await client.post('/api/expenses/bulk-delete', { ids: attempt })
      expect(res.statusCode).toBe(status)
    }
    expect((await list(client)).total).toBe(3)
    expect((await other.client.get(`/api/expenses/${theirs.id}`)).statusCode).toBe(200)
  })
})

describe('GET /api/expenses/export.csv', () => {
  it('streams the filtered rows as CSV with labels, quoting and neutralised formulas', async () => {
    const { client } = await signedInAs(server, 'company_driver')
    await add(client, { description: '=HYPERLINK("http://evil")', amountCents: 1_250, date: '2025-03-02' })
    await add(client, {
      description: 'Tolls, "I-80"',
      amountCents: 100_000_05,
      category: 'food',
      paymentMethod: 'ach',
      notes: 'line one\nline two',
      taxDeductible: false,
      recurring: true,
      date: '2025-03-03',
    })
    await add(client, { description: 'Outside the range', date: '2025-01-01' })

    const res = await client.get('/api/expenses/export.csv?from=2025-03-01&to=2025-03-31')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toBe('attachment; filename="expenses-2025-03-14.csv"')
    expect(res.body).toBe(
      '\uFEFFDate,Description,Category,Amount,Payment Method,Tax Deductible,Recurring,Notes\r\n' +
        '2025-03-03,"Tolls, ""I-80""",Food & Lodging,100000.05,ACH / Bank Transfer,No,Yes,"line one\nline two"\r\n' +
        `2025-03-02,"'=HYPERLINK(""http://evil"")",Fuel,12.50,Credit Card,Yes,No,\r\n`,
    )
    const searched = await client.get('/api/expenses/export.csv?search=outside')
    expect(searched.body.split('\r\n')).toHaveLength(3)
  })

  it('exports every row across keyset batches, each once', async () => {
    const { client, id: userId } = await signedInAs(server, 'company_driver')
    const rows = Array.from({ length: 2_105 }, (_, i) => ({
      userId,
      type: 'expense' as const,
      category: 'fuel',
      amountCents: i + 1,
      // Few dates, so batches end in the middle of a day and the id breaks the tie.
      date: `2025-02-${String(1 + (i % 3)).padStart(2, '0')}`,
      description: `Row ${i}`,
    }))
    await server.ctx.db.insert(ledgerEntries).values(rows)
    const res = await client.get('/api/expenses/export.csv')
    const lines = res.body.trimEnd().split('\r\n').slice(1)
    expect(lines).toHaveLength(2_105)
    expect(new Set(lines.map((l) => l.split(',')[1])).size).toBe(2_105)
    const stored = await server.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId))
    expect(stored).toHaveLength(2_105)
  })
})
