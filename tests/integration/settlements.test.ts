import { asc, count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { ledgerEntries, settlementLines, settlements } from '@/server/db/schema/index.ts'
import type { Agent } from '../support/agent.ts'
import { signedInAs } from '../support/signed-in.ts'
import { sharedTestServer, type TestServer, testClock } from '../support/test-server.ts'

let server: TestServer
// 22:00 on 15 March in Chicago (the default time zone), already the 16th in UTC.
const clock = testClock(new Date('2026-03-16T03:00:00Z'))

beforeAll(async () => {
  server = await sharedTestServer({ clock })
})

const db = () => server.ctx.db

const patch = (client: Agent, url: string, payload: object) =>
  client.request({ method: 'PATCH', url, payload })
const del = (client: Agent, url: string) => client.request({ method: 'DELETE', url })

const fullSettlement = () => ({
  broker: 'Acme Freight',
  settlementNumber: 'S-1001',
  tripNumber: 'T-77',
  settlementDate: '2026-03-06',
  periodStart: '2026-02-28',
  periodEnd: '2026-03-06',
  notes: 'Week 10',
  lines: [
    { kind: 'load', description: 'Dallas to Memphis', amountCents: 250_050, loadNumber: 'L1', miles: 452.5 },
    { kind: 'deduction', category: 'fuel', description: 'Fuel card', amountCents: 80_025 },
    { kind: 'load', description: 'Memphis to Atlanta', amountCents: 190_001, loadNumber: 'L2' },
    { kind: 'deduction', category: 'escrow', amountCents: 10_000 },
    { kind: 'deduction', category: 'advance', description: 'Cash advance', amountCents: 20_000 },
    { kind: 'deduction', category: 'insurance', description: 'Occ/acc', amountCents: 4_599 },
    { kind: 'deduction', amountCents: 1_000 },
    { kind: 'reimbursement', description: 'Lumper', amountCents: 7_500 },
  ],
})

async function entriesOf(settlementId: string) {
  return db()
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.settlementId, settlementId))
    .orderBy(asc(ledgerEntries.type), asc(ledgerEntries.category), asc(ledgerEntries.amountCents))
}

async function rowCounts(userId: string) {
  const [s] = await db().select({ n: count() }).from(settlements).where(eq(settlements.userId, userId))
  const [l] = await db()
    .select({ n: count() })
    .from(settlementLines)
    .innerJoin(settlements, eq(settlements.id, settlementLines.settlementId))
    .where(eq(settlements.userId, userId))
  const [e] = await db().select({ n: count() }).from(ledgerEntries).where(eq(ledgerEntries.userId, userId))
  return { settlements: s!.n, lines: l!.n, entries: e!.n }
}

/** Confirms a settlement as it stands: the review screen sends it back as the user checked it. */
async function confirmAsIs(client: Agent, id: string) {
  const current = (await client.get(`/api/settlements/${id}`)).json()
  return client.post(`/api/settlements/${id}/confirm`, current)
}

async function create(client: Agent, overrides: object = {}) {
  const res = await client.post('/api/settlements', { ...fullSettlement(), ...overrides })
  expect(res.statusCode, res.body).toBe(201)
  return res.json()
}

/** A settlement as a document upload leaves it: pending, not posted. */
async function insertPending(
  userId: string,
  lines: { kind: 'load' | 'deduction'; amountCents: number; category?: string }[],
) {
  const [row] = await db()
    .insert(settlements)
    .values({
      userId,
      broker: 'Parsed Logistics',
      tripNumber: 'P-9',
      settlementDate: '2026-03-10',
      // Stale totals: confirming takes them again from the lines.
      grossCents: 1,
      deductionsCents: 0,
      netCents: 1,
      status: 'pending',
    })
    .returning()
  if (lines.length) {
    await db()
      .insert(settlementLines)
      .values(lines.map((line, position) => ({ settlementId: row!.id, position, ...line })))
  }
  return row!
}

