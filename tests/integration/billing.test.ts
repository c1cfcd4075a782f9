import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BILLING_MESSAGES } from '@/contracts/billing.ts'
import { PAYWALL_MESSAGE } from '@/server/features/billing/billing.public.ts'
import { adminAgent } from '../support/admin.ts'
import { type Agent, agent } from '../support/agent.ts'
import { completedSession, type FakeStripe, signedEvent, startFakeStripe } from '../support/fake-stripe.ts'
import { signedInAs } from '../support/signed-in.ts'
import { startTestServer, type TestServer, testClock } from '../support/test-server.ts'

/*
 * Billing against a local fake of the provider's API: the server's own instance points its SDK at
 * it. The gateway is saved by an admin, products created, a checkout started, and the provider's
 * signed events sent to the webhook as the provider would.
 */
const WEBHOOK_SECRET = 'whsec_test_rigledger_0123456789'
const SECRET_KEY = 'sk_test_51RigLedgerSecretKey0123456789abcd'

let fake: FakeStripe
let server: TestServer
let admin: Agent
// Now: accounts are stamped by the database's clock, the trial is measured by this one.
const clock = testClock()

beforeAll(async () => {
  fake = await startFakeStripe()
  server = await startTestServer({ config: { stripe: { apiBase: fake.url } }, clock })
  admin = await adminAgent(server)
}, 60_000)

afterAll(async () => {
  await server?.close()
  await fake?.close()
})

const put = (client: Agent, url: string, payload: object) => client.request({ method: 'PUT', url, payload })

function webhook(payload: string, signature: string) {
  return server.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  })
}

async function send(type: string, object: Record<string, unknown>) {
  const signed = signedEvent(type, object, WEBHOOK_SECRET)
  const res = await webhook(signed.payload, signed.signature)
  expect(res.statusCode, res.body).toBe(200)
  return { ...signed, res }
}

