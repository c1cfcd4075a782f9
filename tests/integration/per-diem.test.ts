import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { ACCESS_MESSAGES } from '@/contracts/access.ts'
import { PER_DIEM_MESSAGES } from '@/contracts/per-diem.ts'
import { perDiemDays, settlementLines, settlements, users } from '@/server/db/schema/index.ts'
import { perDiemYear } from '@/server/features/per-diem/per-diem.public.ts'
import { adminAgent, latestMailTo } from '../support/admin.ts'
import { type Agent, agent } from '../support/agent.ts'
import { type SignedIn, signedInAs } from '../support/signed-in.ts'
import { sharedTestServer, type TestServer, testClock, uniqueEmail } from '../support/test-server.ts'

let server: TestServer
const clock = testClock(new Date('2025-06-15T15:00:00Z'))

beforeAll(async () => {
  server = await sharedTestServer({ clock })
})

const put = (client: Agent, days: object[]) =>
  client.request({ method: 'PUT', url: '/api/per-diem/days', payload: { days } })
const del = (client: Agent, date: string) =>
  client.request({ method: 'DELETE', url: `/api/per-diem/days/${date}` })
const year = async (client: Agent, y = 2025) => {
  const res = await client.get(`/api/per-diem?year=${y}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}
const rowsOf = (userId: string) =>
  server.ctx.db.select().from(perDiemDays).where(eq(perDiemDays.userId, userId)).orderBy(perDiemDays.date)

/** A confirmed settlement with one load line per date. */
async function settlementWithLoads(client: Agent, loadDates: string[]) {
  const res = await client.post('/api/settlements', {
    broker: 'Acme Freight',
    settlementDate: '2025-03-14',
    lines: loadDates.map((loadDate, i) => ({
      kind: 'load',
      description: `Load ${i + 1}`,
      amountCents: 100_000,
      loadDate,
    })),
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json()
}

describe('the per diem log', () => {
  it('confirms days, prices them at the rate of their date and totals the 80 % deduction', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const empty = await year(client)
    expect(empty).toMatchObject({
      year: 2025,
      items: [],
      suggested: [],
      deductiblePercent: '80',
      totals: { fullDays: 0, partialDays: 0, allowanceCents: 0, deductibleCents: 0, daysWithoutRate: 0 },
    })
    expect(
      empty.yearRates.map((r: { from: string; insideConusCents: number }) => [r.from, r.insideConusCents]),
    ).toEqual([
      ['2025-01-01', 8_000],
      ['2025-10-01', 8_000],
    ])

    const saved = await put(client, [
      { date: '2025-03-05', kind: 'partial' },
      { date: '2025-03-03', kind: 'partial' },
      { date: '2025-03-04', kind: 'full', outsideConus: true },
    ])
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toEqual({ saved: 3 })
    const log = await year(client)
    expect(log.items).toEqual([
      { date: '2025-03-03', kind: 'partial', outsideConus: false, rateCents: 8_000, amountCents: 6_000 },
      { date: '2025-03-04', kind: 'full', outsideConus: true, rateCents: 8_600, amountCents: 8_600 },
      { date: '2025-03-05', kind: 'partial', outsideConus: false, rateCents: 8_000, amountCents: 6_000 },
    ])
    expect(log.totals).toEqual({
      fullDays: 1,
      partialDays: 2,
      allowanceCents: 20_600,
      deductibleCents: 16_480,
      daysWithoutRate: 0,
    })
    // Another year's log is apart.
    expect((await year(client, 2024)).items).toEqual([])
  })

  it('edits a day in place and deletes it (404 for a day not in the log)', async () => {
    const { client, id } = await signedInAs(server, 'owner_operator')
    expect((await put(client, [{ date: '2024-09-30', kind: 'full' }])).statusCode).toBe(200)
    expect(
      (await put(client, [{ date: '2024-09-30', kind: 'partial', outsideConus: false }])).statusCode,
    ).toBe(200)
    expect((await year(client, 2024)).items).toEqual([
      { date: '2024-09-30', kind: 'partial', outsideConus: false, rateCents: 6_900, amountCents: 5_175 },
    ])
    expect(await rowsOf(id)).toHaveLength(1)

    const deleted = await del(client, '2024-09-30')
    expect(deleted.statusCode, deleted.body).toBe(204)
    expect(await rowsOf(id)).toHaveLength(0)
    const again = await del(client, '2024-09-30')
    expect(again.statusCode).toBe(404)
    expect(again.json().error).toBe(PER_DIEM_MESSAGES.notFound)
    for (const bad of ['not-a-date', '2025-02-30', '0000-01-01', '9999-01-01']) {
      expect((await del(client, bad)).statusCode, bad).toBe(404)
    }
  })

  it('leaves a day whose year has no IRS rate yet unpriced and counts it apart', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    expect((await put(client, [{ date: '2031-02-03', kind: 'full' }])).statusCode).toBe(200)
    const log = await year(client, 2031)
    expect(log.items[0]).toMatchObject({ rateCents: null, amountCents: null })
    expect(log.totals).toMatchObject({ fullDays: 1, allowanceCents: 0, daysWithoutRate: 1 })
    expect(log.yearRates).toEqual([])
  })

  it('suggests trips from the load dates of confirmed settlements only, minus confirmed days', async () => {
    const { client, id: userId } = await signedInAs(server, 'owner_operator')
    await settlementWithLoads(client, ['2025-03-03', '2025-03-05', '2025-03-20'])
    // A pending settlement (a reading not confirmed yet) suggests nothing.
    const [pending] = await server.ctx.db
      .insert(settlements)
      .values({
        userId,
        broker: 'Parsed Logistics',
        settlementDate: '2025-04-10',
        grossCents: 1,
        deductionsCents: 0,
        netCents: 1,
        status: 'pending',
      })
      .returning()
    await server.ctx.db.insert(settlementLines).values({
      settlementId: pending!.id,
      position: 0,
      kind: 'load',
      amountCents: 1,
      loadDate: '2025-04-08',
    })

    const log = await year(client)
    expect(
      log.suggested.map(
        (d: { date: string; kind: string; tripStart: string }) => `${d.date} ${d.kind} ${d.tripStart}`,
      ),
    ).toEqual([
      '2025-03-03 partial 2025-03-03',
      '2025-03-04 full 2025-03-03',
      '2025-03-05 full 2025-03-03',
      '2025-03-06 partial 2025-03-03',
      '2025-03-20 partial 2025-03-20',
      '2025-03-21 partial 2025-03-20',
    ])
    expect(log.suggested[0]).toMatchObject({ outsideConus: false, rateCents: 8_000, amountCents: 6_000 })
    // Suggestions count for nothing until confirmed.
    expect(log.totals.allowanceCents).toBe(0)

    // A suggested day is confirmed as it comes (what is not a day's field is ignored).
    const trip = log.suggested.slice(0, 4)
    expect((await put(client, trip)).statusCode).toBe(200)
    const after = await year(client)
    expect(after.items.map((d: { date: string }) => d.date)).toEqual([
      '2025-03-03',
      '2025-03-04',
      '2025-03-05',
      '2025-03-06',
    ])
    expect(after.suggested.map((d: { date: string }) => d.date)).toEqual(['2025-03-20', '2025-03-21'])
    expect(after.totals).toMatchObject({
      fullDays: 2,
      partialDays: 2,
      allowanceCents: 28_000,
      deductibleCents: 22_400,
    })
    // The tax report's read gives the same days and totals, at another percent if asked.
    const forReport = await perDiemYear(server.ctx.db, userId, 2025, '50')
    expect(forReport.items).toEqual(after.items)
    expect(forReport.totals).toMatchObject({ allowanceCents: 28_000, deductibleCents: 14_000 })
  })

  it("never shows or changes another user's days", async () => {
    const mine = await signedInAs(server, 'owner_operator')
    const other = await signedInAs(server, 'owner_operator')
    expect((await put(other.client, [{ date: '2025-05-01', kind: 'full' }])).statusCode).toBe(200)
    await settlementWithLoads(other.client, ['2025-05-10'])

    const log = await year(mine.client)
    expect(log.items).toEqual([])
    expect(log.suggested).toEqual([])
    expect((await del(mine.client, '2025-05-01')).statusCode).toBe(404)
    // Saving the same date makes my own day, leaving theirs as it is.
    expect((await put(mine.client, [{ date: '2025-05-01', kind: 'partial' }])).statusCode).toBe(200)
    expect((await rowsOf(other.id)).map((r) => r.kind)).toEqual(['full'])
    expect((await rowsOf(mine.id)).map((r) => r.kind)).toEqual(['partial'])
  })

  it('refuses bad input with a 400 and saves nothing (all or none)', async () => {
    const { client, id } = await signedInAs(server, 'owner_operator')
    const many = Array.from({ length: 401 }, (_, i) => ({
      date: new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10),
      kind: 'full',
    }))
    const cases: [object[] | unknown, string | RegExp][] = [
      [[{ date: '2025-02-30', kind: 'full' }], 'Please enter a valid date'],
      [[{ date: '1850-01-01', kind: 'full' }], /between 1900 and 2200/],
      [[{ date: '2025-03-01', kind: 'holiday' }], PER_DIEM_MESSAGES.kind],
      [[{ date: '2025-03-01', kind: 'full', outsideConus: 'yes' }], /expected boolean/i],
      [
        [
          { date: '2025-03-01', kind: 'full' },
          { date: '2025-03-01', kind: 'partial' },
        ],
        PER_DIEM_MESSAGES.duplicateDays,
      ],
      [[], PER_DIEM_MESSAGES.noDays],
      [many, PER_DIEM_MESSAGES.tooManyDays],
      // One bad day among good ones: none is saved.
      [
        [
          { date: '2025-03-01', kind: 'full' },
          { date: '2025-03-02', kind: 'nope' },
        ],
        PER_DIEM_MESSAGES.kind,
      ],
    ]
    for (const [days, message] of cases) {
      const res = await put(client, days as object[])
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json().error).toMatch(message)
    }
    expect((await client.request({ method: 'PUT', url: '/api/per-diem/days', payload: {} })).statusCode).toBe(
      400,
    )
    for (const y of ['1899', '2201', 'abc', '2025.5']) {
      expect((await client.get(`/api/per-diem?year=${y}`)).statusCode, y).toBe(400)
    }
    expect(await rowsOf(id)).toEqual([])
  })

  it('writes all the days or none when the database refuses one', async () => {
    const { client, id } = await signedInAs(server, 'owner_operator')
    expect((await put(client, [{ date: '2025-07-01', kind: 'full' }])).statusCode).toBe(200)
    // A row the database refuses mid-statement (made to fail by a check added for this test).
    await server.ctx.db.execute(
      sql.raw(
        `ALTER TABLE per_diem_days ADD CONSTRAINT per_diem_test_refuse CHECK (date <> '2025-07-04' OR user_id <> '${id}')`,
      ),
    )
    try {
      const res = await put(client, [
        { date: '2025-07-01', kind: 'partial' },
        { date: '2025-07-02', kind: 'full' },
        { date: '2025-07-04', kind: 'full' },
      ])
      expect(res.statusCode).toBeGreaterThanOrEqual(500)
    } finally {
      await server.ctx.db.execute(sql.raw('ALTER TABLE per_diem_days DROP CONSTRAINT per_diem_test_refuse'))
    }
    expect((await rowsOf(id)).map((r) => `${r.date} ${r.kind}`)).toEqual(['2025-07-01 full'])
  })

  it('moves the books version on every write, so the tax report never answers from an old log', async () => {
    const { client, id } = await signedInAs(server, 'owner_operator')
    const version = async () => {
      const [row] = await server.ctx.db.select({ v: users.booksVersion }).from(users).where(eq(users.id, id))
      return Number(row!.v)
    }
    const v0 = await version()
    await put(client, [{ date: '2025-08-01', kind: 'full' }])
    const v1 = await version()
    expect(v1).toBeGreaterThan(v0)
    await del(client, '2025-08-01')
    expect(await version()).toBeGreaterThan(v1)
  })
})

/** An accountant the owner invited, switched into the owner's books. */
async function accountantIn(owner: SignedIn, access: 'read' | 'write') {
  const admin = await adminAgent(server)
  const email = uniqueEmail('cpa')
  const granted = await owner.client.post('/api/settings/access', { email, access })
  expect(granted.statusCode, granted.body).toBe(201)
  expect((await latestMailTo(admin, email)).text).toContain(granted.json().inviteUrl)
  const cpa = agent(server.app)
  const password = 'ledger-keeper-1'
  const registered = await cpa.post('/api/auth/register', {
    fullName: 'Cora Accountant',
    email,
    password,
    confirmPassword: password,
    inviteToken: granted.json().inviteUrl.split('invite=')[1],
  })
  expect(registered.statusCode, registered.body).toBe(201)
  expect((await cpa.post(`/api/accountant/switch/${owner.id}`, {})).statusCode).toBe(200)
  return cpa
}

describe("an accountant in a client's per diem log", () => {
  it('reads it with a read grant and changes it only with a write grant', async () => {
    const owner = await signedInAs(server, 'owner_operator')
    expect((await put(owner.client, [{ date: '2025-04-01', kind: 'full' }])).statusCode).toBe(200)

    const reader = await accountantIn(owner, 'read')
    expect((await year(reader)).items.map((d: { date: string }) => d.date)).toEqual(['2025-04-01'])
    const refused = await put(reader, [{ date: '2025-04-02', kind: 'full' }])
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error).toBe(ACCESS_MESSAGES.readOnly)
    expect((await del(reader, '2025-04-01')).statusCode).toBe(403)

    const writer = await accountantIn(owner, 'write')
    expect((await put(writer, [{ date: '2025-04-02', kind: 'partial' }])).statusCode).toBe(200)
    expect((await rowsOf(owner.id)).map((r) => `${r.date} ${r.kind}`)).toEqual([
      '2025-04-01 full',
      '2025-04-02 partial',
    ])
  })
})
