import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { LEDGER_MESSAGES } from '@/contracts/ledger-common.ts'
import { mileageEntries } from '@/server/db/schema/index.ts'
import { type Agent, agent, registerUser } from '../support/agent.ts'
import { signedInAs } from '../support/signed-in.ts'
import { sharedTestServer, type TestServer, testClock } from '../support/test-server.ts'

let server: TestServer
// 2026-03-01 05:00 UTC is still 2026-02-28 in Chicago (the default user time zone).
const clock = testClock(new Date('2026-03-01T05:00:00Z'))

beforeAll(async () => {
  server = await sharedTestServer({ clock })
})

/** An owner-operator logging miles in a pickup: the standard rate applies. */

const trip = (overrides: Record<string, unknown> = {}) => ({
  date: '2026-02-10',
  startLocation: 'Dallas, TX',
  endLocation: 'Houston, TX',
  miles: 239.5,
  purpose: 'business',
  notes: '',
  ...overrides,
})

async function add(client: Agent, overrides: Record<string, unknown> = {}) {
  const res = await client.post('/api/mileage', trip(overrides))
  expect(res.statusCode, res.body).toBe(201)
  return res.json()
}

const patch = (client: Agent, id: string, payload: object) =>
  client.request({ method: 'PATCH', url: `/api/mileage/${id}`, payload })
const del = (client: Agent, id: string) => client.request({ method: 'DELETE', url: `/api/mileage/${id}` })

async function rowCount(userId: string) {
  return (await server.ctx.db.select().from(mileageEntries).where(eq(mileageEntries.userId, userId))).length
}

describe('the standard-rate deduction', () => {
  const log = async (role: string, vehicle?: string) => {
    const client = agent(server.app)
    await registerUser(client, { role })
    if (vehicle) await client.request({ method: 'PUT', url: '/api/mileage/vehicle', payload: { vehicle } })
    const entry = await add(client, { miles: 100, date: '2026-02-10' })
    const list = (await client.get('/api/mileage?from=2026-01-01&to=2026-12-31')).json()
    return { entry, summary: list.summary }
  }

  it('applies to business miles in a car, pickup or van', async () => {
    const { entry, summary } = await log('owner_operator', 'car_pickup_van')
    expect(entry.deductionCents).toBe(7250)
    expect(summary).toMatchObject({
      deductionCents: 7250,
      vehicle: 'car_pickup_van',
      standardRate: { applies: true, reason: null },
    })
  })

  it('does not apply to a tractor, to a W-2 company driver, or before the vehicle is known', async () => {
    for (const [role, vehicle, reason] of [
      ['owner_operator', 'tractor', 'tractor'],
      ['company_driver', 'car_pickup_van', 'w2_employee'],
      ['fleet_manager', undefined, 'vehicle_unknown'],
    ] as const) {
      const { entry, summary } = await log(role, vehicle)
      expect(entry.deductionCents, role).toBe(0)
      expect(summary, role).toMatchObject({
        totalMiles: 100,
        businessMiles: 100,
        deductionCents: 0,
        standardRate: { applies: false, reason },
      })
    }
  })

  it('refuses an unknown vehicle', async () => {
    const { client } = await signedInAs(server, 'owner_operator', { vehicle: 'car_pickup_van' })
    const res = await client.request({
      method: 'PUT',
      url: '/api/mileage/vehicle',
      payload: { vehicle: 'boat' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: 'Please choose a vehicle' })
  })
})

describe('POST /api/mileage', () => {
  it('creates an entry with its year rate and deduction', async () => {
    const { client } = await signedInAs(server, 'owner_operator', { vehicle: 'car_pickup_van' })
    const entry = await add(client, { miles: 12.3, date: '2026-01-05', notes: 'Fuel stop' })
    expect(entry).toMatchObject({
      date: '2026-01-05',
      startLocation: 'Dallas, TX',
      endLocation: 'Houston, TX',
      miles: 12.3,
      purpose: 'business',
      notes: 'Fuel stop',
      rateCents: 72.5,
      // 12.3 mi × 72.5¢ = 891.75¢
      deductionCents: 892,
    })
    const personal = await add(client, { purpose: 'personal', miles: 50 })
    expect(personal.deductionCents).toBe(0)
    expect((await client.get(`/api/mileage/${entry.id}`)).json()).toEqual(entry)
  })

  it('answers the spec messages and writes nothing', async () => {
    const { client, id: userId } = await signedInAs(server, 'owner_operator', { vehicle: 'car_pickup_van' })
    const cases: [Record<string, unknown>, string][] = [
      [{ startLocation: '' }, LEDGER_MESSAGES.required],
      [{ startLocation: undefined }, LEDGER_MESSAGES.required],
      [{ endLocation: '   ' }, LEDGER_MESSAGES.required],
      [{ miles: undefined }, LEDGER_MESSAGES.required],
      [{ date: '' }, LEDGER_MESSAGES.required],
      [{ date: undefined }, LEDGER_MESSAGES.required],
      [{ miles: 0 }, LEDGER_MESSAGES.milesInvalid],
      [{ miles: -5 }, LEDGER_MESSAGES.milesInvalid],
      [{ miles: 10.25 }, LEDGER_MESSAGES.milesInvalid],
      [{ miles: '12' }, LEDGER_MESSAGES.milesInvalid],
    ]
    for (const [overrides, message] of cases) {
      const res = await client.post('/api/mileage', trip(overrides))
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400)
      expect(res.json(), JSON.stringify(overrides)).toEqual({ error: message })
    }
    expect(await rowCount(userId)).toBe(0)
  })

  it('needs a session', async () => {
    const res = await server.app.inject({ method: 'POST', url: '/api/mileage', payload: trip() })
    expect(res.statusCode).toBe(401)
  })
})

