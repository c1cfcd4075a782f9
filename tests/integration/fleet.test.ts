import { beforeAll, describe, expect, it } from 'vitest'
import { FLEET_MESSAGES } from '@/contracts/fleet.ts'
import type { CustomerRole } from '@/contracts/roles.ts'
import { TRUCK_MESSAGES } from '@/contracts/trucks.ts'
import { todayIn } from '@/domain/period.ts'
import { adminAgent, latestMailTo } from '../support/admin.ts'
import { type Agent, agent, registerUser } from '../support/agent.ts'
import { signedInAs } from '../support/signed-in.ts'
import { sharedTestServer, type TestServer, uniqueEmail } from '../support/test-server.ts'

let server: TestServer
let admin: Agent
const today = () => todayIn('America/Chicago', new Date())

beforeAll(async () => {
  server = await sharedTestServer()
  admin = await adminAgent(server)
})

const tokenOf = (url: string) => url.split('/').pop()!

/** A fleet manager with one driver who accepted the invitation. */
async function fleetWithDriver(driverRole: CustomerRole = 'company_driver') {
  const manager = await signedInAs(server, 'fleet_manager')
  const driver = await signedInAs(server, driverRole)
  const invite = await manager.client.post('/api/fleet/invites', { email: driver.email })
  expect(invite.statusCode, invite.body).toBe(201)
  const accepted = await driver.client.post(
    `/api/fleet/invites/${tokenOf(invite.json().inviteUrl)}/accept`,
    {},
  )
  expect(accepted.statusCode, accepted.body).toBe(200)
  return { manager, driver }
}

describe('fleet invitations', () => {
  it('invites a driver by e-mail; only that driver can accept, once', async () => {
    const manager = await signedInAs(server, 'fleet_manager')
    const driver = await signedInAs(server, 'owner_operator')
    const stranger = await signedInAs(server, 'company_driver')
    const res = await manager.client.post('/api/fleet/invites', { email: driver.email.toUpperCase() })
    expect(res.statusCode, res.body).toBe(201)
    const { inviteUrl } = res.json()
    expect(inviteUrl).toMatch(/\/fleet\/join\/[A-Za-z0-9_-]{20,}$/)
    const mail = await latestMailTo(admin, driver.email.toUpperCase())
    expect(mail.text).toContain(inviteUrl)
    const token = tokenOf(inviteUrl)

    expect((await driver.client.get(`/api/fleet/invites/${token}`)).json()).toMatchObject({
      email: driver.email.toUpperCase(),
    })
    const wrong = await stranger.client.post(`/api/fleet/invites/${token}/accept`, {})
    expect(wrong.statusCode).toBe(403)
    expect(wrong.json().error).toBe(FLEET_MESSAGES.inviteOtherEmail)
    expect((await driver.client.post(`/api/fleet/invites/${token}/accept`, {})).statusCode).toBe(200)
    const again = await driver.client.post(`/api/fleet/invites/${token}/accept`, {})
    expect(again.statusCode).toBe(404)
    expect(
      (await driver.client.post('/api/fleet/invites/not-a-real-token-at-all/accept', {})).statusCode,
    ).toBe(404)

    const drivers = (await manager.client.get('/api/fleet/drivers')).json().items
    expect(drivers.map((d: { id: string }) => d.id)).toEqual([driver.id])
    expect((await manager.client.post('/api/fleet/invites', { email: driver.email })).statusCode).toBe(409)

    // One fleet at a time.
    const other = await signedInAs(server, 'fleet_manager')
    const second = (await other.client.post('/api/fleet/invites', { email: driver.email })).json()
    const refused = await driver.client.post(`/api/fleet/invites/${tokenOf(second.inviteUrl)}/accept`, {})
    expect(refused.statusCode).toBe(409)
  })

  it('shows the invitation to a signed-out driver, who signs up with its address and joins', async () => {
    const manager = await signedInAs(server, 'fleet_manager')
    const email = uniqueEmail('invited')
    const { inviteUrl } = (await manager.client.post('/api/fleet/invites', { email })).json()
    const token = tokenOf(inviteUrl)
    const visitor = agent(server.app)
    // No account yet: the link still says which fleet and which address, so sign-up can fill it in.
    const preview = await visitor.get(`/api/fleet/invites/${token}`)
    expect(preview.statusCode, preview.body).toBe(200)
    expect(preview.json()).toMatchObject({
      email,
      managerName: expect.any(String),
      fleetName: expect.any(String),
    })
    expect((await visitor.get('/api/fleet/invites/not-a-real-token-at-all')).statusCode).toBe(404)
    // Joining still needs the invited account, signed in.
    expect((await visitor.post(`/api/fleet/invites/${token}/accept`, {})).statusCode).toBe(401)
    await registerUser(visitor, { email, role: 'company_driver' })
    const joined = await visitor.post(`/api/fleet/invites/${token}/accept`, {})
    expect(joined.statusCode, joined.body).toBe(200)
    expect((await visitor.get('/api/settings/fleet')).json().fleet).toMatchObject({
      managerEmail: manager.email,
    })
    expect((await manager.client.get('/api/fleet/invites')).json().items[0].acceptedAt).not.toBeNull()
    expect((await manager.client.get('/api/fleet/drivers')).json().items).toHaveLength(1)
  })

  it('answers 403 under /api/fleet to anyone but a fleet manager', async () => {
    for (const role of ['company_driver', 'owner_operator'] as const) {
      const { client } = await signedInAs(server, role)
      for (const url of [
        '/api/fleet/drivers',
        '/api/fleet/dashboard',
        '/api/fleet/expenses',
        '/api/fleet/invites',
      ]) {
        expect((await client.get(url)).statusCode, `${role} ${url}`).toBe(403)
      }
      expect((await client.post('/api/fleet/invites', { email: uniqueEmail() })).statusCode).toBe(403)
    }
    expect((await admin.get('/api/fleet/drivers')).statusCode).toBe(403)
  })
})

