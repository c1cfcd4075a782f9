import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PLATFORM_USERS_CARD_FROM } from '@/contracts/dashboard.ts'
import type { DocumentStatus } from '@/contracts/documents.ts'
import { documents, ledgerEntries, mileageEntries, settlements, users } from '@/server/db/schema/index.ts'
import { PLATFORM_COUNT_FRESH_MS } from '@/server/features/dashboard/platform-users.ts'
import { adminAgent } from '../support/admin.ts'
import { agent, registerUser } from '../support/agent.ts'
import { freshDatabases } from '../support/fresh-database.ts'
import { signedInAs } from '../support/signed-in.ts'
import {
  sharedTestServer,
  startTestServer,
  type TestServer,
  testClock,
  uniqueEmail,
} from '../support/test-server.ts'

let server: TestServer
// 2026-03-01 05:00 UTC: still 2026-02-28 in Chicago, already March 1st in UTC.
const clock = testClock(new Date('2026-03-01T05:00:00Z'))

beforeAll(async () => {
  server = await sharedTestServer({ clock })
})

type Entry = { type?: 'revenue' | 'expense'; category?: string; amountCents: number; date: string }

async function insertEntries(userId: string, entries: Entry[]) {
  await server.ctx.db.insert(ledgerEntries).values(
    entries.map((e) => ({
      userId,
      type: e.type ?? 'expense',
      category: e.category ?? (e.type === 'revenue' ? 'loads' : 'fuel'),
      amountCents: e.amountCents,
      date: e.date,
      description: `${e.type ?? 'expense'} ${e.date}`,
    })),
  )
}

async function insertSettlement(userId: string, values: Partial<typeof settlements.$inferInsert> = {}) {
  const [row] = await server.ctx.db
    .insert(settlements)
    .values({
      userId,
      broker: 'Acme Freight',
      settlementDate: '2026-02-10',
      grossCents: 250_000,
      deductionsCents: 40_000,
      netCents: 210_000,
      ...values,
    })
    .returning()
  return row!
}