describe('GET /api/mileage', () => {
  it('sums each year at its own rate and leaves personal miles out of the deduction', async () => {
    const { client } = await signedInAs(server, 'owner_operator', { vehicle: 'car_pickup_van' })
    await add(client, { date: '2025-12-31', miles: 100 })
    await add(client, { date: '2026-01-01', miles: 100 })
    await add(client, { date: '2026-01-02', miles: 40, purpose: 'personal' })
    const { summary, total } = (await client.get('/api/mileage')).json()
    expect(total).toBe(3)
    expect(summary).toEqual({
      totalMiles: 240,
      businessMiles: 200,
      personalMiles: 40,
      // 100 mi × 70¢ (2025) + 100 mi × 72.5¢ (2026)
      deductionCents: 7000 + 7250,
      // The year of today (2026-02-28 for the user) when no `to` is given.
      standardRateCents: 72.5,
      vehicle: 'car_pickup_van',
      standardRate: { applies: true, reason: null },
    })
    const only2025 = (await client.get('/api/mileage?to=2025-12-31')).json().summary
    expect(only2025).toMatchObject({ totalMiles: 100, deductionCents: 7000, standardRateCents: 70 })
  })

  it('keeps tenths exact', async () => {
    const { client } = await signedInAs(server, 'owner_operator', { vehicle: 'car_pickup_van' })
    await add(client, { miles: 0.1 })
    await add(client, { miles: 0.2 })
    const { summary } = (await client.get('/api/mileage')).json()
    expect(summary.totalMiles).toBe(0.3)
    expect(summary.businessMiles).toBe(0.3)
    // 0.3 mi × 72.5¢ = 21.75¢
    expect(summary.deductionCents).toBe(22)
  })

  it('filters by inclusive dates and lists newest first in pages', async () => {
    const { client } = await signedInAs(server, 'owner_operator', { vehicle: 'car_pickup_van' })
    for (const date of ['2026-01-31', '2026-02-01', '2026-02-14', '2026-02-28', '2026-03-01']) {
      await add(client, { date, miles: 10, startLocation: `From ${date}` })
    }
    const feb = (await client.get('/api/mileage?from=2026-02-01&to=2026-02-28')).json()
    expect(feb.total).toBe(3)
    expect(feb.items.map((i: { date: string }) => i.date)).toEqual(['2026-02-28', '2026-02-14', '2026-02-01'])
    expect(feb.summary.totalMiles).toBe(30)

    const page2 = (await client.get('/api/mileage?page=2&pageSize=2')).json()
    expect(page2.total).toBe(5)
    expect(page2.items.map((i: { date: string }) => i.date)).toEqual(['2026-02-14', '2026-02-01'])
    // The summary covers the whole range, not the page.
    expect(page2.summary.totalMiles).toBe(50)

    const bad = await client.get('/api/mileage?from=2026-02-30')
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toEqual({ error: LEDGER_MESSAGES.dateInvalid })
  })

  it('never shows another user’s entries', async () => {
    const { client: owner } = await signedInAs(server, 'owner_operator', { vehicle: 'car_pickup_van' })
    await add(owner, { miles: 500 })
    const { client: other } = await signedInAs(server, 'owner_operator', { vehicle: 'car_pickup_van' })
    const list = (await other.get('/api/mileage')).json()
    expect(list.total).toBe(0)
    expect(list.items).toEqual([])
    expect(list.summary).toMatchObject({ totalMiles: 0, deductionCents: 0 })
  })
})