describe('the fleet’s data', () => {
  it('shows the manager each driver’s rows with driver and truck; another fleet sees nothing', async () => {
    const { manager, driver } = await fleetWithDriver()
    const truck = (await manager.client.post('/api/trucks', { unitNumber: 'F-1' })).json()
    // The driver reads the fleet's trucks and tags rows with them, but cannot change them.
    const seen = (await driver.client.get('/api/trucks')).json().items
    expect(seen).toEqual([expect.objectContaining({ id: truck.id, fleet: true })])
    expect((await driver.client.post('/api/trucks', { unitNumber: 'X' })).statusCode).toBe(403)
    const expense = await driver.client.post('/api/expenses', {
      description: 'Meal',
      amountCents: 1_500,
      date: today(),
      category: 'food',
      truckId: truck.id,
    })
    expect(expense.statusCode, expense.body).toBe(201)
    await driver.client.post('/api/settlements', {
      broker: 'Acme Logistics',
      settlementDate: today(),
      truckId: truck.id,
      lines: [{ kind: 'load', amountCents: 120_000 }],
    })
    await driver.client.post('/api/mileage', {
      startLocation: 'Dallas, TX',
      endLocation: 'Tulsa, OK',
      miles: 250,
      date: today(),
      truckId: truck.id,
    })

    const expenses = (await manager.client.get('/api/fleet/expenses')).json()
    expect(expenses.items).toEqual([
      expect.objectContaining({
        description: 'Meal',
        amountCents: 1_500,
        driverId: driver.id,
        truckId: truck.id,
        truckUnit: 'F-1',
      }),
    ])
    const settlements = (await manager.client.get(`/api/fleet/settlements?driverId=${driver.id}`)).json()
    expect(settlements.items[0]).toMatchObject({
      grossCents: 120_000,
      driverId: driver.id,
      truckId: truck.id,
    })
    const mileage = (await manager.client.get('/api/fleet/mileage')).json()
    expect(mileage.items[0]).toMatchObject({ miles: 250, driverId: driver.id })
    const [stats] = (await manager.client.get('/api/fleet/drivers')).json().items
    // The driver's pay is the fleet's cost: never revenue.
    expect(stats).toMatchObject({ driverPayCents: 120_000, businessMiles: 250, payPerMileCents: 480 })
    expect(stats).not.toHaveProperty('revenueCents')
    expect(stats).not.toHaveProperty('revenuePerMileCents')

    const outsider = await signedInAs(server, 'fleet_manager')
    expect((await outsider.client.get('/api/fleet/expenses')).json()).toEqual({ items: [], total: 0 })
    expect((await outsider.client.get(`/api/fleet/expenses?driverId=${driver.id}`)).statusCode).toBe(404)
    expect(
      (await outsider.client.request({ method: 'DELETE', url: `/api/fleet/drivers/${driver.id}` }))
        .statusCode,
    ).toBe(404)
    // The manager's truck is not another fleet's to tag.
    const tag = await outsider.client.post('/api/expenses', {
      description: 'Fuel',
      amountCents: 100,
      date: today(),
      category: 'fuel',
      truckId: truck.id,
    })
    expect(tag.json().error).toBe(TRUCK_MESSAGES.notFound)

    const dashboard = (await manager.client.get('/api/fleet/dashboard')).json()
    expect(dashboard.drivers).toHaveLength(1)
    expect(dashboard.trucks).toMatchObject({ total: 1, inService: 1 })
    expect(dashboard.monthly.at(-1)).toMatchObject({
      revenueCents: 0,
      expensesCents: 0,
      driverPayCents: 120_000,
      costsCents: 120_000,
      netCents: -120_000,
    })
    await manager.client.request({
      method: 'PATCH',
      url: `/api/trucks/${truck.id}`,
      payload: { status: 'out_of_service' },
    })
    const alerts = (await manager.client.get('/api/fleet/dashboard')).json().alerts
    expect(alerts).toContainEqual(expect.objectContaining({ kind: 'truck_out_of_service' }))

    // Removed, the driver keeps their data and the manager sees it no more.
    expect(
      (await manager.client.request({ method: 'DELETE', url: `/api/fleet/drivers/${driver.id}` })).statusCode,
    ).toBe(204)
    expect((await manager.client.get('/api/fleet/expenses')).json().total).toBe(0)
    expect((await driver.client.get('/api/expenses')).json().total).toBe(1)
  })

  it('lets an owner-operator in a fleet keep their own trucks but not change the fleet’s', async () => {
    const { manager, driver } = await fleetWithDriver('owner_operator')
    const fleetTruck = (await manager.client.post('/api/trucks', { unitNumber: 'M-9' })).json()
    const own = await driver.client.post('/api/trucks', { unitNumber: 'OWN-1' })
    expect(own.statusCode).toBe(201)
    const change = await driver.client.request({
      method: 'PATCH',
      url: `/api/trucks/${fleetTruck.id}`,
      payload: { status: 'in_shop' },
    })
    expect(change.statusCode).toBe(403)
    expect(change.json().error).toBe(TRUCK_MESSAGES.fleetOwned)
    const units = (await driver.client.get('/api/trucks'))
      .json()
      .items.map((t: { unitNumber: string }) => t.unitNumber)
    expect(units.sort()).toEqual(['M-9', 'OWN-1'])
  })
})