describe('POST /api/settlements', () => {
  it('creates a processed settlement with totals from its lines and posts its ledger entries', async () => {
    const { client, id: userId } = await signedInAs(server, 'owner_operator')
    const created = await create(client, { grossCents: 1, netCents: 999_999_999 })
    expect(created).toMatchObject({
      broker: 'Acme Freight',
      settlementNumber: 'S-1001',
      tripNumber: 'T-77',
      settlementDate: '2026-03-06',
      periodStart: '2026-02-28',
      periodEnd: '2026-03-06',
      notes: 'Week 10',
      status: 'processed',
      grossCents: 440_051,
      deductionsCents: 115_624,
      reimbursementsCents: 7_500,
      netCents: 331_927,
      confirmedAt: clock.now().toISOString(),
    })
    expect(created.lines.map((l: { amountCents: number }) => l.amountCents)).toEqual([
      250_050, 80_025, 190_001, 10_000, 20_000, 4_599, 1_000, 7_500,
    ])
    expect(created.lines[0]).toMatchObject({ kind: 'load', loadNumber: 'L1', miles: 452.5, category: null })
    expect(created.lines[6]).toMatchObject({ kind: 'deduction', category: 'other' })

    const entries = await entriesOf(created.id)
    expect(entries.map((e) => [e.type, e.category, e.amountCents, e.description, e.taxDeductible])).toEqual([
      ['revenue', 'loads', 440_051, 'Acme Freight - T-77', false],
      ['revenue', 'reimbursements', 7_500, 'Acme Freight - T-77 (reimbursements)', false],
      ['expense', 'fuel', 80_025, 'Acme Freight - T-77: Fuel card', true],
      ['expense', 'insurance', 4_599, 'Acme Freight - T-77: Occ/acc', true],
      // A lumper paid back posts the fee too: the pair nets to zero.
      ['expense', 'lumper', 7_500, 'Acme Freight - T-77: Lumper (paid back on this settlement)', true],
      ['expense', 'other', 1_000, 'Acme Freight - T-77: Other', true],
    ])
    for (const entry of entries) {
      expect(entry).toMatchObject({ userId, date: '2026-03-06', paymentMethod: null, recurring: false })
    }

    const detail = await client.get(`/api/settlements/${created.id}`)
    expect(detail.statusCode).toBe(200)
    expect(detail.json()).toEqual(created)
  })

  it('posts road taxes as a deductible expense and never tax withheld from pay', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const created = await create(client, {
      lines: [
        { kind: 'load', description: 'Gross pay', amountCents: 200_000 },
        { kind: 'deduction', category: 'road_taxes', description: 'IFTA fuel tax', amountCents: 3_245 },
        {
          kind: 'deduction',
          category: 'withholding',
          description: 'Federal income tax',
          amountCents: 18_000,
        },
        { kind: 'deduction', category: 'withholding', description: 'Medicare', amountCents: 2_900 },
      ],
    })
    expect(created.deductionsCents).toBe(24_145)
    expect(created.netCents).toBe(175_855)
    const expenses = (await entriesOf(created.id)).filter((entry) => entry.type === 'expense')
    expect(expenses.map((e) => [e.category, e.amountCents, e.taxDeductible])).toEqual([
      ['road_taxes', 3_245, true],
    ])
    const dashboard = (await client.get('/api/dashboard?period=custom&from=2026-03-01&to=2026-03-31')).json()
    expect(dashboard.expensesCents).toBe(3_245)
    expect(dashboard.netCents).toBe(200_000 - 3_245)
    expect(dashboard.breakdown.map((b: { category: string }) => b.category)).toEqual(['road_taxes'])
  })

  it('answers the validation messages and writes nothing', async () => {
    const { client, id: userId } = await signedInAs(server, 'owner_operator')
    await create(client)
    const before = await rowCounts(userId)
    const base = fullSettlement()
    const cases: [object, string][] = [
      [{ ...base, broker: '  ' }, 'Please fill in all required fields'],
      [{ ...base, broker: undefined }, 'Please fill in all required fields'],
      [{ ...base, settlementDate: '' }, 'Please fill in all required fields'],
      [{ ...base, settlementDate: undefined }, 'Please fill in all required fields'],
      [{ ...base, lines: [] }, 'Add at least one load with an amount'],
      [{ ...base, lines: undefined }, 'Add at least one load with an amount'],
      [
        { ...base, lines: base.lines.filter((l) => l.kind !== 'load') },
        'Add at least one load with an amount',
      ],
      [
        { ...base, lines: [{ kind: 'load', amountCents: -100 }] },
        'Only a deduction can be a credit (a negative amount): a load or reimbursement must be more than $0.00',
      ],
      [{ ...base, lines: [{ kind: 'load', amountCents: 12.5 }] }, 'Please enter a valid amount'],
      [{ ...base, lines: [{ kind: 'load', amountCents: 0 }] }, 'Please enter a valid amount'],
      [
        { ...base, lines: [...base.lines, { kind: 'deduction', amountCents: 'abc' }] },
        'Please enter a valid amount',
      ],
    ]
    for (const [body, message] of cases) {
      const res = await client.post('/api/settlements', body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json()).toEqual({ error: message })
    }
    expect(await rowCounts(userId)).toEqual(before)
  })
})

