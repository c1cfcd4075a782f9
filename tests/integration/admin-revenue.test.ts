import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BILLING_MESSAGES } from '@/contracts/billing.ts'
import { payments, subscriptions, testClients, users } from '@/server/db/schema/index.ts'
import { adminAgent } from '../support/admin.ts'
import { type Agent, agent } from '../support/agent.ts'
import { type FakeStripe, signedEvent, startFakeStripe } from '../support/fake-stripe.ts'
import { freshDatabases } from '../support/fresh-database.ts'
import { type SignedIn, signedInAs } from '../support/signed-in.ts'
import { startTestServer, type TestServer, testClock } from '../support/test-server.ts'

/*
 * The back office's revenue, MRR, subscriptions by plan, past due, refunds and open tickets, from the
 * payments and subscriptions the provider's signed events store; View Details' billing; deleting a
 * paying customer cancels the subscription at the provider (a local fake) first.
 */
const WEBHOOK_SECRET = 'whsec_test_revenue_0123456789'
const SECRET_KEY = 'sk_test_revenue_0123456789abcdef'

// Mid-month of this real month: the accounts are stamped by the database's clock, in this month too.
const real = new Date()
const clock = testClock(new Date(Date.UTC(real.getUTCFullYear(), real.getUTCMonth(), 15, 12)))
const lastMonth = new Date(Date.UTC(real.getUTCFullYear(), real.getUTCMonth() - 1, 10, 12))

// The platform's totals: on PostgreSQL a database of its own, away from the other files' payments.
const databases = freshDatabases(process.env.TEST_DATABASE_URL)
let fake: FakeStripe
let server: TestServer
let admin: Agent

beforeAll(async () => {
  fake = await startFakeStripe()
  const databaseUrl = process.env.TEST_DATABASE_URL ? await databases.create('rigledger_revenue') : undefined
  server = await startTestServer({
    config: {
      databaseUrl,
      stripe: { apiBase: fake.url, secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET },
    },
    clock,
  })
  admin = await adminAgent(server)
}, 60_000)

afterAll(async () => {
  await server?.close()
  await fake?.close()
  await databases.dropAll()
})

async function send(type: string, object: Record<string, unknown>) {
  const signed = signedEvent(type, object, WEBHOOK_SECRET)
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signed.signature },
    payload: signed.payload,
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

/** A paid subscription checkout, as the provider reports it. */
async function subscribe(
  customer: SignedIn,
  item: string,
  interval: 'month' | 'year',
  amount: number,
  ids: { sub: string; intent: string },
) {
  await send('checkout.session.completed', {
    id: `cs_test_${ids.sub}`,
    object: 'checkout.session',
    mode: 'subscription',
    payment_status: 'paid',
    amount_total: amount,
    customer: `cus_${ids.sub}`,
    customer_details: { email: customer.email },
    metadata: { userId: customer.id, item, interval },
    subscription: ids.sub,
    payment_intent: ids.intent,
  })
}