describe('working in a driver’s books', () => {
  it('opens them read-only until the driver allows writing; only the driver decides', async () => {
    const { manager, driver } = await fleetWithDriver()
    const expense = {
      description: 'Tolls',
      amountCents: 2_250,
      date: today(),
      category: 'tolls',
    }
    expect((await driver.client.post('/api/expenses', expense)).statusCode).toBe(201)
    expect((await driver.client.get('/api/settings/fleet')).json().fleet).toMatchObject({
      managerEmail: manager.email,
      managerAccess: 'read',
    })
    // Anyone else: another fleet's manager, the driver, a manager not in any books.
    const outsider = await signedInAs(server, 'fleet_manager')
    expect((await outsider.client.post(`/api/fleet/drivers/${driver.id}/switch`, {})).statusCode).toBe(404)
    expect((await driver.client.post('/api/fleet/switch-back', {})).statusCode).toBe(403)
    expect((await manager.client.post('/api/fleet/switch-back', {})).statusCode).toBe(409)

    const opened = await manager.client.post(`/api/fleet/drivers/${driver.id}/switch`, {})
    expect(opened.statusCode, opened.body).toBe(200)
    expect(opened.json()).toMatchObject({ id: driver.id, access: 'read' })
    const me = (await manager.client.get('/api/auth/me')).json()
    expect(me.user.id).toBe(driver.id)
    expect(me.impersonatedBy).toMatchObject({ id: manager.id, kind: 'fleet_manager', access: 'read' })
    expect((await manager.client.get('/api/expenses')).json().total).toBe(1)
    const refused = await manager.client.post('/api/expenses', expense)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error).toBe(FLEET_MESSAGES.readOnly)

    // The driver allows writing: the manager's next request may write.
    const allowed = await driver.client.request({
      method: 'PATCH',
      url: '/api/settings/fleet',
      payload: { managerAccess: 'write' },
    })
    expect(allowed.statusCode, allowed.body).toBe(200)
    expect(allowed.json().fleet.managerAccess).toBe('write')
    expect((await manager.client.post('/api/expenses', expense)).statusCode).toBe(201)
    expect((await driver.client.get('/api/expenses')).json().total).toBe(2)
    // Inside the books the manager cannot widen their own rights nor share the books.
    const widen = await manager.client.request({
      method: 'PATCH',
      url: '/api/settings/fleet',
      payload: { managerAccess: 'write' },
    })
    expect(widen.statusCode).toBe(403)
    expect(
      (await manager.client.post('/api/settings/access', { email: uniqueEmail(), access: 'write' }))
        .statusCode,
    ).toBe(403)
    const audit = (await admin.get(`/api/admin/users/${driver.id}`)).json()
    expect(JSON.stringify(audit)).toContain('fleet.switch')

    const back = await manager.client.post('/api/fleet/switch-back', {})
    expect(back.statusCode, back.body).toBe(200)
    expect(back.json().user.id).toBe(manager.id)
    expect((await manager.client.get('/api/fleet/drivers')).json().items[0].managerAccess).toBe('write')

    // The driver leaves: a manager still in their books is signed out of them.
    await manager.client.post(`/api/fleet/drivers/${driver.id}/switch`, {})
    expect((await driver.client.request({ method: 'DELETE', url: '/api/settings/fleet' })).statusCode).toBe(
      204,
    )
    expect((await manager.client.get('/api/expenses')).statusCode).toBe(401)
    expect((await driver.client.get('/api/settings/fleet')).json()).toEqual({ fleet: null })
    expect((await driver.client.request({ method: 'DELETE', url: '/api/settings/fleet' })).statusCode).toBe(
      404,
    )
  })
})