async function dashboard(client: ReturnType<typeof agent>, query = '') {
  const res = await client.get(`/api/dashboard${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

describe('GET /api/dashboard totals', () => {
  it('sums the period to the cent, beyond 32-bit amounts', async () => {
    const { client, id: userId } = await signedInAs(server, 'owner_operator', { timeZone: 'America/Chicago' })
    await insertEntries(userId, [
      { type: 'revenue', amountCents: 3_000_000_001, date: '2026-02-01' },
      { type: 'revenue', amountCents: 3_000_000_002, date: '2026-02-28' },
      { type: 'revenue', amountCents: 99_999, date: '2026-01-31' },
      { type: 'revenue', amountCents: 99_999, date: '2026-03-01' },
      { amountCents: 12_345, date: '2026-02-15' },
      { amountCents: 1, date: '2026-02-28', category: 'tolls' },
      { amountCents: 50_000, date: '2026-03-01' },
    ])
    const body = await dashboard(client)
    expect(body.range).toEqual({ from: '2026-02-01', to: '2026-02-28' })
    expect(body.incomeCents).toBe(6_000_000_003)
    expect(body.expensesCents).toBe(12_346)
    expect(body.netCents).toBe(6_000_000_003 - 12_346)
  })

  it('answers zeros and empty lists for a user without data', async () => {
    const { client } = await signedInAs(server, 'owner_operator', { timeZone: 'America/Chicago' })
    const body = await dashboard(client)
    expect(body).toMatchObject({
      incomeCents: 0,
      expensesCents: 0,
      netCents: 0,
      breakdown: [],
      recentActivity: [],
    })
    expect(body.chart.unit).toBe('day')
    expect(body.chart.points).toHaveLength(28)
    // Nothing anywhere: no latest entry to offer.
    expect(body.latestEntryDate).toBeNull()
    expect(body.fleet).toBeNull()
    expect(body.quickStats).toEqual({
      settlementsThisMonth: 0,
      pendingUploads: 0,
      milesLogged: 0,
      receiptsScanned: 0,
      loadsThisMonth: 0,
    })
    expect(body.moneyToAskAbout).toEqual({ amountCents: 0, loads: 0 })
  })

  it('never counts another user’s rows', async () => {
    const { id: otherId } = await signedInAs(server, 'owner_operator', { timeZone: 'America/Chicago' })
    await insertEntries(otherId, [
      { type: 'revenue', amountCents: 777_777, date: '2026-02-05' },
      { amountCents: 55_555, date: '2026-02-05' },
    ])
    await insertSettlement(otherId, { status: 'pending' })
    await server.ctx.db.insert(mileageEntries).values({
      userId: otherId,
      date: '2026-02-05',
      startLocation: 'A',
      endLocation: 'B',
      milesTenths: 1000,
    })
    const { client, id: userId } = await signedInAs(server, 'owner_operator', { timeZone: 'America/Chicago' })
    await insertEntries(userId, [{ amountCents: 100, date: '2026-02-05' }])
    const body = await dashboard(client)
    expect(body).toMatchObject({ incomeCents: 0, expensesCents: 100, netCents: -100 })
    expect(body.chart.points.find((p: { start: string }) => p.start === '2026-02-05')).toEqual({
      start: '2026-02-05',
      incomeCents: 0,
      expensesCents: 100,
    })
    expect(
      body.chart.points.reduce((sum: number, p: { incomeCents: number }) => sum + p.incomeCents, 0),
    ).toBe(0)
    expect(body.breakdown).toHaveLength(1)
    expect(body.quickStats).toMatchObject({ settlementsThisMonth: 0, pendingUploads: 0, milesLogged: 0 })
    expect(body.recentActivity).toHaveLength(1)
  })
})

describe('GET /api/dashboard periods', () => {
  it('takes today in the user’s time zone', async () => {
    const chicago = await signedInAs(server, 'owner_operator', { timeZone: 'America/Chicago' })
    const inChicago = await dashboard(chicago.client, '?period=current')
    expect(inChicago.range).toEqual({ from: '2026-02-01', to: '2026-02-28' })
    // The answer names the today it took, so the screen's "this month" needs no time-zone data.
    expect(inChicago.today).toBe('2026-02-28')
    const utc = await signedInAs(server, 'owner_operator', { timeZone: 'UTC' })
    const inUtc = await dashboard(utc.client)
    expect(inUtc.range).toEqual({ from: '2026-03-01', to: '2026-03-31' })
    expect(inUtc.today).toBe('2026-03-01')
  })

  it('covers last month, last quarter, year to date, last year and custom ranges', async () => {
    const { client, id: userId } = await signedInAs(server, 'owner_operator', { timeZone: 'America/Chicago' })
    await insertEntries(userId, [
      { type: 'revenue', amountCents: 1, date: '2024-12-31' },
      { type: 'revenue', amountCents: 10, date: '2025-01-01' },
      { type: 'revenue', amountCents: 100, date: '2025-09-30' },
      { type: 'revenue', amountCents: 1_000, date: '2025-10-01' },
      { type: 'revenue', amountCents: 10_000, date: '2025-12-31' },
      { type: 'revenue', amountCents: 100_000, date: '2026-01-01' },
      { type: 'revenue', amountCents: 1_000_000, date: '2026-01-31' },
      { type: 'revenue', amountCents: 10_000_000, date: '2026-02-28' },
    ])
    const cases: [string, { from: string; to: string }, number][] = [
      ['last-month', { from: '2026-01-01', to: '2026-01-31' }, 1_100_000],
      ['last-quarter', { from: '2025-10-01', to: '2025-12-31' }, 11_000],
      ['ytd', { from: '2026-01-01', to: '2026-02-28' }, 11_100_000],
      ['last-year', { from: '2025-01-01', to: '2025-12-31' }, 11_110],
    ]
    for (const [period, range, income] of cases) {
      const body = await dashboard(client, `?period=${period}`)
      expect(body.range, period).toEqual(range)
      expect(body.incomeCents, period).toBe(income)
    }
    const custom = await dashboard(client, '?period=custom&from=2025-09-30&to=2025-10-01')
    expect(custom.range).toEqual({ from: '2025-09-30', to: '2025-10-01' })
    expect(custom.incomeCents).toBe(1_100)
  })

  it('refuses a custom period without both dates or in the wrong order', async () => {
    const { client } = await signedInAs(server, 'owner_operator', { timeZone: 'America/Chicago' })
    for (const query of [
      '?period=custom',
      '?period=custom&from=2026-01-01',
      '?period=custom&to=2026-01-01',
    ]) {
      const res = await client.get(`/api/dashboard${query}`)
      expect(res.statusCode, query).toBe(400)
      expect(res.json(), query).toEqual({ error: 'A custom period needs a start and an end date' })
    }
    const reversed = await client.get('/api/dashboard?period=custom&from=2026-02-01&to=2026-01-01')
    expect(reversed.statusCode).toBe(400)
    expect(reversed.json()).toEqual({ error: 'The start date must be on or before the end date' })
    expect((await client.get('/api/dashboard?period=forever')).statusCode).toBe(400)
    expect((await client.get('/api/dashboard?period=custom&from=2026-02-30&to=2026-03-01')).statusCode).toBe(
      400,
    )
  })

  it('needs a session', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/dashboard' })).statusCode).toBe(401)
  })
})

describe('GET /api/dashboard chart and breakdown', () => {
  it('plots the chosen period: by day for a month, by month for a year, zeros where empty', async () => {
    const { client, id: userId } = await signedInAs(server, 'owner_operator', { timeZone: 'America/Chicago' })
    await insertEntries(userId, [
      { type: 'revenue', amountCents: 500_000, date: '2025-03-01' },
      { amountCents: 20_000, date: '2025-03-31' },
      { amountCents: 1_234, date: '2025-08-31' },
      { type: 'revenue', amountCents: 300_000, date: '2026-02-28' },
      { type: 'revenue', amountCents: 7, date: '2026-02-01' },
      { type: 'revenue', amountCents: 1, date: '2026-03-01' },
    ])
    const current = await dashboard(client)
    expect(current.chart.unit).toBe('day')
    expect(current.chart.points).toHaveLength(28)
    expect(current.chart.points[0]).toEqual({ start: '2026-02-01', incomeCents: 7, expensesCents: 0 })
    expect(current.chart.points.at(-1)).toEqual({
      start: '2026-02-28',
      incomeCents: 300_000,
      expensesCents: 0,
    })
    expect(current.latestEntryDate).toBeNull()

    // Last year is the twelve months of 2025, not the six before today nor the last six of the year.
    const lastYear = await dashboard(client, '?period=last-year')
    expect(lastYear.chart.unit).toBe('month')
    expect(lastYear.chart.points.map((p: { start: string }) => p.start)).toEqual(
      Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(2, '0')}-01`),
    )
    expect(lastYear.chart.points[2]).toEqual({
      start: '2025-03-01',
      incomeCents: 500_000,
      expensesCents: 20_000,
    })
    expect(lastYear.chart.points[7]).toEqual({ start: '2025-08-01', incomeCents: 0, expensesCents: 1_234 })
    expect(lastYear.chart.points[11]).toEqual({ start: '2025-12-01', incomeCents: 0, expensesCents: 0 })

    // A custom range counts only its own days, in the months it touches; years past 36 months.
    const custom = await dashboard(client, '?period=custom&from=2025-03-15&to=2025-08-31')
    expect(custom.chart.points.map((p: { start: string }) => p.start)).toEqual([
      '2025-03-01',
      '2025-04-01',
      '2025-05-01',
      '2025-06-01',
      '2025-07-01',
      '2025-08-01',
    ])
    expect(custom.chart.points[0]).toEqual({ start: '2025-03-01', incomeCents: 0, expensesCents: 20_000 })
    const decades = await dashboard(client, '?period=custom&from=2020-06-01&to=2026-12-31')
    expect(decades.chart.unit).toBe('year')
    expect(decades.chart.points.map((p: { start: string }) => p.start.slice(0, 4))).toEqual([
      '2020',
      '2021',
      '2022',
      '2023',
      '2024',
      '2025',
      '2026',
    ])
    expect(decades.chart.points[5]).toEqual({
      start: '2025-01-01',
      incomeCents: 500_000,
      expensesCents: 21_234,
    })
    expect(decades.chart.points[6]).toEqual({ start: '2026-01-01', incomeCents: 300_008, expensesCents: 0 })
  })

  it('says where the latest entry is when the period is empty but the books are not', async () => {
    const { client, id: userId } = await signedInAs(server, 'owner_operator', { timeZone: 'America/Chicago' })
    // A year of history imported, nothing this month (February 2026 in Chicago).
    await insertEntries(userId, [
      { type: 'revenue', amountCents: 250_000, date: '2025-01-10' },
      { type: 'revenue', amountCents: 250_000, date: '2025-12-19' },
      { amountCents: 4_000, date: '2025-11-02' },
    ])
    const current = await dashboard(client)
    expect(current).toMatchObject({ incomeCents: 0, expensesCents: 0, latestEntryDate: '2025-12-19' })
    const lastYear = await dashboard(client, '?period=last-year')
    expect(lastYear).toMatchObject({ incomeCents: 500_000, expensesCents: 4_000, latestEntryDate: null })
    // Another user's entries are never the latest.
    const other = await signedInAs(server, 'owner_operator', { timeZone: 'America/Chicago' })
    await insertEntries(other.id, [{ amountCents: 1, date: '2024-05-05' }])
    expect((await dashboard(other.client)).latestEntryDate).toBe('2024-05-05')
    expect((await dashboard(client)).latestEntryDate).toBe('2025-12-19')
  })

  it('breaks the period’s expenses down by category, largest first, with percents', async () => {
    const { client, id: userId } = await signedInAs(server, 'owner_operator', { timeZone: 'America/Chicago' })
    await insertEntries(userId, [
      { amountCents: 30_000, date: '2026-02-01', category: 'fuel' },
      { amountCents: 20_000, date: '2026-02-02', category: 'fuel' },
      { amountCents: 25_000, date: '2026-02-03', category: 'tolls' },
      { amountCents: 12_500, date: '2026-02-04', category: 'food' },
      { amountCents: 12_500, date: '2026-02-05', category: 'tires' },
      { amountCents: 99_999, date: '2026-01-31', category: 'maintenance' },
      { type: 'revenue', amountCents: 99_999, date: '2026-02-05' },
    ])
    const { breakdown, expensesCents } = await dashboard(client)
    expect(expensesCents).toBe(100_000)
    expect(breakdown).toEqual([
      { category: 'fuel', label: 'Fuel', amountCents: 50_000, percent: 50 },
      { category: 'tolls', label: 'Tolls', amountCents: 25_000, percent: 25 },
      { category: 'food', label: 'Food & Lodging', amountCents: 12_500, percent: 12.5 },
      { category: 'tires', label: 'Tires', amountCents: 12_500, percent: 12.5 },
    ])
  })

  it('rounds percents to one decimal', async () => {
    const { client, id: userId } = await signedInAs(server, 'owner_operator', { timeZone: 'America/Chicago' })
    await insertEntries(userId, [
      { amountCents: 200, date: '2026-02-01', category: 'fuel' },
      { amountCents: 100, date: '2026-02-01', category: 'insurance' },
    ])
    const { breakdown } = await dashboard(client)
    expect(breakdown.map((b: { percent: number }) => b.percent)).toEqual([66.7, 33.3])
    expect((await dashboard(client, '?period=last-year')).breakdown).toEqual([])
  })
})