describe('POST /api/settlements/:id/confirm', () => {
  it('posts a pending settlement once, with totals from its lines', async () => {
    const { client, id: userId } = await signedInAs(server, 'owner_operator')
    const pending = await insertPending(userId, [
      { kind: 'load', amountCents: 300_000 },
      { kind: 'deduction', amountCents: 50_000, category: 'fuel' },
      { kind: 'deduction', amountCents: 25_000, category: 'escrow' },
    ])
    expect(await entriesOf(pending.id)).toHaveLength(0)

    const res = await confirmAsIs(client, pending.id)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      status: 'processed',
      confirmedAt: clock.now().toISOString(),
      grossCents: 300_000,
      deductionsCents: 75_000,
      netCents: 225_000,
    })
    const posted = await entriesOf(pending.id)
    expect(posted.map((e) => [e.type, e.category, e.amountCents, e.date])).toEqual([
      ['revenue', 'loads', 300_000, '2026-03-10'],
      ['expense', 'fuel', 50_000, '2026-03-10'],
    ])

    const again = await confirmAsIs(client, pending.id)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(res.json())
    expect(await entriesOf(pending.id)).toHaveLength(2)
  })

  it('saves the edited settlement it is sent and posts that, in one request', async () => {
    const { client, id: userId } = await signedInAs(server, 'owner_operator')
    const pending = await insertPending(userId, [
      { kind: 'load', amountCents: 100_000 },
      { kind: 'deduction', amountCents: 9_000, category: 'other' },
    ])
    const current = (await client.get(`/api/settlements/${pending.id}`)).json()
    const edited = {
      ...current,
      broker: 'Corrected Logistics',
      lines: [
        { kind: 'load', description: 'Dallas to Tulsa', amountCents: 120_000 },
        { kind: 'deduction', category: 'fuel', description: 'Fuel card', amountCents: 9_000 },
      ],
    }
    const res = await client.post(`/api/settlements/${pending.id}/confirm`, edited)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      status: 'processed',
      broker: 'Corrected Logistics',
      netCents: 111_000,
    })
    expect((await entriesOf(pending.id)).map((e) => [e.category, e.amountCents, e.description])).toEqual([
      ['loads', 120_000, 'Corrected Logistics - P-9'],
      ['fuel', 9_000, 'Corrected Logistics - P-9: Fuel card'],
    ])
    // Bad input changes nothing: still pending, not posted.
    const other = await insertPending(userId, [{ kind: 'load', amountCents: 5_000 }])
    const refused = await client.post(`/api/settlements/${other.id}/confirm`, { ...edited, lines: [] })
    expect(refused.statusCode).toBe(400)
    expect((await client.get(`/api/settlements/${other.id}`)).json()).toMatchObject({
      status: 'pending',
      broker: 'Parsed Logistics',
      grossCents: 1,
    })
  })

  it('posts once when two confirms race', async () => {
    const { client, id: userId } = await signedInAs(server, 'owner_operator')
    const pending = await insertPending(userId, [{ kind: 'load', amountCents: 42_000 }])
    const url = `/api/settlements/${pending.id}/confirm`
    const body = (await client.get(`/api/settlements/${pending.id}`)).json()
    const answers = await Promise.all([
      client.post(url, body),
      client.post(url, body),
      client.post(url, body),
    ])
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200])
    expect((await entriesOf(pending.id)).map((e) => e.amountCents)).toEqual([42_000])
  })

  it('refuses a pending settlement without a load and posts nothing', async () => {
    const { client, id: userId } = await signedInAs(server, 'owner_operator')
    const pending = await insertPending(userId, [])
    const res = await confirmAsIs(client, pending.id)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: 'Add at least one load with an amount' })
    const [row] = await db().select().from(settlements).where(eq(settlements.id, pending.id))
    expect(row).toMatchObject({ status: 'pending', confirmedAt: null })
    expect(await entriesOf(pending.id)).toHaveLength(0)
  })
})

