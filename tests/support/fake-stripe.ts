import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'

/*
 * A local stand-in for the payment provider's API: the few endpoints the server calls (balance,
 * products, prices, webhook endpoints, checkout sessions and their line items, the billing portal,
 * canceling a subscription),
 * answering as the provider does. Nothing leaves the machine. Checkouts it made can be "paid" by a
 * test, which gets the event the provider would send, signed with the webhook secret.
 */
export interface FakeStripe {
  url: string
  sessions: Map<string, Record<string, string>>
  products: Record<string, unknown>[]
  prices: Record<string, unknown>[]
  webhookEndpoints: { id: string; url: string }[]
  /** Subscriptions canceled through the API (`DELETE /v1/subscriptions/:id`), in order. */
  canceledSubscriptions: string[]
  /** Subscriptions the provider no longer knows: canceling one answers 404 resource_missing. */
  missingSubscriptions: Set<string>
  /** Subscriptions whose cancel fails with the provider's 500 (an outage). */
  failingSubscriptions: Set<string>
  /** Every request as method and path, to check what was called. */
  calls: string[]
  close(): Promise<void>
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') })
  res.end(JSON.stringify(body))
}

async function formOf(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')))
}

/** `metadata[item]`-style form fields back into an object. */
function metadataOf(form: Record<string, string>, prefix = 'metadata') {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(form)) {
    const match = key.match(new RegExp(`^${prefix.replace(/[[\]]/g, '\\$&')}\\[(\\w+)\\]$`))
    if (match) out[match[1]!] = value
  }
  return out
}