describe('billing with the payment provider', () => {
  it('works without a gateway: plans show, checkout explains payments are off, nothing is locked', async () => {
    const plans = (await agent(server.app).get('/api/billing/plans')).json()
    expect(plans.paymentsEnabled).toBe(false)
    expect(plans.items.map((i: { id: string; amountCents: number }) => [i.id, i.amountCents])).toEqual([
      ['driver', 4999],
      ['owner_operator', 9999],
      ['fleet_manager', 19999],
      ['tax_preparation', 29999],
      ['document_processing', 9999],
      ['business_consultation', 19999],
      ['additional_storage', 999],
      ['priority_support', 2999],
    ])
    const me = await signedInAs(server)
    const checkout = await me.client.post('/api/billing/checkout', { item: 'driver', interval: 'month' })
    expect(checkout.statusCode).toBe(409)
    expect(checkout.json().error).toBe(BILLING_MESSAGES.paymentsOff)
    expect((await me.client.get('/api/billing/subscription')).json()).toMatchObject({
      status: 'trialing',
      trialDaysLeft: 14,
      paymentsEnabled: false,
      canWrite: true,
    })
  })

  it('validates, seals and masks the gateway keys; tests the connection; creates the products', async () => {
    const refuse = async (body: object, message: string) => {
      const res = await put(admin, '/api/admin/settings/payment-gateway', body)
      expect(res.statusCode).toBe(400)
      expect(res.json().error).toBe(message)
    }
    await refuse({ publishableKey: '', secretKey: '' }, BILLING_MESSAGES.keysRequired)
    await refuse({ publishableKey: 'pub_123', secretKey: SECRET_KEY }, BILLING_MESSAGES.publishableFormat)
    await refuse({ publishableKey: 'pk_test_123', secretKey: 'secret_123' }, BILLING_MESSAGES.secretFormat)
    expect((await admin.post('/api/admin/settings/payment-gateway/test', {})).json().error).toBe(
      BILLING_MESSAGES.secretFirst,
    )
    expect((await admin.post('/api/admin/settings/payment-gateway/products', {})).json().error).toBe(
      BILLING_MESSAGES.saveFirst,
    )

    const saved = await put(admin, '/api/admin/settings/payment-gateway', {
      publishableKey: 'pk_test_51RigLedgerPublishable',
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      environment: 'sandbox',
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toMatchObject({
      configured: true,
      secretKey: `${SECRET_KEY.slice(0, 8)}••••••••${SECRET_KEY.slice(-4)}`,
      webhookSecret: `${WEBHOOK_SECRET.slice(0, 8)}••••••••${WEBHOOK_SECRET.slice(-4)}`,
      webhookUrl: 'http://localhost:3000/api/webhooks/stripe',
    })
    const stored = await server.ctx.db.execute(
      "select value::text as v from app_settings where key = 'payment_gateway'" as never,
    )
    expect(JSON.stringify(stored)).not.toContain(SECRET_KEY)
    expect(JSON.stringify(stored)).not.toContain(WEBHOOK_SECRET)
    // Saved again as the form shows it (masked), the keys stay.
    const again = await put(admin, '/api/admin/settings/payment-gateway', {
      publishableKey: 'pk_test_51RigLedgerPublishable',
      secretKey: saved.json().secretKey,
      webhookSecret: saved.json().webhookSecret,
      environment: 'sandbox',
    })
    expect(again.json().secretKey).toBe(saved.json().secretKey)

    const me = await signedInAs(server)
    const early = await me.client.post('/api/billing/checkout', { item: 'driver', interval: 'month' })
    expect(early.json().error).toBe(BILLING_MESSAGES.priceNotFound)
    const before = (await admin.post('/api/admin/settings/payment-gateway/test', {})).json()
    expect(before.connection.ok).toBe(true)
    expect(before.products).toMatchObject({ ok: false })
    expect(before.webhooks).toMatchObject({ ok: false })
    const created = await admin.post('/api/admin/settings/payment-gateway/products', {})
    expect(created.json()).toMatchObject({ created: 8, message: BILLING_MESSAGES.productsCreated })
    expect(fake.prices).toHaveLength(11)
    fake.webhookEndpoints.push({ id: 'we_1', url: 'http://localhost:3000/api/webhooks/stripe' })
    const after = (await admin.post('/api/admin/settings/payment-gateway/test', {})).json()
    expect(after.products.ok && after.webhooks.ok).toBe(true)
    expect((await admin.post('/api/admin/settings/payment-gateway/products', {})).json().created).toBe(0)
  })

  it('turns a checkout into a subscription through signed webhooks, once, and follows renewals and failures', async () => {
    const me = await signedInAs(server)
    const checkout = await me.client.post('/api/billing/checkout', {
      item: 'owner_operator',
      interval: 'year',
    })
    expect(checkout.statusCode, checkout.body).toBe(200)
    const { id: sessionId, url } = checkout.json()
    expect(url).toContain(sessionId)
    const form = fake.sessions.get(sessionId)!
    expect(form).toMatchObject({ mode: 'subscription', customer_email: me.email, 'metadata[userId]': me.id })
    const yearly = fake.prices.find((p) => p.id === form['line_items[0][price]'])
    expect(yearly).toMatchObject({ unit_amount: 99_990, recurring: { interval: 'year' } })

    // A forged or altered event changes nothing.
    const session = completedSession(fake, sessionId)
    const forged = signedEvent('checkout.session.completed', session, 'whsec_someone_else')
    expect((await webhook(forged.payload, forged.signature)).statusCode).toBe(400)
    const genuine = signedEvent('checkout.session.completed', session, WEBHOOK_SECRET)
    expect((await webhook(genuine.payload.replace('99990', '1'), genuine.signature)).statusCode).toBe(400)
    expect((await me.client.get('/api/billing/subscription')).json().plan).toBeNull()

    expect((await webhook(genuine.payload, genuine.signature)).json()).toEqual({
      received: true,
      handled: true,
    })
    // The same event again (the provider retries): handled once.
    expect((await webhook(genuine.payload, genuine.signature)).json()).toEqual({
      received: true,
      handled: false,
    })
    const status = (await me.client.get('/api/billing/subscription')).json()
    expect(status).toMatchObject({
      plan: { id: 'owner_operator', name: 'Owner Operator' },
      interval: 'year',
      status: 'active',
      canWrite: true,
    })
    expect(status.payments).toEqual([expect.objectContaining({ amount: 99_990, status: 'completed' })])

    const subscription = session.subscription as string
    const invoice = (id: string, extra: object) => ({
      id,
      object: 'invoice',
      subscription,
      customer_email: me.email,
      billing_reason: 'subscription_cycle',
      lines: { data: [{ period: { end: Date.parse('2027-11-24T00:00:00Z') / 1000 } }] },
      ...extra,
    })
    await send('invoice.payment_failed', invoice('in_failed', { amount_due: 99_990 }))
    const lapsed = (await me.client.get('/api/billing/subscription')).json()
    expect(lapsed).toMatchObject({ status: 'past_due', canWrite: false })
    const refused = await me.client.post('/api/expenses', {
      description: 'Fuel',
      amountCents: 100,
      date: '2026-11-20',
    })
    expect(refused.statusCode).toBe(402)
    expect(refused.json().error).toBe(PAYWALL_MESSAGE)
    // Still readable and exportable.
    expect((await me.client.get('/api/expenses')).statusCode).toBe(200)
    expect((await me.client.get('/api/expenses/export.csv')).statusCode).toBe(200)

    await send('invoice.paid', invoice('in_paid', { amount_paid: 99_990 }))
    const renewed = (await me.client.get('/api/billing/subscription')).json()
    expect(renewed).toMatchObject({
      status: 'active',
      canWrite: true,
      currentPeriodEnd: '2027-11-24T00:00:00.000Z',
    })
    expect(
      (await me.client.post('/api/expenses', { description: 'Fuel', amountCents: 100, date: '2026-11-20' }))
        .statusCode,
    ).toBe(201)

    await send('customer.subscription.updated', {
      id: subscription,
      object: 'subscription',
      status: 'active',
      cancel_at_period_end: true,
      items: {
        data: [{ current_period_end: Date.parse('2027-11-24T00:00:00Z') / 1000, price: { id: yearly!.id } }],
      },
    })
    expect((await me.client.get('/api/billing/subscription')).json().cancelAtPeriodEnd).toBe(true)
    await send('customer.subscription.deleted', {
      id: subscription,
      object: 'subscription',
      status: 'canceled',
    })
    expect((await me.client.get('/api/billing/subscription')).json().plan).toBeNull()
    expect((await me.client.get('/api/billing/portal')).statusCode).toBe(404)
    const portal = await me.client.post('/api/billing/portal', {})
    expect(portal.json().url).toMatch(/^https:\/\/billing\.stripe\.test\/cus_/)
  })

  it('gives each plan its advertised features once the trial ends: the Driver plan has no advanced reports or fleet', async () => {
    const me = await signedInAs(server, 'fleet_manager')
    expect((await me.client.get('/api/reports/profit-loss?period=monthly')).statusCode).toBe(200)
    const checkout = (
      await me.client.post('/api/billing/checkout', { item: 'driver', interval: 'month' })
    ).json()
    await send('checkout.session.completed', completedSession(fake, checkout.id))
    const bought = (await me.client.get('/api/billing/subscription')).json()
    expect(bought.plan.id).toBe('driver')
    // Buying during the trial keeps the trial's features until the trial ends (decision 023).
    expect(bought.features).toEqual({ advanced: true, fleet: true })
    expect(bought.storage.limitBytes).toBeNull()
    expect((await me.client.get('/api/reports/profit-loss?period=monthly')).statusCode).toBe(200)
    expect((await me.client.get('/api/fleet/drivers')).statusCode).toBe(200)

    clock.advance(15 * 86_400_000)
    try {
      expect(
        (await me.client.post('/api/auth/login', { email: me.email, password: 'correct-horse-1' }))
          .statusCode,
      ).toBe(200)
      const after = (await me.client.get('/api/billing/subscription')).json()
      expect(after).toMatchObject({ status: 'active', features: { advanced: false, fleet: false } })
      expect(after.storage.limitBytes).not.toBeNull()
      const report = await me.client.get('/api/reports/profit-loss?period=monthly')
      expect(report.statusCode).toBe(402)
      expect(report.json()).toMatchObject({ requiredPlan: 'owner_operator' })
      expect(report.json().error).toContain('Owner Operator plan')
      // The load report (profit by broker and lane, the rate-per-mile history) is an analysis report too.
      expect((await me.client.get('/api/reports/loads?groupBy=month')).statusCode).toBe(402)
      const fleet = (await me.client.get('/api/fleet/drivers')).json()
      expect(fleet).toMatchObject({ requiredPlan: 'fleet_manager' })
      expect(fleet.error).toContain('Fleet Manager plan')
      // The basics stay: the books, the dashboard, writing.
      expect((await me.client.get('/api/dashboard')).statusCode).toBe(200)
      expect(
        (await me.client.post('/api/expenses', { description: 'Fuel', amountCents: 100, date: '2026-11-20' }))
          .statusCode,
      ).toBe(201)
    } finally {
      clock.advance(-15 * 86_400_000)
    }
  })

  it('records a payment link’s checkout by e-mail and opens the bought service for the admins', async () => {
    const me = await signedInAs(server)
    const taxPrice = fake.prices.find(
      (p) => (p.metadata as Record<string, string>).rigledger_item === 'tax_preparation',
    )!
    fake.sessions.set('cs_test_payment_link', {
      mode: 'payment',
      'line_items[0][price]': String(taxPrice.id),
    })
    await send('checkout.session.completed', {
      id: 'cs_test_payment_link',
      object: 'checkout.session',
      mode: 'payment',
      payment_status: 'paid',
      amount_total: 29_999,
      customer_details: { email: me.email.toUpperCase() },
      metadata: {},
    })
    const mine = (await me.client.get('/api/billing/subscription')).json().payments
    expect(mine).toEqual([expect.objectContaining({ amount: 29_999, status: 'completed' })])
    const notes = (await admin.get('/api/admin/notifications?pageSize=50')).json()
    expect(JSON.stringify(notes)).toContain('Tax preparation bought')
    const orders = (await admin.get('/api/admin/service-orders')).json().items
    const order = orders.find((o: { customerEmail: string }) => o.customerEmail === me.email)
    expect(order).toMatchObject({
      itemId: 'tax_preparation',
      itemName: 'Tax Preparation',
      status: 'open',
      userId: me.id,
    })
    const done = await admin.request({
      method: 'PATCH',
      url: `/api/admin/service-orders/${order.id}`,
      payload: { status: 'done' },
    })
    expect(done.json().items[0].status).toBe('done')
    expect((await me.client.get('/api/admin/service-orders')).statusCode).toBe(403)
    // What a tax preparation needs: the customer's year-end package, for the admins.
    const year = new Date().getFullYear() - 1
    const zip = await admin.get(`/api/admin/users/${me.id}/year-end.zip?year=${year}`)
    expect(zip.statusCode).toBe(200)
    expect(zip.headers['content-type']).toContain('application/zip')
    expect(zip.rawPayload.subarray(0, 2).toString()).toBe('PK')
    expect((await me.client.get(`/api/admin/users/${me.id}/year-end.zip?year=${year}`)).statusCode).toBe(403)
  })

  it('lists, filters and exports the payments for the admins', async () => {
    const list = await admin.get('/api/admin/payments')
    expect(list.statusCode, list.body).toBe(200)
    const all = list.json()
    expect(all.total).toBeGreaterThanOrEqual(4)
    expect(all.stats.totalRevenue).toBe(99_990 + 99_990 + 4_999 + 29_999)
    expect(all.stats.failed).toBe(1)
    expect(all.stats.pending).toBeGreaterThanOrEqual(0)
    const failed = (await admin.get('/api/admin/payments?status=failed')).json()
    expect(failed.items.map((p: { status: string }) => p.status)).toEqual(['failed'])
    expect((await admin.get('/api/admin/payments?range=today')).json().total).toBe(all.total)
    expect((await admin.get('/api/admin/payments?range=last-month')).json().total).toBe(0)
    const search = (await admin.get('/api/admin/payments?search=cs_test_payment_link')).json()
    expect(search.items).toHaveLength(1)
    const csv = await admin.get('/api/admin/payments/export.csv?status=failed')
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
    expect(lines[0]).toBe('Date,Customer Email,Amount,Status,Payment ID')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain('$999.90,failed,')
    const customerCall = await (await signedInAs(server)).client.get('/api/admin/payments')
    expect(customerCall.statusCode).toBe(403)
  })

  it('locks the books of an account whose trial ended without a plan, keeping them readable', async () => {
    const me = await signedInAs(server, 'company_driver')
    clock.advance(15 * 86_400_000)
    try {
      // Fifteen days on, the browser session has ended too: sign in again.
      expect(
        (await me.client.post('/api/auth/login', { email: me.email, password: 'correct-horse-1' }))
          .statusCode,
      ).toBe(200)
      const status = (await me.client.get('/api/billing/subscription')).json()
      expect(status).toMatchObject({ status: 'expired', trialDaysLeft: 0, canWrite: false })
      const write = await me.client.post('/api/mileage', {
        startLocation: 'A',
        endLocation: 'B',
        miles: 10,
        date: '2026-12-01',
      })
      expect(write.statusCode).toBe(402)
      expect((await me.client.get('/api/mileage')).statusCode).toBe(200)
      // Settings and billing still work.
      expect(
        (await me.client.post('/api/billing/checkout', { item: 'driver', interval: 'month' })).statusCode,
      ).toBe(200)
    } finally {
      clock.advance(-15 * 86_400_000)
    }
  })
})