describe('PATCH /api/settlements/:id', () => {
  it('replaces fields and lines and posts the entries again', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const created = await create(client)
    const oldIds = (await entriesOf(created.id)).map((e) => e.id)
    clock.advance(60_000)
    const res = await patch(client, `/api/settlements/${created.id}`, {
      broker: 'Beta Lines',
      tripNumber: '',
      settlementNumber: 'B-2',
      settlementDate: '2026-03-07',
      lines: [
        { kind: 'load', amountCents: 100_000 },
        { kind: 'deduction', category: 'tolls', description: 'PikePass', amountCents: 3_333 },
      ],
    })
    expect(res.statusCode, res.body).toBe(200)
    const updated = res.json()
    expect(updated).toMatchObject({
      broker: 'Beta Lines',
      tripNumber: null,
      settlementNumber: 'B-2',
      periodStart: null,
      notes: '',
      grossCents: 100_000,
      deductionsCents: 3_333,
      reimbursementsCents: 0,
      netCents: 96_667,
      status: 'processed',
      confirmedAt: created.confirmedAt,
      createdAt: created.createdAt,
      updatedAt: clock.now().toISOString(),
    })
    expect(updated.updatedAt).not.toBe(created.updatedAt)
    expect(updated.lines.map((l: { kind: string }) => l.kind)).toEqual(['load', 'deduction'])

    const entries = await entriesOf(created.id)
    expect(entries.map((e) => [e.type, e.category, e.amountCents, e.description, e.date])).toEqual([
      ['revenue', 'loads', 100_000, 'Beta Lines - B-2', '2026-03-07'],
      ['expense', 'tolls', 3_333, 'Beta Lines - B-2: PikePass', '2026-03-07'],
    ])
    expect(entries.some((e) => oldIds.includes(e.id))).toBe(false)
    const [lineCount] = await db()
      .select({ n: count() })
      .from(settlementLines)
      .where(eq(settlementLines.settlementId, created.id))
    expect(lineCount!.n).toBe(2)
  })

  it('does not post a pending settlement and rejects bad input without changes', async () => {
    const { client, id: userId } = await signedInAs(server, 'owner_operator')
    const pending = await insertPending(userId, [{ kind: 'load', amountCents: 5_000 }])
    const body = {
      broker: 'Parsed',
      settlementDate: '2026-03-11',
      lines: [{ kind: 'load', amountCents: 6_000 }],
    }
    const res = await patch(client, `/api/settlements/${pending.id}`, body)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      status: 'pending',
      confirmedAt: null,
      grossCents: 6_000,
      netCents: 6_000,
    })
    expect(await entriesOf(pending.id)).toHaveLength(0)

    const created = await create(client)
    const before = await client.get(`/api/settlements/${created.id}`)
    const entriesBefore = await entriesOf(created.id)
    const bad = await patch(client, `/api/settlements/${created.id}`, { ...body, lines: [] })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toEqual({ error: 'Add at least one load with an amount' })
    expect((await client.get(`/api/settlements/${created.id}`)).json()).toEqual(before.json())
    expect(await entriesOf(created.id)).toEqual(entriesBefore)
  })
})

describe('DELETE /api/settlements/:id and bulk delete', () => {
  it('deletes a settlement with its lines and ledger entries', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const created = await create(client)
    expect((await entriesOf(created.id)).length).toBeGreaterThan(0)
    const res = await del(client, `/api/settlements/${created.id}`)
    expect(res.statusCode).toBe(204)
    expect(res.body).toBe('')
    expect(await entriesOf(created.id)).toHaveLength(0)
    const lines = await db()
      .select()
      .from(settlementLines)
      .where(eq(settlementLines.settlementId, created.id))
    expect(lines).toHaveLength(0)
    expect((await client.get(`/api/settlements/${created.id}`)).statusCode).toBe(404)
    expect((await del(client, `/api/settlements/${created.id}`)).statusCode).toBe(404)
  })

  it('bulk deletes all or nothing', async () => {
    const { client, id: userId } = await signedInAs(server, 'owner_operator')
    const other = await signedInAs(server, 'owner_operator')
    const a = await create(client)
    const b = await create(client)
    const theirs = await create(other.client)
    const before = await rowCounts(userId)

    const refused = await client.post('/api/settlements/bulk-delete', { ids: [a.id, b.id, theirs.id] })
    expect(refused.statusCode).toBe(404)
    expect(refused.json()).toEqual({ error: 'Settlement not found' })
    expect(await rowCounts(userId)).toEqual(before)
    expect((await other.client.get(`/api/settlements/${theirs.id}`)).statusCode).toBe(200)

    const empty = await client.post('/api/settlements/bulk-delete', { ids: [] })
    expect(empty.statusCode).toBe(400)
    expect(empty.json()).toEqual({ error: 'Please select at least one item' })

    const res = await client.post('/api/settlements/bulk-delete', { ids: [a.id, b.id, a.id] })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ deleted: 2 })
    expect(await rowCounts(userId)).toEqual({ settlements: 0, lines: 0, entries: 0 })
  })
})

