import { beforeAll, describe, expect, it } from 'vitest'
import { TRUCK_MESSAGES } from '@/contracts/trucks.ts'
import { addDays, todayIn } from '@/domain/period.ts'
import type { Agent } from '../support/agent.ts'
import { signedInAs } from '../support/signed-in.ts'
import { sharedTestServer, type TestServer } from '../support/test-server.ts'

let server: TestServer

beforeAll(async () => {
  server = await sharedTestServer()
})

const patch = (client: Agent, url: string, payload: object) =>
  client.request({ method: 'PATCH', url, payload })

describe('trucks', () => {
  it('lets an owner-operator add, change, list and delete their trucks, with checked fields', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const created = await client.post('/api/trucks', {
      unitNumber: '101',
      vin: '1xkyd49x0nj123456',
      plate: 'P123456',
      plateState: 'tx',
      taxableGrossWeightLb: 80_000,
      odometerMiles: 412_500,
    })
    expect(created.statusCode, created.body).toBe(201)
    const truck = created.json()
    expect(truck).toMatchObject({
      unitNumber: '101',
      vin: '1XKYD49X0NJ123456',
      plateState: 'TX',
      status: 'in_service',
    })

    const twin = await client.post('/api/trucks', { unitNumber: '101' })
    expect(twin.statusCode).toBe(409)
    expect(twin.json().error).toBe(TRUCK_MESSAGES.unitTaken)
    expect((await client.post('/api/trucks', { unitNumber: '  ' })).json().error).toBe(
      TRUCK_MESSAGES.unitRequired,
    )
    expect((await client.post('/api/trucks', { unitNumber: '7', vin: 'IOQ' })).json().error).toBe(
      TRUCK_MESSAGES.vin,
    )
    expect((await client.post('/api/trucks', { unitNumber: '7', plateState: 'Texas' })).statusCode).toBe(400)

    const changed = await patch(client, `/api/trucks/${truck.id}`, {
      status: 'in_shop',
      odometerMiles: 413_000,
    })
    expect(changed.json()).toMatchObject({
      status: 'in_shop',
      odometerMiles: 413_000,
      vin: '1XKYD49X0NJ123456',
    })
    const list = (await client.get('/api/trucks')).json()
    expect(list.items.map((t: { unitNumber: string }) => t.unitNumber)).toEqual(['101'])

    const gone = await client.request({ method: 'DELETE', url: `/api/trucks/${truck.id}` })
    expect(gone.statusCode).toBe(204)
    expect((await client.get('/api/trucks')).json().items).toEqual([])
  })

  it('refuses writes to a company driver and another user’s truck', async () => {
    const driver = await signedInAs(server, 'company_driver')
    const refused = await driver.client.post('/api/trucks', { unitNumber: '9' })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error).toBe(TRUCK_MESSAGES.ownersOnly)
    expect((await driver.client.get('/api/trucks')).json().items).toEqual([])

    const owner = await signedInAs(server, 'owner_operator')
    const truck = (await owner.client.post('/api/trucks', { unitNumber: '55' })).json()
    const other = await signedInAs(server, 'fleet_manager')
    expect((await patch(other.client, `/api/trucks/${truck.id}`, { status: 'in_shop' })).statusCode).toBe(404)
    expect(
      (await other.client.request({ method: 'DELETE', url: `/api/trucks/${truck.id}` })).statusCode,
    ).toBe(404)
    // Nor can they tag their own rows with it.
    const expense = await other.client.post('/api/expenses', {
      description: 'Fuel',
      amountCents: 1_000,
      date: '2026-03-01',
      category: 'fuel',
      truckId: truck.id,
    })
    expect(expense.statusCode).toBe(400)
    expect(expense.json().error).toBe(TRUCK_MESSAGES.notFound)
    expect((await owner.client.get('/api/trucks')).json().items[0].status).toBe('in_service')
  })

  it('tags expenses, settlements (and their postings) and miles with a truck, kept through edits', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    const truck = (await client.post('/api/trucks', { unitNumber: 'T-1' })).json()
    const expense = await client.post('/api/expenses', {
      description: 'Tires',
      amountCents: 90_000,
      date: '2026-03-02',
      category: 'tires',
      truckId: truck.id,
    })
    expect(expense.json().truckId).toBe(truck.id)
    const untagged = await patch(client, `/api/expenses/${expense.json().id}`, { truckId: null })
    expect(untagged.json().truckId).toBeNull()

    const settlement = await client.post('/api/settlements', {
      broker: 'Acme Logistics',
      settlementDate: '2026-03-06',
      truckId: truck.id,
      lines: [{ kind: 'load', description: 'Dallas to Tulsa', amountCents: 250_000 }],
    })
    expect(settlement.statusCode, settlement.body).toBe(201)
    expect(settlement.json().truckId).toBe(truck.id)

    const miles = await client.post('/api/mileage', {
      startLocation: 'Dallas, TX',
      endLocation: 'Tulsa, OK',
      miles: 257.4,
      date: '2026-03-06',
      truckId: truck.id,
    })
    expect(miles.json().truckId).toBe(truck.id)

    // Deleting the truck keeps the rows and their amounts, untagged.
    await client.request({ method: 'DELETE', url: `/api/trucks/${truck.id}` })
    const kept = (await client.get(`/api/settlements/${settlement.json().id}`)).json()
    expect(kept).toMatchObject({ truckId: null, grossCents: 250_000 })
  })
})

