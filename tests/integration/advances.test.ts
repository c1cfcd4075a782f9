import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { ADVANCE_MESSAGES } from '@/contracts/advances.ts'
import { advances, ledgerEntries } from '@/server/db/schema/index.ts'
import { advancesOwed } from '@/server/features/advances/advances.public.ts'
import { signedInAs } from '../support/signed-in.ts'
import { sharedTestServer, type TestServer } from '../support/test-server.ts'

let server: TestServer

beforeAll(async () => {
  server = await sharedTestServer()
})

/** A posted weekly settlement from the carrier that deducts advances (amounts and their text). */
const settlement = (date: string, advanceLines: [number, string][], broker = 'Prairie Line Carriers') => ({
  broker,
  settlementNumber: `S-${date}`,
  tripNumber: `T-${date}`,
  settlementDate: date,
  lines: [
    { kind: 'load', description: 'Omaha to Denver', amountCents: 300_000 },
    { kind: 'deduction', category: 'fuel', description: 'Fuel card', amountCents: 40_000 },
    ...advanceLines.map(([amountCents, description]) => ({
      kind: 'deduction',
      category: 'advance',
      description,
      amountCents,
    })),
  ],
})

type Client = Awaited<ReturnType<typeof signedInAs>>['client']
const patch = (client: Client, url: string, payload: object) =>
  client.request({ method: 'PATCH', url, payload })

const postedExpenses = (userId: string) =>
  server.ctx.db
    .select({
      type: ledgerEntries.type,
      category: ledgerEntries.category,
      amountCents: ledgerEntries.amountCents,
      date: ledgerEntries.date,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId))