describe('GET /api/dashboard quick stats', () => {
  it('counts this month’s settlements, unfinished uploads, receipts and the period’s miles', async () => {
    const { client, id: userId } = await signedInAs(server, 'owner_operator', { timeZone: 'America/Chicago' })
    await insertSettlement(userId, { settlementDate: '2026-02-01', status: 'processed' })
    await insertSettlement(userId, { settlementDate: '2026-02-28', status: 'pending' })
    await insertSettlement(userId, { settlementDate: '2026-01-31', status: 'pending' })
    await insertSettlement(userId, { settlementDate: '2026-03-01', status: 'error' })
    const doc = (kind: 'settlement' | 'receipt', status: DocumentStatus, n: number) => ({
      userId,
      kind,
      status,
      fileName: `f${n}.pdf`,
      mediaType: 'application/pdf',
      sizeBytes: 10,
      sha256: `${userId}-${n}`,
      storageKey: `${userId}/${n}`,
    })
    await server.ctx.db
      .insert(documents)
      .values([
        doc('settlement', 'uploaded', 1),
        doc('settlement', 'processing', 2),
        doc('settlement', 'needs_review', 3),
        doc('settlement', 'processed', 4),
        doc('settlement', 'failed', 5),
        doc('receipt', 'processed', 6),
        doc('receipt', 'processed', 7),
        doc('receipt', 'failed', 8),
      ])
    const trip = { userId, startLocation: 'Dallas', endLocation: 'Austin' }
    await server.ctx.db.insert(mileageEntries).values([
      { ...trip, date: '2026-02-01', milesTenths: 1 },
      { ...trip, date: '2026-02-28', milesTenths: 2, purpose: 'personal' as const },
      { ...trip, date: '2026-01-31', milesTenths: 5000 },
    ])
    const current = await dashboard(client)
    expect(current.quickStats).toEqual({
      settlementsThisMonth: 2,
      pendingUploads: 3,
      milesLogged: 0.3,
      receiptsScanned: 2,
      loadsThisMonth: 0,
    })
    // "This month" stays the user's current month; miles follow the period.
    const lastMonth = await dashboard(client, '?period=last-month')
    expect(lastMonth.quickStats).toMatchObject({ settlementsThisMonth: 2, milesLogged: 500 })
  })
})

