import { beforeAll, describe, expect, it } from 'vitest'
import { PNL_MESSAGES } from '@/contracts/reports-admin.ts'
import { todayIn } from '@/domain/period.ts'
import { adminAgent } from '../support/admin.ts'
import type { Agent } from '../support/agent.ts'
import { signedInAs } from '../support/signed-in.ts'
import { sharedTestServer, type TestServer } from '../support/test-server.ts'

let server: TestServer
let admin: Agent
// The admin's "today" (new accounts keep their books in America/Chicago).
const today = () => todayIn('America/Chicago', new Date())

beforeAll(async () => {
  server = await sharedTestServer()
  admin = await adminAgent(server)
})

async function owner(fullName: string, companyName: string | null) {
  const { client, id } = await signedInAs(server, 'owner_operator', { fullName })
  const user = { id }
  if (companyName !== null) {
    const res = await admin.request({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}`,
      payload: { companyName },
    })
    expect(res.statusCode, res.body).toBe(200)
  }
  return { client, id: user.id }
}

const expense = (client: Agent, amountCents: number, category: string, truckId?: string) =>
  client.post('/api/expenses', { description: category, amountCents, date: today(), category, truckId })

const settle = (client: Agent, amountCents: number, truckId?: string) =>
  client.post('/api/settlements', {
    broker: 'Acme Logistics',
    settlementDate: today(),
    truckId,
    lines: [
      { kind: 'load', description: 'Load', amountCents },
      { kind: 'deduction', category: 'fuel', description: 'Fuel advance', amountCents: 10_000 },
    ],
  })

const pnl = async (query: string) => {
  const res = await admin.get(`/api/profit-loss?${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

describe('admin profit and loss by entity', () => {
  it('reports an owner-operator’s books for the period to date', async () => {
    const tag = Math.random().toString(36).slice(2, 8)
    const { client, id } = await owner(`Olive Owner ${tag}`, null)
    await settle(client, 300_000)
    await expense(client, 45_000, 'tires')
    const entities = (await admin.get(`/api/entities?type=owner_operator&search=${tag}`)).json()
    expect(entities).toEqual([{ id, name: `Olive Owner ${tag}` }])
    const report = await pnl(`period=monthly&entityId=${id}`)
    expect(report).toMatchObject({
      entityType: 'owner_operator',
      totalRevenueCents: 300_000,
      totalExpensesCents: 55_000,
      netProfitCents: 245_000,
      categories: { Loads: 300_000, Tires: 45_000, Fuel: 10_000 },
    })
    expect(Date.parse(report.lastUpdated)).not.toBeNaN()
    // The year to date holds the month.
    expect((await pnl(`period=yearly&entityId=${id}`)).totalRevenueCents).toBe(300_000)
  })

  it('groups a company’s users by name, whatever its case, under one stable id', async () => {
    const company = `Blue Ridge Haulers ${Math.random().toString(36).slice(2, 8)}`
    const a = await owner('Ann Ridge', company)
    const b = await owner('Bo Ridge', ` ${company.toUpperCase()} `)
    await settle(a.client, 100_000)
    await expense(b.client, 20_000, 'fuel')
    const first = (await admin.get(`/api/entities?type=company&search=${encodeURIComponent(company)}`)).json()
    expect(first).toHaveLength(1)
    const again = (await admin.get(`/api/entities?type=company&search=${encodeURIComponent(company)}`)).json()
    expect(again[0].id).toBe(first[0].id)
    const report = await pnl(`period=monthly&entityId=${first[0].id}&type=company`)
    expect(report).toMatchObject({
      entityType: 'company',
      totalRevenueCents: 100_000,
      totalExpensesCents: 30_000,
    })
    // Found without the type too.
    expect((await pnl(`period=monthly&entityId=${first[0].id}`)).entityType).toBe('company')
  })

  it('reports a truck from the rows tagged with it, settlement postings included', async () => {
    const { client } = await owner('Tara Truck', 'Tara Trucking')
    const truck = (await client.post('/api/trucks', { unitNumber: '77' })).json()
    await settle(client, 200_000, truck.id)
    await expense(client, 5_000, 'tolls', truck.id)
    await expense(client, 9_999, 'office')
    const trucks = (await admin.get('/api/entities?type=truck&search=Tara')).json()
    expect(trucks).toEqual([{ id: truck.id, name: 'Unit 77 · Tara Trucking' }])
    const report = await pnl(`period=weekly&entityId=${truck.id}`)
    expect(report).toMatchObject({
      entityType: 'truck',
      totalRevenueCents: 200_000,
      totalExpensesCents: 15_000,
      netProfitCents: 185_000,
    })
  })

  it('answers 404 for an id that names nothing and 400 for a malformed one', async () => {
    expect(
      (await admin.get('/api/profit-loss?entityId=0f2fba88-9d59-4f09-ac1b-a784901b8b3e')).json().error,
    ).toBe(PNL_MESSAGES.entityNotFound)
    expect((await admin.get('/api/profit-loss?entityId=nope')).statusCode).toBe(400)
    expect(
      (await admin.get('/api/profit-loss?entityId=0f2fba88-9d59-4f09-ac1b-a784901b8b3e&period=hourly'))
        .statusCode,
    ).toBe(400)
    expect((await admin.get('/api/entities?type=planet')).statusCode).toBe(400)
  })
})

describe('admin profit and loss export', () => {
  it('downloads the report as CSV with the same figures', async () => {
    const { client, id } = await owner(`Csv Owner ${Math.random().toString(36).slice(2, 8)}`, null)
    await settle(client, 123_456)
    const res = await admin.get(`/api/profit-loss/export.csv?period=monthly&entityId=${id}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/csv')
    expect(res.body).toContain('revenue,Loads,1234.56')
    expect(res.body).toContain('total,Net Profit,1134.56')
  })
})