describe('truck reports', () => {
  it('reports profit, loss and cost per mile by truck, and maintenance with service due', async () => {
    const { client } = await signedInAs(server, 'owner_operator')
    // The account's today (new accounts keep their books in America/Chicago).
    const today = todayIn('America/Chicago', new Date())
    const soon = addDays(today, 10)
    const truck = (
      await client.post('/api/trucks', {
        unitNumber: 'R-1',
        odometerMiles: 100_000,
        nextServiceMiles: 150_000,
        nextServiceDate: soon,
      })
    ).json()
    const other = (
      await client.post('/api/trucks', { unitNumber: 'R-2', odometerMiles: 90_500, nextServiceMiles: 90_000 })
    ).json()
    await client.post('/api/settlements', {
      broker: 'Acme Logistics',
      settlementDate: today,
      truckId: truck.id,
      lines: [{ kind: 'load', amountCents: 200_000 }],
    })
    await client.post('/api/expenses', {
      description: 'Oil change',
      amountCents: 30_000,
      date: today,
      category: 'maintenance',
      truckId: truck.id,
    })
    await client.post('/api/expenses', {
      description: 'Office',
      amountCents: 5_000,
      date: today,
      category: 'office',
    })
    await client.post('/api/mileage', {
      startLocation: 'A',
      endLocation: 'B',
      miles: 400,
      date: today,
      truckId: truck.id,
    })

    const pnl = (await client.get('/api/trucks/profit-loss?period=monthly')).json()
    const row = pnl.rows.find((r: { truckId: string }) => r.truckId === truck.id)
    expect(row).toMatchObject({
      revenueCents: 200_000,
      expensesCents: 30_000,
      netCents: 170_000,
      miles: 400,
      costPerMileCents: 75,
      revenuePerMileCents: 500,
    })
    expect(pnl.rows.find((r: { truckId: string }) => r.truckId === other.id)).toMatchObject({
      revenueCents: 0,
      costPerMileCents: null,
    })

    const maintenance = (await client.get('/api/trucks/maintenance')).json()
    expect(maintenance.trucks.find((t: { truckId: string }) => t.truckId === truck.id)).toMatchObject({
      serviceDue: 'soon',
      maintenanceCentsThisYear: 30_000,
      lastMaintenanceDate: today,
    })
    expect(maintenance.trucks.find((t: { truckId: string }) => t.truckId === other.id).serviceDue).toBe(
      'overdue',
    )
    expect(maintenance.expenses.map((e: { description: string }) => e.description)).toEqual(['Oil change'])
    // Another owner sees none of it.
    const stranger = await signedInAs(server, 'owner_operator')
    expect((await stranger.client.get('/api/trucks/maintenance')).json()).toEqual({
      trucks: [],
      expenses: [],
    })
  })
})