describe('fleet performance per truck', () => {
  it('charts one truck’s tagged rows on demand, warns of service due, and hides other fleets’ trucks', async () => {
    const { manager, driver } = await fleetWithDriver()
    const [a, b] = await Promise.all(
      ['P-1', 'P-2'].map(async (unitNumber) =>
        (await manager.client.post('/api/trucks', { unitNumber })).json(),
      ),
    )
    for (const [truck, amountCents] of [
      [a.id, 90_000],
      [b.id, 40_000],
    ] as const) {
      await driver.client.post('/api/settlements', {
        broker: 'Acme Logistics',
        settlementDate: today(),
        truckId: truck,
        lines: [{ kind: 'load', amountCents }],
      })
    }
    await driver.client.post('/api/expenses', {
      description: 'Tires',
      amountCents: 30_000,
      date: today(),
      category: 'maintenance',
      truckId: b.id,
    })
    await manager.client.post('/api/expenses', {
      description: 'Fuel',
      amountCents: 5_000,
      date: today(),
      category: 'fuel',
      truckId: b.id,
    })
    // The drivers' pay is a cost; their own expenses are theirs, not the fleet's.
    const all = (await manager.client.get('/api/fleet/dashboard')).json().monthly.at(-1)
    expect(all).toMatchObject({
      revenueCents: 0,
      expensesCents: 5_000,
      driverPayCents: 130_000,
      costsCents: 135_000,
      netCents: -135_000,
    })
    const one = (await manager.client.get(`/api/fleet/dashboard?truckId=${b.id}`)).json().monthly
    expect(one).toHaveLength(12)
    expect(one.at(-1)).toMatchObject({
      revenueCents: 0,
      expensesCents: 5_000,
      driverPayCents: 40_000,
      costsCents: 45_000,
      netCents: -45_000,
    })
    expect(one.slice(0, -1).every((m: { costsCents: number }) => m.costsCents === 0)).toBe(true)

    const outsider = await signedInAs(server, 'fleet_manager')
    expect((await outsider.client.get(`/api/fleet/dashboard?truckId=${b.id}`)).statusCode).toBe(404)
    expect((await manager.client.get('/api/fleet/dashboard?truckId=nope')).statusCode).toBe(400)

    await manager.client.request({
      method: 'PATCH',
      url: `/api/trucks/${a.id}`,
      payload: { odometerMiles: 100_500, nextServiceMiles: 100_000 },
    })
    const alerts = (await manager.client.get('/api/fleet/dashboard')).json().alerts
    expect(alerts).toContainEqual({
      kind: 'service_due',
      title: 'Unit P-1 is overdue for service',
      to: '/maintenance',
    })
  })
})