describe('GET /api/dashboard recent activity', () => {
  it('merges the latest settlements and expenses, newest first, at most 8', async () => {
    const { client, id: userId } = await signedInAs(server, 'owner_operator', { timeZone: 'America/Chicago' })
    const at = (minute: number) => new Date(Date.UTC(2026, 1, 20, 12, minute))
    const settlementRows = [
      await insertSettlement(userId, { tripNumber: 'T-100', status: 'processed', createdAt: at(3) }),
      await insertSettlement(userId, { broker: 'Blue Line', status: 'pending', createdAt: at(7) }),
      await insertSettlement(userId, { tripNumber: 'T-200', status: 'error', createdAt: at(11) }),
    ]
    const expenseRows = await server.ctx.db
      .insert(ledgerEntries)
      .values(
        Array.from({ length: 7 }, (_, i) => ({
          userId,
          type: 'expense' as const,
          category: 'fuel',
          amountCents: 1_000 + i,
          date: '2026-02-20',
          description: `Diesel ${i}`,
          createdAt: at(i * 2),
        })),
      )
      .returning()
    // A deduction a settlement posted is part of that settlement's activity, not a separate one.
    await server.ctx.db.insert(ledgerEntries).values({
      userId,
      type: 'expense',
      category: 'insurance',
      amountCents: 5_000,
      date: '2026-02-20',
      description: 'Insurance deduction',
      settlementId: settlementRows[2]!.id,
      createdAt: at(59),
    })
    // Revenue entries are not activity of their own either.
    await insertEntries(userId, [{ type: 'revenue', amountCents: 9, date: '2026-02-20' }])

    const { recentActivity } = await dashboard(client)
    expect(recentActivity).toHaveLength(8)
    expect(recentActivity.map((a: { title: string }) => a.title)).toEqual([
      'Diesel 6',
      'Acme Freight - T-200',
      'Diesel 5',
      'Diesel 4',
      'Blue Line',
      'Diesel 3',
      'Diesel 2',
      'Acme Freight - T-100',
    ])
    expect(recentActivity[0]).toEqual({
      id: expenseRows[6]!.id,
      type: 'expense',
      title: 'Diesel 6',
      amountCents: 1_006,
      status: 'success',
      at: at(12).toISOString(),
    })
    expect(recentActivity[1]).toEqual({
      id: settlementRows[2]!.id,
      type: 'settlement',
      title: 'Acme Freight - T-200',
      amountCents: 210_000,
      status: 'error',
      at: at(11).toISOString(),
    })
    expect(recentActivity[4]).toMatchObject({ type: 'settlement', status: 'pending' })
    expect(recentActivity[7]).toMatchObject({ type: 'settlement', status: 'success' })
  })
})