describe('advances', () => {
  it('are owed until a settlement deducts them; what they paid for is an expense once; the repayment is not', async () => {
    const { client, id: userId } = await signedInAs(server)
    const add = async (body: Record<string, unknown>) => {
      const res = await client.post('/api/advances', body)
      expect(res.statusCode, res.body).toBe(201)
      return res.json()
    }
    // A $350 Comchek for a lumper on Jan 6, a $200 EFS check for fuel on Jan 7, $100 cash on Jan 14.
    const lumper = await add({
      payerName: 'Prairie Line Carriers',
      date: '2025-01-06',
      amountCents: 35_000,
      method: 'comchek',
      reference: '40221-7',
      expenseCategory: 'lumper',
      description: 'Lumper, Kroger DC Denver',
    })
    expect(lumper).toMatchObject({ outstanding: true, repayment: null })
    expect(lumper.ledgerEntryId).toBeTruthy()
    const fuel = await add({
      payerName: 'prairie line  carriers',
      date: '2025-01-07',
      amountCents: 20_000,
      method: 'efs',
    })
    const cash = await add({
      payerName: 'Prairie Line Carriers',
      date: '2025-01-14',
      amountCents: 10_000,
      method: 'cash',
    })

    // Owed on Jan 9: both January advances so far, one payer however it is written.
    const owedJan9 = (await client.get('/api/advances/outstanding?date=2025-01-09')).json()
    expect(owedJan9.items).toHaveLength(1)
    expect(owedJan9.items[0]).toMatchObject({ outstandingCents: 55_000 })
    expect(owedJan9.totalCents).toBe(55_000)

    // The Jan 10 settlement deducts $200 (by amount) and Comchek 40221-7 (by its number, written
    // with a different amount: the carrier's fee on top) and an advance nobody recorded ($75).
    const posted = await client.post(
      '/api/settlements',
      settlement('2025-01-10', [
        [20_000, 'EFS advance'],
        [35_500, 'Comchek #40221-7 incl. fee'],
        [7_500, 'Cash advance'],
      ]),
    )
    expect(posted.statusCode, posted.body).toBe(201)
    const settlementId = posted.json().id

    const list = (await client.get('/api/advances')).json()
    const byId = new Map(list.items.map((a: { id: string }) => [a.id, a]))
    expect(byId.get(fuel.id)).toMatchObject({
      outstanding: false,
      repayment: { settlementId, settlementLabel: 'T-2025-01-10', amountCents: 20_000, matchedBy: 'amount' },
    })
    expect(byId.get(lumper.id)).toMatchObject({
      outstanding: false,
      repayment: { settlementId, amountCents: 35_500, matchedBy: 'reference' },
    })
    expect(byId.get(cash.id)).toMatchObject({ outstanding: true, repayment: null })
    expect(list.unmatchedRepayments).toEqual([
      expect.objectContaining({ settlementId, amountCents: 7_500, description: 'Cash advance' }),
    ])

    // Owed after the settlement: only the cash advance; before it, both January ones still.
    expect((await client.get('/api/advances/outstanding?date=2025-01-20')).json().totalCents).toBe(10_000)
    expect((await client.get('/api/advances/outstanding?date=2025-01-09')).json().totalCents).toBe(55_000)
    expect(await advancesOwed({ db: server.ctx.db, userId, date: '2025-01-20' })).toEqual([
      { payerName: 'Prairie Line Carriers', amountCents: 10_000 },
    ])

    // "Record this advance" from the unmatched line: it is pinned to that line and repaid by it.
    const recorded = await add({
      payerName: 'Prairie Line Carriers',
      date: '2025-01-08',
      amountCents: 7_500,
      method: 'cash',
      settlementId,
      settlementLinePosition: list.unmatchedRepayments[0].settlementLinePosition,
    })
    expect(recorded).toMatchObject({
      outstanding: false,
      repayment: { matchedBy: 'user', amountCents: 7_500 },
    })
    expect((await client.get('/api/advances')).json().unmatchedRepayments).toEqual([])

    // The books: the lumper once, on the advance's date; the fuel card line; the advance lines of
    // the settlement (a loan paid back) nothing.
    const expenses = (await postedExpenses(userId)).filter((e) => e.type === 'expense')
    expect(expenses).toEqual(
      expect.arrayContaining([
        { type: 'expense', category: 'lumper', amountCents: 35_000, date: '2025-01-06' },
        { type: 'expense', category: 'fuel', amountCents: 40_000, date: '2025-01-10' },
      ]),
    )
    expect(expenses).toHaveLength(2)

    // Editing the advance keeps its one expense in step; clearing what it paid for removes it.
    const edited = await patch(client, `/api/advances/${lumper.id}`, {
      amountCents: 36_000,
      date: '2025-01-05',
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json().ledgerEntryId).toBe(lumper.ledgerEntryId)
    const lumperRows = (await postedExpenses(userId)).filter((e) => e.category === 'lumper')
    expect(lumperRows).toEqual([
      { type: 'expense', category: 'lumper', amountCents: 36_000, date: '2025-01-05' },
    ])
    expect((await patch(client, `/api/advances/${lumper.id}`, { expenseCategory: null })).statusCode).toBe(
      200,
    )
    expect((await postedExpenses(userId)).filter((e) => e.category === 'lumper')).toEqual([])

    // The settlement deleted: what it repaid is owed again (lines are read, never copied); today
    // is the default date.
    expect(
      (await client.request({ method: 'DELETE', url: `/api/settlements/${settlementId}` })).statusCode,
    ).toBe(204)
    const owedNow = (await client.get('/api/advances/outstanding')).json()
    expect(owedNow.totalCents).toBe(36_000 + 20_000 + 10_000 + 7_500)
    expect((await client.get('/api/advances')).json().unmatchedRepayments).toEqual([])

    // Deleting an advance deletes the expense it posted.
    expect(
      (await patch(client, `/api/advances/${lumper.id}`, { expenseCategory: 'lumper' })).statusCode,
    ).toBe(200)
    expect((await client.request({ method: 'DELETE', url: `/api/advances/${lumper.id}` })).statusCode).toBe(
      204,
    )
    expect((await postedExpenses(userId)).filter((e) => e.category === 'lumper')).toEqual([])
    expect((await client.get(`/api/advances/${lumper.id}`)).statusCode).toBe(404)
  })

  it('a settlement’s advance line posts no expense even with no advance recorded', async () => {
    const { client, id: userId } = await signedInAs(server)
    const res = await client.post('/api/settlements', settlement('2025-02-07', [[50_000, 'Comchek advance']]))
    expect(res.statusCode, res.body).toBe(201)
    const rows = await postedExpenses(userId)
    expect(rows.filter((r) => r.type === 'expense')).toEqual([
      { type: 'expense', category: 'fuel', amountCents: 40_000, date: '2025-02-07' },
    ])
    expect((await client.get('/api/advances')).json()).toMatchObject({
      items: [],
      total: 0,
      unmatchedRepayments: [
        expect.objectContaining({ amountCents: 50_000, payerName: 'Prairie Line Carriers' }),
      ],
    })
  })

  it('refuses bad input with the reason and writes nothing', async () => {
    const { client, id: userId } = await signedInAs(server)
    const other = await signedInAs(server)
    const theirs = (
      await other.client.post('/api/settlements', settlement('2025-02-07', [[5_000, 'Advance']]))
    ).json()
    const mine = (
      await client.post('/api/settlements', settlement('2025-02-07', [[5_000, 'Advance']]))
    ).json()
    const ok = { payerName: 'A', date: '2025-01-01', amountCents: 100, method: 'cash' }
    for (const [body, status, message] of [
      [{ ...ok, payerName: '' }, 400, ADVANCE_MESSAGES.payerRequired],
      [{ ...ok, payerName: 'A\u0000B' }, 400, null],
      [{ ...ok, payerName: 'x'.repeat(201) }, 400, null],
      [{ ...ok, method: 'venmo' }, 400, ADVANCE_MESSAGES.methodInvalid],
      [{ ...ok, amountCents: 0 }, 400, null],
      [{ ...ok, amountCents: 1.5 }, 400, null],
      [{ ...ok, amountCents: '100' }, 400, null],
      [{ ...ok, date: '2025-02-30' }, 400, null],
      [{ ...ok, date: '1800-01-01' }, 400, null],
      [{ ...ok, reference: 'r'.repeat(61) }, 400, null],
      [{ ...ok, expenseCategory: 'lumper' }, 400, ADVANCE_MESSAGES.descriptionRequired],
      [{ ...ok, expenseCategory: 'yacht', description: 'x' }, 400, null],
      [{ ...ok, settlementId: mine.id }, 400, ADVANCE_MESSAGES.lineBoth],
      [{ ...ok, settlementId: 'not-a-uuid', settlementLinePosition: 0 }, 400, null],
      // The load line (position 0) is not an advance; another user's settlement is not found.
      [{ ...ok, settlementId: mine.id, settlementLinePosition: 0 }, 400, ADVANCE_MESSAGES.lineNotAdvance],
      [{ ...ok, settlementId: mine.id, settlementLinePosition: 99 }, 400, ADVANCE_MESSAGES.lineNotAdvance],
      [
        { ...ok, settlementId: theirs.id, settlementLinePosition: 2 },
        404,
        ADVANCE_MESSAGES.settlementNotFound,
      ],
    ] as const) {
      const res = await client.post('/api/advances', body)
      expect(res.statusCode, JSON.stringify(body).slice(0, 200)).toBe(status)
      if (message) expect(res.json().error).toBe(message)
    }
    expect((await client.get('/api/advances/outstanding?date=2025-02-31')).statusCode).toBe(400)
    expect((await client.get('/api/advances/outstanding?date=garbage')).statusCode).toBe(400)
    expect(await server.ctx.db.select().from(advances).where(eq(advances.userId, userId))).toHaveLength(0)
    const { id } = (await client.post('/api/advances', ok)).json()
    expect((await patch(client, `/api/advances/${id}`, { expenseCategory: 'fuel' })).statusCode).toBe(400)
    expect((await patch(client, `/api/advances/${id}`, { amountCents: -5 })).statusCode).toBe(400)
    expect((await client.get('/api/advances/not-a-uuid')).statusCode).toBe(404)
  })

  it('is the owner’s alone: another user’s id is not found, and changes nothing', async () => {
    const owner = await signedInAs(server)
    const stranger = await signedInAs(server)
    const { id } = (
      await owner.client.post('/api/advances', {
        payerName: 'Mine',
        date: '2025-01-01',
        amountCents: 500,
        method: 'comchek',
        expenseCategory: 'fuel',
        description: 'Fuel at Petro',
      })
    ).json()
    for (const [method, url, payload] of [
      ['GET', `/api/advances/${id}`, undefined],
      ['PATCH', `/api/advances/${id}`, { note: 'x' }],
      ['DELETE', `/api/advances/${id}`, undefined],
    ] as const) {
      const res = await stranger.client.request({ method, url, ...(payload ? { payload } : {}) })
      expect(res.statusCode, `${method} ${url}`).toBe(404)
    }
    expect((await stranger.client.get('/api/advances')).json()).toMatchObject({ items: [], total: 0 })
    expect((await stranger.client.get('/api/advances/outstanding?date=2025-06-01')).json().items).toEqual([])
    const [row] = await server.ctx.db.select().from(advances).where(eq(advances.id, id))
    expect(row!.note).toBe('')
    expect(row!.ledgerEntryId).toBeTruthy()
  })
})