describe('a fleet’s revenue and costs', () => {
  it('counts a driver’s pay as the fleet’s driver pay, never its revenue, on the cards and per truck', async () => {
    const { manager, driver } = await fleetWithDriver('company_driver')
    const truck = (await manager.client.post('/api/trucks', { unitNumber: 'W-2' })).json()
    // The fleet's freight revenue and fuel, in the manager's own books.
    const freight = await manager.client.post('/api/settlements', {
      broker: 'Big Shipper',
      settlementDate: today(),
      truckId: truck.id,
      lines: [{ kind: 'load', amountCents: 400_000 }],
    })
    expect(freight.statusCode, freight.body).toBe(201)
    await manager.client.post('/api/expenses', {
      description: 'Fuel',
      amountCents: 50_000,
      date: today(),
      category: 'fuel',
      truckId: truck.id,
    })
    // The driver's W-2 pay and a meal, in the driver's books.
    await driver.client.post('/api/settlements', {
      broker: 'The Fleet',
      settlementDate: today(),
      truckId: truck.id,
      lines: [{ kind: 'load', amountCents: 58_000 }],
    })
    await driver.client.post('/api/expenses', {
      description: 'Meal',
      amountCents: 1_000,
      date: today(),
      category: 'food',
      truckId: truck.id,
    })
    await driver.client.post('/api/mileage', {
      startLocation: 'Dallas, TX',
      endLocation: 'Denver, CO',
      miles: 1000,
      date: today(),
      truckId: truck.id,
    })

    const cards = (await manager.client.get('/api/dashboard')).json()
    expect(cards).toMatchObject({
      incomeCents: 400_000,
      expensesCents: 50_000,
      fleet: { driverPayCents: 58_000, costsCents: 108_000, netCents: 292_000 },
    })
    // The manager's answer is kept under the manager's books; a driver's new pay still shows at once.
    const more = await driver.client.post('/api/settlements', {
      broker: 'The Fleet',
      settlementDate: today(),
      truckId: truck.id,
      lines: [{ kind: 'load', amountCents: 2_000 }],
    })
    expect(more.statusCode, more.body).toBe(201)
    expect((await manager.client.get('/api/dashboard')).json().fleet).toEqual({
      driverPayCents: 60_000,
      costsCents: 110_000,
      netCents: 290_000,
    })
    await driver.client.request({ method: 'DELETE', url: `/api/settlements/${more.json().id}` })
    expect((await manager.client.get('/api/dashboard')).json().fleet.driverPayCents).toBe(58_000)
    const pnl = (await manager.client.get('/api/trucks/profit-loss?period=monthly')).json()
    expect(pnl.rows.find((r: { truckId: string }) => r.truckId === truck.id)).toMatchObject({
      revenueCents: 400_000,
      expensesCents: 50_000,
      driverPayCents: 58_000,
      netCents: 292_000,
      miles: 1000,
      revenuePerMileCents: 400,
      costPerMileCents: 108,
    })
    const [pay] = (await manager.client.get('/api/fleet/drivers')).json().items
    expect(pay).toMatchObject({ driverPayCents: 58_000, businessMiles: 1000, payPerMileCents: 58 })

    // Another fleet pays nobody; a driver's own dashboard has no fleet figures.
    const other = await signedInAs(server, 'fleet_manager')
    expect((await other.client.get('/api/dashboard')).json().fleet).toEqual({
      driverPayCents: 0,
      costsCents: 0,
      netCents: 0,
    })
    expect((await driver.client.get('/api/dashboard')).json()).toMatchObject({
      incomeCents: 58_000,
      fleet: null,
    })
  })
})

describe('comments between a driver and their fleet manager', () => {
  it('lets both talk about a settlement, e-mails the other side, and hides it from everyone else', async () => {
    const { manager, driver } = await fleetWithDriver()
    const settlement = (
      await driver.client.post('/api/settlements', {
        broker: 'Acme Logistics',
        settlementDate: today(),
        lines: [{ kind: 'load', amountCents: 50_000 }],
      })
    ).json()
    const subject = { subjectType: 'settlement', subjectId: settlement.id }
    const first = await driver.client.post('/api/comments', {
      ...subject,
      body: 'Detention is missing on this one',
    })
    expect(first.statusCode, first.body).toBe(201)
    expect((await latestMailTo(admin, manager.email)).text).toContain('Detention is missing on this one')
    const reply = await manager.client.post('/api/comments', {
      ...subject,
      body: 'Asked the broker, will fix',
    })
    expect(reply.statusCode).toBe(201)
    expect((await latestMailTo(admin, driver.email)).text).toContain('Asked the broker')
    const query = `/api/comments?subjectType=settlement&subjectId=${settlement.id}`
    const seen = (await driver.client.get(query)).json().items
    expect(seen.map((c: { body: string; mine: boolean }) => [c.body, c.mine])).toEqual([
      ['Detention is missing on this one', true],
      ['Asked the broker, will fix', false],
    ])
    expect((await driver.client.post('/api/comments', { ...subject, body: '   ' })).statusCode).toBe(400)

    const outsider = await signedInAs(server, 'fleet_manager')
    const otherDriver = await signedInAs(server, 'company_driver')
    for (const c of [outsider.client, otherDriver.client]) {
      expect((await c.get(query)).statusCode).toBe(404)
      expect((await c.post('/api/comments', { ...subject, body: 'Hi' })).statusCode).toBe(404)
    }
  })
})