/** The fake's hosted checkout page: what was chosen, and a Pay button. */
function checkoutPage(session: Record<string, string>, amount: number) {
  const dollars = (amount / 100).toFixed(2)
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test checkout</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family:sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem">
<h1>Test checkout</h1><p>${session.customer_email ?? ''}</p><p>Amount: $${dollars}</p>
<form method="post"><button type="submit">Pay</button></form>
<p><a href="${session.cancel_url ?? '/'}">Cancel</a></p></body></html>`
}

export async function startFakeStripe(
  options: { port?: number; webhookUrl?: string; webhookSecret?: string } = {},
): Promise<FakeStripe> {
  const state = {
    sessions: new Map<string, Record<string, string>>(),
    products: [] as Record<string, unknown>[],
    prices: [] as Record<string, unknown>[],
    webhookEndpoints: [] as { id: string; url: string }[],
    canceledSubscriptions: [] as string[],
    missingSubscriptions: new Set<string>(),
    failingSubscriptions: new Set<string>(),
    calls: [] as string[],
  }
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    state.calls.push(`${req.method} ${url.pathname}`)
    // The hosted checkout a customer is sent to: paying sends the signed event, then goes back.
    const pay = url.pathname.match(/^\/pay\/([^/]+)$/)
    if (pay) {
      const session = state.sessions.get(pay[1]!)
      if (!session) return send(res, 404, { error: { message: 'No such checkout' } })
      const price = state.prices.find((p) => p.id === session['line_items[0][price]'])
      if (req.method === 'GET') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        return res.end(checkoutPage(session, Number(price?.unit_amount ?? 0)))
      }
      if (options.webhookUrl && options.webhookSecret) {
        const object = completedSession(fake, pay[1]!)
        const signed = signedEvent('checkout.session.completed', object, options.webhookSecret)
        await fetch(options.webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signed.signature },
          body: signed.payload,
        })
      }
      res.writeHead(303, { location: session.success_url ?? '/' })
      return res.end()
    }
    if (!req.headers.authorization?.startsWith('Bearer sk_')) {
      return send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } })
    }
    const form = req.method === 'POST' ? await formOf(req) : {}
    const path = url.pathname
    if (req.method === 'GET' && path === '/v1/balance')
      return send(res, 200, { object: 'balance', available: [], pending: [] })
    if (path === '/v1/products' && req.method === 'GET')
      return send(res, 200, { object: 'list', data: state.products, has_more: false })
    if (path === '/v1/products' && req.method === 'POST') {
      const product = {
        id: id('prod'),
        object: 'product',
        active: true,
        name: form.name,
        metadata: metadataOf(form),
      }
      state.products.push(product)
      return send(res, 200, product)
    }
    if (path === '/v1/prices' && req.method === 'POST') {
      const price = {
        id: id('price'),
        object: 'price',
        product: form.product,
        unit_amount: Number(form.unit_amount),
        currency: form.currency,
        recurring: form['recurring[interval]'] ? { interval: form['recurring[interval]'] } : null,
        metadata: metadataOf(form),
      }
      state.prices.push(price)
      return send(res, 200, price)
    }
    if (path === '/v1/webhook_endpoints' && req.method === 'GET')
      return send(res, 200, { object: 'list', data: state.webhookEndpoints, has_more: false })
    if (path === '/v1/checkout/sessions' && req.method === 'POST') {
      const session = { ...form, id: `cs_test_${randomBytes(16).toString('hex')}` }
      state.sessions.set(session.id, session)
      return send(res, 200, {
        id: session.id,
        object: 'checkout.session',
        mode: form.mode,
        url: `${base}/pay/${session.id}`,
        customer_email: form.customer_email,
        metadata: metadataOf(form),
      })
    }
    const lineItems = path.match(/^\/v1\/checkout\/sessions\/([^/]+)\/line_items$/)
    if (lineItems && req.method === 'GET') {
      const session = state.sessions.get(lineItems[1]!)
      const price = session?.['line_items[0][price]']
      return send(res, 200, {
        object: 'list',
        data: price ? [{ id: id('li'), price: { id: price } }] : [],
        has_more: false,
      })
    }
    const subscription = path.match(/^\/v1\/subscriptions\/([^/]+)$/)
    if (subscription && req.method === 'DELETE') {
      const subId = decodeURIComponent(subscription[1]!)
      if (state.failingSubscriptions.has(subId))
        return send(res, 500, { error: { type: 'api_error', message: 'Something went wrong' } })
      if (state.missingSubscriptions.has(subId) || state.canceledSubscriptions.includes(subId))
        return send(res, 404, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such subscription: '${subId}'`,
          },
        })
      state.canceledSubscriptions.push(subId)
      return send(res, 200, {
        id: subId,
        object: 'subscription',
        status: 'canceled',
        canceled_at: Math.floor(Date.now() / 1000),
      })
    }
    if (path === '/v1/billing_portal/sessions' && req.method === 'POST')
      return send(res, 200, {
        id: id('bps'),
        object: 'billing_portal.session',
        url: `https://billing.stripe.test/${form.customer}`,
      })
    return send(res, 404, {
      error: { type: 'invalid_request_error', message: `No such route: ${req.method} ${path}` },
    })
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const base = `http://127.0.0.1:${port}`
  const fake: FakeStripe = {
    url: base,
    ...state,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
  return fake
}

/** A provider event of `type` about `object`, with the signature header made with `secret`. */
export function signedEvent(type: string, object: Record<string, unknown>, secret: string) {
  const event = {
    id: id('evt'),
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  }
  const payload = JSON.stringify(event)
  const signature = new Stripe('sk_test_unused').webhooks.generateTestHeaderString({ payload, secret })
  return { event, payload, signature }
}

/** The `checkout.session.completed` object for a checkout the fake made, as the provider sends it paid. */
export function completedSession(fake: FakeStripe, sessionId: string, extra: Record<string, unknown> = {}) {
  const form = fake.sessions.get(sessionId)
  if (!form) throw new Error(`no checkout ${sessionId}`)
  const price = fake.prices.find((p) => p.id === form['line_items[0][price]'])
  const subscription = form.mode === 'subscription'
  return {
    id: sessionId,
    object: 'checkout.session',
    mode: form.mode,
    payment_status: 'paid',
    amount_total: price?.unit_amount ?? 0,
    customer: id('cus'),
    customer_details: { email: form.customer_email },
    client_reference_id: form.client_reference_id,
    metadata: metadataOf(form),
    subscription: subscription ? id('sub') : null,
    ...extra,
  }
}