describe('PATCH, GET and DELETE /api/mileage/:id', () => {
  it('updates the given fields and recomputes the deduction', async () => {
    const { client } = await signedInAs(server, 'owner_operator', { vehicle: 'car_pickup_van' })
    const entry = await add(client, { date: '2026-02-10', miles: 100 })
    const res = await patch(client, entry.id, { miles: 80.5, date: '2025-06-01', notes: 'Corrected' })
    expect(res.statusCode).toBe(200)
    // 80.5 mi × 70¢ = 5635¢
    expect(res.json()).toMatchObject({ miles: 80.5, date: '2025-06-01', notes: 'Corrected', rateCents: 70 })
    expect(res.json().deductionCents).toBe(5635)
    expect(res.json().startLocation).toBe('Dallas, TX')

    const personal = await patch(client, entry.id, { purpose: 'personal' })
    expect(personal.json().deductionCents).toBe(0)

    const invalid = await patch(client, entry.id, { miles: 0.05 })
    expect(invalid.statusCode).toBe(400)
    expect(invalid.json()).toEqual({ error: LEDGER_MESSAGES.milesInvalid })
    const blank = await patch(client, entry.id, { endLocation: '' })
    expect(blank.json()).toEqual({ error: LEDGER_MESSAGES.required })
    expect((await client.get(`/api/mileage/${entry.id}`)).json()).toMatchObject({
      miles: 80.5,
      endLocation: 'Houston, TX',
    })
  })

  it('deletes with 204', async () => {
    const { client, id: userId } = await signedInAs(server, 'owner_operator', { vehicle: 'car_pickup_van' })
    const entry = await add(client)
    expect((await del(client, entry.id)).statusCode).toBe(204)
    expect(await rowCount(userId)).toBe(0)
    expect((await client.get(`/api/mileage/${entry.id}`)).statusCode).toBe(404)
    expect((await del(client, entry.id)).statusCode).toBe(404)
  })

  it('answers 404 for another user’s entry or a malformed id and changes nothing', async () => {
    const { client: owner, id: ownerId } = await signedInAs(server, 'owner_operator', {
      vehicle: 'car_pickup_van',
    })
    const entry = await add(owner, { miles: 42 })
    const { client: other } = await signedInAs(server, 'owner_operator', { vehicle: 'car_pickup_van' })
    const notFound = { error: 'Mileage entry not found' }
    for (const id of [entry.id, 'not-a-uuid', '00000000-0000-0000-0000-000000000000']) {
      for (const res of [
        await other.get(`/api/mileage/${id}`),
        await patch(other, id, { miles: 1 }),
        await del(other, id),
      ]) {
        expect(res.statusCode, `${res.raw.req.method} ${id}`).toBe(404)
        expect(res.json()).toEqual(notFound)
      }
    }
    expect(await rowCount(ownerId)).toBe(1)
    expect((await owner.get(`/api/mileage/${entry.id}`)).json().miles).toBe(42)
  })
})

describe('GET /api/mileage/export.csv', () => {
  it('streams the filtered log with rates, deductions and safe cells', async () => {
    const { client } = await signedInAs(server, 'owner_operator', { vehicle: 'car_pickup_van' })
    await add(client, { date: '2025-12-30', miles: 100, notes: 'Year end' })
    await add(client, { date: '2026-02-01', miles: 12.3, startLocation: '=HYPERLINK("x")', notes: 'a, "b"' })
    await add(client, { date: '2026-02-02', miles: 5, purpose: 'personal', endLocation: 'Home' })
    await add(client, { date: '2026-03-05', miles: 1 })
    const res = await client.get('/api/mileage/export.csv?from=2025-12-30&to=2026-02-28')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toBe('attachment; filename="mileage-2026-02-28.csv"')
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n')
    expect(lines).toEqual([
      'Date,From,To,Miles,Purpose,Rate (cents/mile),Deduction,Notes',
      '2026-02-02,"Dallas, TX",Home,5,Personal,72.5,0.00,',
      `2026-02-01,"'=HYPERLINK(""x"")","Houston, TX",12.3,Business,72.5,8.92,"a, ""b"""`,
      '2025-12-30,"Dallas, TX","Houston, TX",100,Business,70,70.00,Year end',
      '',
    ])
  })

  it('pages through more rows than one batch without skipping or repeating', async () => {
    const { client, id: userId } = await signedInAs(server, 'owner_operator', { vehicle: 'car_pickup_van' })
    const rows = Array.from({ length: 1203 }, (_, i) => ({
      userId,
      date: `2026-01-${String((i % 28) + 1).padStart(2, '0')}`,
      startLocation: `Stop ${i}`,
      endLocation: 'Depot',
      milesTenths: i + 1,
    }))
    await server.ctx.db.insert(mileageEntries).values(rows)
    const res = await client.get('/api/mileage/export.csv')
    const body = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1)
    expect(body).toHaveLength(1203)
    expect(new Set(body.map((line) => line.split(',')[1])).size).toBe(1203)
    const dates = body.map((line) => line.slice(0, 10))
    expect(dates).toEqual([...dates].sort().reverse())
  })
})
