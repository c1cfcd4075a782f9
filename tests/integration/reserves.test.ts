import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { RESERVE_MESSAGES } from '@/contracts/reserves.ts'
import { addDays } from '@/domain/period.ts'
import { ledgerEntries, reserveAccounts, reserveEntries } from '@/server/db/schema/index.ts'
import { signedInAs } from '../support/signed-in.ts'
import { sharedTestServer, type TestServer } from '../support/test-server.ts'

let server: TestServer

beforeAll(async () => {
  server = await sharedTestServer()
})

/** A posted weekly settlement from the carrier that holds $100 of escrow back (or pays some back). */
const settlement = (date: string, escrowCents: number) => ({
  broker: 'Prairie Line Carriers',
  settlementNumber: `S-${date}`,
  tripNumber: `T-${date}`,
  settlementDate: date,
  lines: [
    { kind: 'load', description: 'Omaha to Denver', amountCents: 300_000 },
    { kind: 'deduction', category: 'escrow', description: 'Escrow', amountCents: escrowCents },
  ],
})

describe('an escrow account', () => {
  it('reads its deposits from the carrier’s settlements, posts only draws and interest, and keeps an exact balance', async () => {
    const { client, id: userId } = await signedInAs(server)
    // Three weeks of $100 held back by "prairie line  carriers" (the same payer, written otherwise).
    for (const date of ['2025-01-03', '2025-01-10', '2025-01-17']) {
      const res = await client.post('/api/settlements', settlement(date, 10_000))
      expect(res.statusCode, res.body).toBe(201)
    }
    const opened = await client.post('/api/reserve-accounts', {
      payerName: 'prairie line  carriers',
      kind: 'escrow',
      weeklyDepositCents: 10_000,
      interestRate: '4.00',
    })
    expect(opened.statusCode, opened.body).toBe(201)
    const account = opened.json()
    expect(account.balanceCents).toBe(30_000)

    const entry = (body: Record<string, unknown>) =>
      client.post(`/api/reserve-accounts/${account.id}/entries`, body)
    // Interest for the quarter: 3 deposits held to 2025-03-30 (day 89) from days 3, 10, 17:
    // 87 + 80 + 73 = 240 days × 10,000 ¢ × 4 / 36,500 = 263.0 → 263 ¢.
    expect((await entry({ kind: 'interest', amountCents: 263, date: '2025-03-31' })).statusCode).toBe(201)
    const drawn = await entry({
      kind: 'draw',
      amountCents: 12_500,
      date: '2025-04-02',
      description: 'Brake repair, invoice 88',
      expenseCategory: 'maintenance',
    })
    expect(drawn.statusCode, drawn.body).toBe(201)
    expect(drawn.json().balanceCents).toBe(30_000 + 263 - 12_500)
    // The carrier pays the rest back on a settlement (a credit on its escrow line).
    expect((await client.post('/api/settlements', settlement('2025-04-11', -17_763))).statusCode).toBe(201)

    const statement = (
      await client.get(`/api/reserve-accounts/${account.id}/statement?from=2025-01-01&to=2025-04-30`)
    ).json()
    expect(statement.openingBalanceCents).toBe(0)
    expect(
      statement.entries.map((e: { kind: string; amountCents: number; balanceCents: number }) => [
        e.kind,
        e.amountCents,
        e.balanceCents,
      ]),
    ).toEqual([
      ['deposit', 10_000, 10_000],
      ['deposit', 10_000, 20_000],
      ['deposit', 10_000, 30_000],
      ['interest', 263, 30_263],
      ['draw', 12_500, 17_763],
      ['refund', 17_763, 0],
    ])
    expect(statement.entries[0]).toMatchObject({ fromSettlement: true, settlementLabel: 'T-2025-01-03' })
    expect(statement.closingBalanceCents).toBe(0)
    const q2 = (
      await client.get(`/api/reserve-accounts/${account.id}/statement?from=2025-04-01&to=2025-04-30`)
    ).json()
    expect(q2.openingBalanceCents).toBe(30_263)

    // The books: the repair is an expense on its day, the interest other income; deposits and the
    // refund are the trucker's own money and post nothing.
    const posted = await server.ctx.db
      .select({
        type: ledgerEntries.type,
        category: ledgerEntries.category,
        amountCents: ledgerEntries.amountCents,
        date: ledgerEntries.date,
      })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, userId)))
    expect(posted.filter((p) => p.category !== 'loads')).toEqual(
      expect.arrayContaining([
        { type: 'expense', category: 'maintenance', amountCents: 12_500, date: '2025-04-02' },
        { type: 'revenue', category: 'interest_income', amountCents: 263, date: '2025-03-31' },
      ]),
    )
    expect(posted.filter((p) => p.category !== 'loads')).toHaveLength(2)
    const pl = (
      await client.get('/api/reports/profit-loss?period=custom&from=2025-01-01&to=2025-12-31')
    ).json()
    expect(JSON.stringify(pl)).toContain('12500')

    // Deleting the draw takes its expense with it.
    const draw = statement.entries.find((e: { kind: string }) => e.kind === 'draw')
    expect(
      (
        await client.request({
          method: 'DELETE',
          url: `/api/reserve-entries/${draw.id}`,
        })
      ).statusCode,
    ).toBe(204)
    const left = await server.ctx.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.category, 'maintenance')))
    expect(left).toHaveLength(0)
  })

  it('26 weekly deposits, quarterly interest, a repair and the refund: balance, P&L and tax exact', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    // Fridays January 3 to June 27, 2025: 26 settlements of $3,000 that each hold $100 back.
    const fridays = Array.from({ length: 26 }, (_, i) => addDays('2025-01-03', 7 * i))
    expect(fridays.at(-1)).toBe('2025-06-27')
    for (const date of fridays) {
      const res = await client.post('/api/settlements', settlement(date, 10_000))
      expect(res.statusCode, res.body).toBe(201)
    }
    const account = (
      await client.post('/api/reserve-accounts', {
        payerName: 'Prairie Line Carriers',
        kind: 'escrow',
        weeklyDepositCents: 10_000,
        interestRate: '4',
        leaseEndDate: '2025-07-07',
      })
    ).json()
    const entry = async (body: Record<string, unknown>) => {
      const res = await client.post(`/api/reserve-accounts/${account.id}/entries`, body)
      expect(res.statusCode, res.body).toBe(201)
    }
    // Q1 at 4 %: 13 deposits on days 3, 10, …, 87 held to March 30 (day 89): Σ(90 − d) = 13 × 90 − 585
    // = 585 days × 10,000 ¢ = 5,850,000 cent-days × 4 / 36,500 = 641.1 → 641 ¢.
    await entry({ kind: 'interest', amountCents: 641, date: '2025-03-31' })
    await entry({
      kind: 'draw',
      amountCents: 125_000,
      date: '2025-05-15',
      description: 'Brake job, invoice 4471',
      expenseCategory: 'maintenance',
    })
    // Q2: 130,641 ¢ held March 31 (day 90) to June 29 (day 180), 91 days = 11,888,331; 13 deposits on
    // days 94, 101, …, 178 add 10,000 × Σ(181 − d) = 10,000 × 585 = 5,850,000; the draw on day 135
    // takes 125,000 × 46 = 5,750,000: 11,988,331 cent-days × 4 / 36,500 = 1,313.8 → 1,314 ¢.
    await entry({ kind: 'interest', amountCents: 1_314, date: '2025-06-30' })
    const held = (await client.get(`/api/reserve-accounts/${account.id}`)).json()
    // 26 × 10,000 + 641 + 1,314 − 125,000 = 136,955.
    expect(held.balanceCents).toBe(136_955)
    expect(held.checks.filter((c: { kind: string }) => c.kind.startsWith('interest'))).toEqual([])
    // The carrier returns it all on July 11 (four days after the lease's end): a credit on the line.
    expect((await client.post('/api/settlements', settlement('2025-07-11', -136_955))).statusCode).toBe(201)
    const after = (await client.get(`/api/reserve-accounts/${account.id}`)).json()
    expect(after.balanceCents).toBe(0)
    // No 13-week Treasury bill yield is on file in this database: each period says so (the credits
    // are held to the lease's rate alone; tbill-yields.test.ts checks them against the yields).
    expect(after.checks).toEqual([
      { kind: 'tbill_rate_unknown', date: '2025-01-03', creditDate: '2025-03-31' },
      { kind: 'tbill_rate_unknown', date: '2025-03-31', creditDate: '2025-06-30' },
    ])

    // P&L: the repair is an expense and the interest income; deposits and the refund are not.
    const pl = (
      await client.get('/api/reports/profit-loss?period=custom&from=2025-01-01&to=2025-12-31')
    ).json()
    expect(pl.summary ?? pl).toMatchObject({
      totalRevenueCents: 27 * 300_000 + 1_955,
      totalExpensesCents: 125_000,
    })
    // Tax: the repair on Schedule C line 21; the interest is Form 1040 line 2b, not gross receipts.
    const tax = (await client.get('/api/reports/tax?year=2025')).json()
    expect(tax.scheduleC.find((l: { line: string }) => l.line === '21').amountCents).toBe(125_000)
    expect(tax.interestIncomeCents).toBe(1_955)
    expect(tax.grossIncomeCents).toBe(27 * 300_000)
    expect(tax.detailed.scheduleCProfitCents).toBe(27 * 300_000 - 125_000)
  })

  it('takes interest paid out on a settlement as interest income, the balance unchanged', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    for (const date of ['2025-01-03', '2025-01-10']) {
      expect((await client.post('/api/settlements', settlement(date, 10_000))).statusCode).toBe(201)
    }
    const account = (
      await client.post('/api/reserve-accounts', { payerName: 'Prairie Line Carriers', kind: 'escrow' })
    ).json()
    // The carrier pays the quarter's interest out as a credit on the escrow line.
    const paidOut = {
      ...settlement('2025-04-04', 10_000),
      lines: [
        { kind: 'load', description: 'Omaha to Denver', amountCents: 300_000 },
        { kind: 'deduction', category: 'escrow', description: 'Escrow interest Q1', amountCents: -175 },
      ],
    }
    expect((await client.post('/api/settlements', paidOut)).statusCode).toBe(201)
    const statement = (
      await client.get(`/api/reserve-accounts/${account.id}/statement?from=2025-01-01&to=2025-04-30`)
    ).json()
    expect(
      statement.entries.map((e: { kind: string; amountCents: number; balanceCents: number }) => [
        e.kind,
        e.amountCents,
        e.balanceCents,
      ]),
    ).toEqual([
      ['deposit', 10_000, 10_000],
      ['deposit', 10_000, 20_000],
      ['interest', 175, 20_175],
      ['refund', 175, 20_000],
    ])
    const tax = (await client.get('/api/reports/tax?year=2025')).json()
    expect(tax.interestIncomeCents).toBe(175)
    expect(tax.grossIncomeCents).toBe(3 * 300_000)
  })

  it('alerts when a lease ended and the escrow is not back, with the day it is due', async () => {
    const { client } = await signedInAs(server)
    const today = new Date().toISOString().slice(0, 10)
    const ended = addDays(today, -40)
    const res = await client.post('/api/reserve-accounts', {
      payerName: 'Summit Haulers',
      kind: 'escrow',
      interestRate: '3.5',
      leaseEndDate: ended,
      fromSettlements: false,
    })
    const id = res.json().id
    await client.post(`/api/reserve-accounts/${id}/entries`, {
      kind: 'deposit',
      amountCents: 250_000,
      date: addDays(ended, -5),
    })
    const account = (await client.get(`/api/reserve-accounts/${id}`)).json()
    expect(account.balanceCents).toBe(250_000)
    const due = account.checks.find((c: { kind: string }) => c.kind === 'return_due')
    expect(due).toMatchObject({ dueDate: addDays(ended, 45), balanceCents: 250_000 })
    expect(due.daysLeft).toBeGreaterThanOrEqual(4)
    expect(due.daysLeft).toBeLessThanOrEqual(6)
    // A deposit dated ahead is listed with the entries, and counts from its day on.
    await client.post(`/api/reserve-accounts/${id}/entries`, {
      kind: 'deposit',
      amountCents: 1_000,
      date: addDays(today, 3),
    })
    const entries = (await client.get(`/api/reserve-accounts/${id}/entries`)).json()
    expect(entries.entries.map((e: { amountCents: number }) => e.amountCents)).toEqual([250_000, 1_000])
    expect((await client.get(`/api/reserve-accounts/${id}`)).json().balanceCents).toBe(250_000)
  })

  it('refuses bad input with the reason and writes nothing', async () => {
    const { client, id: userId } = await signedInAs(server)
    for (const body of [
      { payerName: '', kind: 'escrow' },
      { payerName: 'A', kind: 'savings' },
      { payerName: 'A', kind: 'escrow', interestRate: '4.123456' },
      { payerName: 'A', kind: 'escrow', interestRate: 4 },
      { payerName: 'A', kind: 'escrow', leaseEndDate: '2025-02-30' },
      { payerName: 'A\u0000B', kind: 'escrow' },
    ]) {
      const res = await client.post('/api/reserve-accounts', body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
    }
    const { id } = (await client.post('/api/reserve-accounts', { payerName: 'A', kind: 'escrow' })).json()
    for (const [body, message] of [
      [{ kind: 'draw', amountCents: 100, date: '2025-01-01' }, RESERVE_MESSAGES.drawDescriptionRequired],
      [{ kind: 'adjustment', amountCents: 100, date: '2025-01-01' }, RESERVE_MESSAGES.directionRequired],
      [
        { kind: 'deposit', amountCents: 100, date: '2025-01-01', expenseCategory: 'fuel' },
        RESERVE_MESSAGES.categoryOnlyDraw,
      ],
      [{ kind: 'deposit', amountCents: 0, date: '2025-01-01' }, null],
      [{ kind: 'deposit', amountCents: 1.5, date: '2025-01-01' }, null],
      [{ kind: 'deposit', amountCents: 100, date: '1800-01-01' }, null],
    ] as const) {
      const res = await client.post(`/api/reserve-accounts/${id}/entries`, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      if (message) expect(res.json().error).toBe(message)
    }
    expect(
      await server.ctx.db.select().from(reserveEntries).where(eq(reserveEntries.userId, userId)),
    ).toHaveLength(0)
  })

  it('is the owner’s alone: another user’s id is not found, and changes nothing', async () => {
    const owner = await signedInAs(server)
    const stranger = await signedInAs(server)
    const { id } = (
      await owner.client.post('/api/reserve-accounts', { payerName: 'Mine', kind: 'tire' })
    ).json()
    const entry = await owner.client.post(`/api/reserve-accounts/${id}/entries`, {
      kind: 'deposit',
      amountCents: 500,
      date: '2025-01-01',
    })
    expect(entry.statusCode).toBe(201)
    const [entryRow] = await server.ctx.db
      .select()
      .from(reserveEntries)
      .where(eq(reserveEntries.accountId, id))
    for (const [method, url, payload] of [
      ['GET', `/api/reserve-accounts/${id}`, undefined],
      ['PATCH', `/api/reserve-accounts/${id}`, { notes: 'x' }],
      ['DELETE', `/api/reserve-accounts/${id}`, undefined],
      ['GET', `/api/reserve-accounts/${id}/entries`, undefined],
      [
        'POST',
        `/api/reserve-accounts/${id}/entries`,
        { kind: 'deposit', amountCents: 100, date: '2025-01-01' },
      ],
      ['DELETE', `/api/reserve-entries/${entryRow!.id}`, undefined],
      ['GET', `/api/reserve-accounts/${id}/statement`, undefined],
    ] as const) {
      const res = await stranger.client.request({ method, url, ...(payload ? { payload } : {}) })
      expect(res.statusCode, `${method} ${url}`).toBe(404)
    }
    expect((await stranger.client.get('/api/reserve-accounts')).json().items).toEqual([])
    const [row] = await server.ctx.db.select().from(reserveAccounts).where(eq(reserveAccounts.id, id))
    expect(row!.notes).toBe('')
    expect(
      await server.ctx.db.select().from(reserveEntries).where(eq(reserveEntries.accountId, id)),
    ).toHaveLength(1)
  })
})
