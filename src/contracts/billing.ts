import { z } from 'zod'
import { ZSearch } from './common.ts'

/** The spec's payment and gateway messages (sections 5 and 8). */
export const BILLING_MESSAGES = {
  keysRequired: 'Publishable key and secret key are required',
  publishableFormat: 'Invalid publishable key format. Should start with pk_',
  secretFormat: 'Invalid secret key format. Should start with sk_',
  secretFirst: 'Please enter a secret key first',
  saveFirst: 'Please save your Stripe settings first',
  saved: 'Payment gateway settings saved successfully',
  saveFailed: 'Failed to save payment gateway settings',
  testDone: 'Stripe connection test completed',
  testFailed: 'Connection test failed',
  testError: 'Failed to test connection',
  productsCreated: 'Stripe products created successfully',
  productsFailed: 'Failed to create products',
  productsSetupFailed: 'Failed to setup Stripe products',
  paymentsFailed: 'Failed to load payments',
  paymentsOff:
    'Payments are not set up on this server yet, so nothing can be bought here. Everything else works.',
  priceNotFound: 'Price ID not found for this plan',
  testFailedFor: (plan: string, interval: string, message: string) =>
    `Test failed for ${plan} ${interval} checkout: ${message}`,
  itemNotFound: 'Not something that can be bought',
  unreachable: 'The payment provider could not be reached',
  webhookSignature: 'Webhook signature verification failed',
  cancelFailed:
    'The subscription could not be canceled at the payment provider, so the account was not deleted. Try again.',
  cancelNeedsGateway:
    'This account has a subscription, but the payment gateway is not set up here: save its keys in Settings › Payment Gateways (or cancel the subscription at the provider) before deleting.',
} as const

export const PAYMENT_STATUSES = ['completed', 'succeeded', 'pending', 'failed', 'canceled'] as const
export const PAYMENT_RANGES = ['today', 'this-week', 'this-month', 'last-month', 'this-year'] as const
export const GATEWAY_ENVIRONMENTS = ['sandbox', 'production'] as const

export const ZCatalogueItem = z.object({
  id: z.string(),
  kind: z.enum(['plan', 'service', 'addon']),
  name: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  amountCents: z.number().int(),
  yearlyAmountCents: z.number().int().nullable(),
  /** Pushed to the payment provider (Create Products). */
  providerReady: z.boolean(),
})
export type CatalogueItem = z.infer<typeof ZCatalogueItem>
export const ZCatalogue = z.object({
  items: z.array(ZCatalogueItem),
  /** Whether a payment gateway is configured: without one nothing can be bought. */
  paymentsEnabled: z.boolean(),
})

export const ZCheckoutInput = z
  .object({
    item: z.string().min(1).max(40),
    interval: z.enum(['month', 'year']).default('month'),
  })
  .meta({ examples: [{ item: 'owner_operator', interval: 'month' }] })
export const ZCheckoutSession = z.object({ id: z.string(), url: z.string() })

export const ZBillingStatus = z.object({
  plan: z.object({ id: z.string(), name: z.string() }).nullable(),
  interval: z.enum(['month', 'year']).nullable(),
  /** trialing (the free trial), active, past_due, canceled, expired (trial over, nothing bought), covered. */
  status: z.enum(['trialing', 'active', 'past_due', 'canceled', 'expired', 'covered']),
  trialEndsAt: z.string(),
  trialDaysLeft: z.number().int(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** Who pays when the account is covered by another's plan (a fleet, a client). */
  coveredBy: z.string().nullable(),
  addons: z.array(z.object({ id: z.string(), name: z.string(), status: z.string() })),
  storage: z.object({ usedBytes: z.number(), limitBytes: z.number().nullable() }),
  payments: z.array(
    z.object({
      id: z.string(),
      createdAt: z.string(),
      description: z.string(),
      amount: z.number().int(),
      status: z.enum(PAYMENT_STATUSES),
    }),
  ),
  paymentsEnabled: z.boolean(),
  /** Whether the account may add to its books: false once a trial or payment lapsed. */
  canWrite: z.boolean(),
  /** Support tickets and chats answered first. */
  prioritySupport: z.boolean(),
  /**
   * The plan features the account has now: advanced (profit and loss, revenue, tax and custom
   * reports, the tax tools, the truck P&L) and fleet. All of them while the trial runs, even once a
   * plan is bought (decision 023).
   */
  features: z.object({ advanced: z.boolean(), fleet: z.boolean() }),
})
export type BillingStatus = z.infer<typeof ZBillingStatus>

export const ZGatewayInput = z
  .object({
    publishableKey: z.string().trim().max(300).default(''),
    secretKey: z.string().trim().max(300).default(''),
    webhookSecret: z.string().trim().max(300).default(''),
    environment: z.enum(GATEWAY_ENVIRONMENTS).default('sandbox'),
  })
  .meta({
    examples: [
      {
        publishableKey: 'pk_test_123',
        secretKey: 'sk_test_123',
        webhookSecret: 'whsec_123',
        environment: 'sandbox',
      },
    ],
  })
export const ZGatewayView = z.object({
  configured: z.boolean(),
  publishableKey: z.string(),
  /** Masked: the first 8 characters, bullets, the last 4. */
  secretKey: z.string(),
  webhookSecret: z.string(),
  environment: z.enum(GATEWAY_ENVIRONMENTS),
  webhookUrl: z.string(),
  updatedAt: z.string().nullable(),
})

export const ZConnectionTest = z.object({
  connection: z.object({ ok: z.boolean(), message: z.string() }),
  products: z.object({ ok: z.boolean(), message: z.string() }),
  webhooks: z.object({ ok: z.boolean(), message: z.string() }),
})

export const ZPaymentsQuery = z.object({
  search: ZSearch,
  status: z.enum(['all', ...PAYMENT_STATUSES]).default('all'),
  range: z.enum(['all', ...PAYMENT_RANGES]).default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
})
export const ZPayment = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  customerEmail: z.string(),
  amount: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  stripeSessionId: z.string().nullable(),
  description: z.string(),
})
export const ZPaymentList = z.object({
  items: z.array(ZPayment),
  total: z.number().int(),
  stats: z.object({
    totalRevenue: z.number().int(),
    successful: z.number().int(),
    pending: z.number().int(),
    failed: z.number().int(),
  }),
})

/** Payment ID as shown: the first 20 characters of the session id, or the first 8 of the id (spec 9). */
export function paymentDisplayId(payment: { id: string; stripeSessionId: string | null }): string {
  return payment.stripeSessionId ? payment.stripeSessionId.slice(0, 20) : payment.id.slice(0, 8)
}

/** Keys as shown: the first 8 characters, bullets, the last 4 (spec 5). */
export function maskKey(key: string): string {
  if (!key) return ''
  if (key.length <= 12) return '•'.repeat(key.length)
  return `${key.slice(0, 8)}${'•'.repeat(8)}${key.slice(-4)}`
}

export const ZServiceOrder = z.object({
  id: z.uuid(),
  itemId: z.string(),
  itemName: z.string(),
  customerEmail: z.string(),
  customerName: z.string().nullable(),
  userId: z.uuid().nullable(),
  status: z.enum(['open', 'done']),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  dueAt: z.string().nullable(),
})
export const ZServiceOrderList = z.object({ items: z.array(ZServiceOrder) })
export const ZServiceOrderPatch = z
  .object({ status: z.enum(['open', 'done']) })
  .meta({ examples: [{ status: 'done' }] })