describe('Platform Users card', () => {
  // Counts every account, so it gets a database no other test file adds users to.
  const databases = freshDatabases(process.env.TEST_DATABASE_URL)
  let own: TestServer
  const cardClock = testClock()
  beforeAll(async () => {
    const databaseUrl = process.env.TEST_DATABASE_URL ? await databases.create('rigledger_card') : undefined
    own = await startTestServer({ config: { databaseUrl }, clock: cardClock })
  })
  afterAll(async () => {
    await own.close()
    await databases.dropAll()
  })

  it('shows the account count to admins always, and to everyone from 100 accounts', async () => {
    const client = agent(own.app)
    await registerUser(client)
    const admin = await adminAgent(own)
    const platformUsers = async (c: typeof client) =>
      (await c.get('/api/dashboard?period=current')).json().platformUsers

    expect(await platformUsers(client)).toBeNull()
    expect(await platformUsers(admin)).toBe(2)

    await own.ctx.db.insert(users).values(
      Array.from({ length: PLATFORM_USERS_CARD_FROM - 3 }, (_, i) => ({
        email: uniqueEmail(`crowd${i}`),
        passwordHash: 'not-a-real-hash',
        fullName: `Crowd ${i}`,
        username: `crowd${i}`,
      })),
    )
    // The count is at most a minute old: still the one counted before the crowd came.
    expect(await platformUsers(admin)).toBe(2)
    cardClock.advance(PLATFORM_COUNT_FRESH_MS)
    expect(await platformUsers(client)).toBeNull()
    await registerUser(agent(own.app))
    cardClock.advance(PLATFORM_COUNT_FRESH_MS)
    expect(await platformUsers(client)).toBe(PLATFORM_USERS_CARD_FROM)
  })
})