describe('GET /api/settlements', () => {
  async function seedList() {
    const { client, id: userId } = await signedInAs(server, 'owner_operator')
    const made = {
      jan: await create(client, { broker: 'Acme Freight', tripNumber: 'T-1', settlementDate: '2026-01-31' }),
      feb1: await create(client, {
        broker: 'Blue 100% Carriers',
        tripNumber: 'X_2',
        settlementDate: '2026-02-01',
      }),
      feb2: await create(client, {
        broker: 'acme logistics',
        settlementNumber: 'ZZ-9',
        settlementDate: '2026-02-28',
      }),
      mar: await create(client, { broker: 'Crow Haul', tripNumber: null, settlementDate: '2026-03-01' }),
    }
    const pending = await insertPending(userId, [{ kind: 'load', amountCents: 1_000 }])
    return { client, made, pending }
  }
  const names = (res: { json(): { items: { broker: string }[] } }) => res.json().items.map((i) => i.broker)

  it('lists newest first with true totals, pages and no lines', async () => {
    const { client } = await seedList()
    const first = await client.get('/api/settlements?pageSize=2')
    expect(first.statusCode).toBe(200)
    expect(first.json().total).toBe(5)
    expect(names(first)).toEqual(['Parsed Logistics', 'Crow Haul'])
    expect(first.json().items[0]).not.toHaveProperty('lines')
    const third = await client.get('/api/settlements?pageSize=2&page=3')
    expect(third.json()).toMatchObject({ total: 5 })
    expect(names(third)).toEqual(['Acme Freight'])
    expect((await client.get('/api/settlements?page=9')).json()).toEqual({ items: [], total: 5 })
    expect((await client.get('/api/settlements?pageSize=101')).statusCode).toBe(400)
  })

  it('filters by search, status and inclusive dates', async () => {
    const { client } = await seedList()
    expect(names(await client.get('/api/settlements?search=ACME'))).toEqual([
      'acme logistics',
      'Acme Freight',
    ])
    expect(names(await client.get('/api/settlements?search=zz-9'))).toEqual(['acme logistics'])
    expect(names(await client.get('/api/settlements?search=t-1'))).toEqual(['Acme Freight'])
    expect(names(await client.get('/api/settlements?search=100%25'))).toEqual(['Blue 100% Carriers'])
    expect(names(await client.get('/api/settlements?search=X_'))).toEqual(['Blue 100% Carriers'])
    expect((await client.get('/api/settlements?search=%25')).json().total).toBe(1)
    expect((await client.get('/api/settlements?search=_')).json().total).toBe(1)
    expect(names(await client.get('/api/settlements?status=pending'))).toEqual(['Parsed Logistics'])
    expect((await client.get('/api/settlements?status=error')).json()).toEqual({ items: [], total: 0 })
    expect((await client.get('/api/settlements?status=lost')).statusCode).toBe(400)
    const feb = await client.get('/api/settlements?from=2026-02-01&to=2026-02-28')
    expect(names(feb)).toEqual(['acme logistics', 'Blue 100% Carriers'])
    expect(names(await client.get('/api/settlements?from=2026-03-01&status=processed'))).toEqual([
      'Crow Haul',
    ])
    const bad = await client.get('/api/settlements?from=2026-02-30')
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toEqual({ error: 'Please enter a valid date' })
  })
})