const stats = async () => {
  const res = await admin.get('/api/admin/stats')
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

let driver: SignedIn
let owner: SignedIn
let fleet: SignedIn

describe('revenue from the stored payments and subscriptions', () => {
  it('starts at zero, then counts revenue less refunds, MRR, subscriptions, past due and open tickets', async () => {
    expect(await stats()).toMatchObject({
      revenueThisMonthCents: 0,
      mrrCents: 0,
      activeSubscriptions: 0,
      openTickets: 0,
    })

    driver = await signedInAs(server, 'company_driver')
    owner = await signedInAs(server, 'owner_operator')
    fleet = await signedInAs(server, 'fleet_manager')
    await subscribe(driver, 'driver', 'month', 4999, { sub: 'sub_driver', intent: 'pi_driver' })
    await subscribe(owner, 'owner_operator', 'year', 99990, { sub: 'sub_owner', intent: 'pi_owner' })
    await subscribe(fleet, 'fleet_manager', 'month', 19999, { sub: 'sub_fleet', intent: 'pi_fleet' })
    // The fleet's renewal fails: past due, its failed payment not revenue.
    await send('invoice.payment_failed', {
      id: 'in_fleet_2',
      object: 'invoice',
      billing_reason: 'subscription_cycle',
      customer_email: fleet.email,
      amount_due: 19999,
      subscription: 'sub_fleet',
    })
    // Last month's payment is not this month's revenue.
    await server.ctx.db.insert(payments).values({
      createdAt: lastMonth,
      customerEmail: driver.email,
      userId: driver.id,
      itemId: 'driver',
      description: 'Renewal: driver',
      amount: 4999,
      status: 'succeeded',
    })
    // A test client's payment and subscription are never counted.
    const trial = await signedInAs(server, 'owner_operator')
    await server.ctx.db.insert(testClients).values({ userId: trial.id })
    await subscribe(trial, 'owner_operator', 'month', 9999, { sub: 'sub_test_client', intent: 'pi_tc' })

    // A partial refund of the driver's payment, this month.
    const refunded = await send('charge.refunded', {
      id: 'ch_driver',
      object: 'charge',
      amount: 4999,
      amount_refunded: 1000,
      payment_intent: 'pi_driver',
    })
    expect(refunded).toMatchObject({ handled: true })

    await driver.client.post('/api/support/tickets', { subject: 'Where is my settlement?', message: 'Help' })

    // 4999 + 99990 + 19999 received this month, less the 1000 refunded.
    // MRR: 4999 (driver, monthly) + 99990 / 12 = 8332.5 → 8333 (owner, yearly, half up); past due out.
    expect(await stats()).toMatchObject({
      revenueThisMonthCents: 4999 + 99990 + 19999 - 1000,
      mrrCents: 4999 + 8333,
      activeSubscriptions: 2,
      openTickets: 1,
    })
  })

  it('fills the reports hub card and the Revenue report and its CSV', async () => {
    const overview = (await admin.get('/api/admin/reports/overview?period=this-month')).json()
    expect(overview.revenueCents).toBe(4999 + 99990 + 19999 - 1000)
    const lastMonthOverview = (await admin.get('/api/admin/reports/overview?period=last-month')).json()
    expect(lastMonthOverview.revenueCents).toBe(4999)

    const report = (await admin.get('/api/admin/reports/revenue?period=this-month')).json()
    expect(report).toMatchObject({
      receivedCents: 4999 + 99990 + 19999,
      payments: 3,
      refundsCents: 1000,
      totalCents: 4999 + 99990 + 19999 - 1000,
      mrrCents: 13332,
      activeSubscriptions: 2,
      pastDueSubscriptions: 1,
      byPlan: [
        { item: 'driver', name: 'Driver', monthly: 1, yearly: 0, mrrCents: 4999 },
        { item: 'owner_operator', name: 'Owner Operator', monthly: 0, yearly: 1, mrrCents: 8333 },
      ],
    })
    const month = `${clock.now().toISOString().slice(0, 7)}-01`
    expect(report.rows).toEqual(
      expect.arrayContaining([
        { month, plan: 'Driver', payments: 1, amountCents: 4999, refundedCents: 1000 },
        { month, plan: 'Owner Operator', payments: 1, amountCents: 99990, refundedCents: 0 },
        { month, plan: 'Fleet Manager', payments: 1, amountCents: 19999, refundedCents: 0 },
      ]),
    )

    const csv = await admin.get('/api/admin/reports/revenue/export.csv?period=this-month')
    expect(csv.statusCode).toBe(200)
    expect(csv.body).not.toContain('not set up')
    expect(csv.body).toContain('Net revenue,1239.88')
    expect(csv.body).toContain('Refunds,10.00')
    expect(csv.body).toContain('MRR (now),133.32')
    expect(csv.body).toContain('Past due subscriptions (now),1')
  })

  it('shows the billing plan, status and renewal in View Details, not a plan named after the role', async () => {
    const renews = Math.floor(Date.UTC(real.getUTCFullYear(), real.getUTCMonth() + 1, 15) / 1000)
    await send('customer.subscription.updated', {
      id: 'sub_driver',
      object: 'subscription',
      status: 'active',
      cancel_at_period_end: false,
      current_period_end: renews,
      items: { data: [] },
    })
    const paying = (await admin.get(`/api/admin/users/${driver.id}`)).json()
    expect(paying.billing).toMatchObject({
      state: 'active',
      plan: {
        id: 'driver',
        name: 'Driver',
        interval: 'month',
        status: 'active',
        renewsAt: new Date(renews * 1000).toISOString(),
        cancelAtPeriodEnd: false,
      },
    })
    const pastDue = (await admin.get(`/api/admin/users/${fleet.id}`)).json()
    expect(pastDue.billing).toMatchObject({ state: 'past_due', plan: { name: 'Fleet Manager' } })
    // Same role as the driver, but on the free trial: they no longer look alike.
    const trialing = await signedInAs(server, 'company_driver')
    const free = (await admin.get(`/api/admin/users/${trialing.id}`)).json()
    expect(free.billing).toMatchObject({ state: 'trialing', plan: null })
    expect(free).not.toHaveProperty('plan')
  })

  it('cancels a paying customer’s subscription at the provider before deleting; a failure deletes nothing', async () => {
    // The provider is down for the fleet's subscription: refused, nothing deleted.
    fake.failingSubscriptions.add('sub_fleet')
    const refused = await admin.request({ method: 'DELETE', url: `/api/admin/users/${fleet.id}` })
    expect(refused.statusCode).toBe(503)
    expect(refused.json().error).toBe(BILLING_MESSAGES.cancelFailed)
    expect(await server.ctx.db.select().from(users).where(eq(users.id, fleet.id))).toHaveLength(1)
    fake.failingSubscriptions.delete('sub_fleet')

    const deleted = await admin.request({ method: 'DELETE', url: `/api/admin/users/${driver.id}` })
    expect(deleted.statusCode, deleted.body).toBe(204)
    expect(fake.canceledSubscriptions).toEqual(['sub_driver'])
    expect(fake.calls).toContain('DELETE /v1/subscriptions/sub_driver')
    expect(
      await server.ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, driver.id)),
    ).toHaveLength(0)

    // Bulk delete: the fleet's (now reachable) and one the provider no longer knows (already over).
    fake.missingSubscriptions.add('sub_owner')
    const bulk = await admin.post('/api/admin/users/bulk', { ids: [fleet.id, owner.id], action: 'delete' })
    expect(bulk.json()).toEqual({ affected: 2 })
    expect(fake.canceledSubscriptions).toEqual(['sub_driver', 'sub_fleet'])

    // A customer who never paid is deleted without a call to the provider.
    const calls = fake.calls.length
    const unpaid = await signedInAs(server, 'owner_operator')
    expect((await admin.request({ method: 'DELETE', url: `/api/admin/users/${unpaid.id}` })).statusCode).toBe(
      204,
    )
    expect(fake.calls.length).toBe(calls)
    expect(await stats()).toMatchObject({ mrrCents: 0, activeSubscriptions: 0 })
  })

  it('refuses to delete a paying customer while no gateway can cancel the subscription', async () => {
    const bare = await startTestServer({ clock })
    try {
      const otherAdmin = await adminAgent(bare)
      const customer = await signedInAs(bare, 'owner_operator')
      await bare.ctx.db.insert(subscriptions).values({
        userId: customer.id,
        itemId: 'owner_operator',
        interval: 'month',
        status: 'active',
        providerSubscriptionId: 'sub_elsewhere',
      })
      const res = await otherAdmin.request({ method: 'DELETE', url: `/api/admin/users/${customer.id}` })
      expect(res.statusCode).toBe(409)
      expect(res.json().error).toBe(BILLING_MESSAGES.cancelNeedsGateway)
      expect(await bare.ctx.db.select().from(users).where(eq(users.id, customer.id))).toHaveLength(1)
    } finally {
      await bare.close()
    }
  })

  it('answers the new figures only to admins', async () => {
    const customer = await signedInAs(server, 'owner_operator')
    expect((await customer.client.get('/api/admin/stats')).statusCode).toBe(403)
    expect((await agent(server.app).get('/api/admin/stats')).statusCode).toBe(401)
  })
})