describe('GET /api/settlements/export.csv', () => {
  it('streams the filtered rows with safe cells and the selected ids', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const formula = await create(client, {
      broker: '=HYPERLINK("http://evil")',
      settlementNumber: '+1',
      tripNumber: 'Load, "big"',
      settlementDate: '2026-03-02',
    })
    const negative = await create(client, {
      broker: 'Minus Co',
      settlementNumber: null,
      tripNumber: '@T',
      settlementDate: '2026-03-01',
      lines: [
        { kind: 'load', amountCents: 1_000 },
        { kind: 'deduction', category: 'advance', amountCents: 2_550 },
      ],
    })
    await create(client, { broker: 'Old One', settlementDate: '2025-12-31' })

    const res = await client.get('/api/settlements/export.csv?from=2026-01-01')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toBe('attachment; filename="settlements-2026-03-15.csv"')
    expect(res.body).toBe(
      '\uFEFFDate,Broker,Settlement Number,Trip Number,Gross,Deductions,Reimbursements,Net,Status\r\n' +
        `2026-03-02,"'=HYPERLINK(""http://evil"")",'+1,"Load, ""big""",4400.51,1156.24,75.00,3319.27,processed\r\n` +
        "2026-03-01,Minus Co,,'@T,10.00,25.50,0.00,-15.50,processed\r\n",
    )

    const selected = await client.get(
      `/api/settlements/export.csv?ids=${negative.id},${formula.id}&search=minus`,
    )
    expect(selected.body.split('\r\n').slice(1, -1)).toEqual([
      "2026-03-01,Minus Co,,'@T,10.00,25.50,0.00,-15.50,processed",
    ])
    const other = await signedInAs(server, 'owner_operator')
    const none = await other.client.get(`/api/settlements/export.csv?ids=${formula.id}`)
    expect(none.body).toBe(
      '\uFEFFDate,Broker,Settlement Number,Trip Number,Gross,Deductions,Reimbursements,Net,Status\r\n',
    )
    expect((await client.get('/api/settlements/export.csv?ids=nope')).statusCode).toBe(400)
  })

  it('walks every row in keyset batches, newest first', async () => {
    const { client, id: userId } = await signedInAs(server, 'owner_operator')
    const rows = Array.from({ length: 1_203 }, (_, i) => ({
      userId,
      broker: `Bulk ${i}`,
      settlementDate: `2026-02-${String((i % 3) + 1).padStart(2, '0')}`,
      grossCents: 100,
      deductionsCents: 0,
      netCents: 100,
    }))
    await db().insert(settlements).values(rows)
    const res = await client.get('/api/settlements/export.csv')
    const lines = res.body.split('\r\n').slice(1, -1)
    expect(lines).toHaveLength(1_203)
    expect(new Set(lines.map((l) => l.split(',')[1])).size).toBe(1_203)
    const dates = lines.map((l) => l.split(',')[0])
    expect(dates).toEqual([...dates].sort().reverse())
  })
})

describe('scoping', () => {
  it("answers 404 for another user's settlement or a bad id and leaves it untouched", async () => {
    const owner = await signedInAs(server, 'owner_operator')
    const intruder = await signedInAs(server, 'owner_operator')
    const created = await create(owner.client)
    const entriesBefore = await entriesOf(created.id)
    const body = fullSettlement()
    for (const id of [created.id, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const url = `/api/settlements/${id}`
      for (const res of [
        await intruder.client.get(url),
        await patch(intruder.client, url, body),
        await del(intruder.client, url),
        await intruder.client.post(`${url}/confirm`, body),
      ]) {
        expect(res.statusCode, `${res.raw.req.method} ${url}`).toBe(404)
        expect(res.json()).toEqual({ error: 'Settlement not found' })
      }
    }
    expect((await owner.client.get(`/api/settlements/${created.id}`)).json()).toEqual(created)
    expect(await entriesOf(created.id)).toEqual(entriesBefore)
    expect((await intruder.client.get('/api/settlements')).json()).toEqual({ items: [], total: 0 })
  })

  it('answers 401 without a session', async () => {
    const id = '00000000-0000-4000-8000-000000000000'
    const calls = [
      ['GET', '/api/settlements'],
      ['POST', '/api/settlements'],
      ['GET', '/api/settlements/export.csv'],
      ['POST', '/api/settlements/bulk-delete'],
      ['GET', `/api/settlements/${id}`],
      ['PATCH', `/api/settlements/${id}`],
      ['DELETE', `/api/settlements/${id}`],
      ['POST', `/api/settlements/${id}/confirm`],
    ] as const
    for (const [method, url] of calls) {
      const res = await server.app.inject({ method, url, payload: method === 'GET' ? undefined : {} })
      expect(res.statusCode, `${method} ${url}`).toBe(401)
      expect(res.json()).toEqual({ error: 'Please sign in to continue' })
    }
  })
})
