import { eq, sql } from 'drizzle-orm'
import type Stripe from 'stripe'
import { BILLING_MESSAGES } from '@/contracts/billing.ts'
import type { AppContext } from '@/server/context.ts'
import type { Tx } from '@/server/db/client.ts'
import {
  catalogueItems,
  payments,
  providerEvents,
  serviceOrders,
  subscriptions,
  users,
} from '@/server/db/schema/index.ts'
import { raiseNotification } from '@/server/features/notifications/notifications.public.ts'
import { AppError } from '@/server/lib/errors.ts'
import { itemOfPrice } from './catalogue.ts'
import { gatewayKeys, stripeClient } from './gateway.ts'

/** What a bought service opens for the admins (issue: tax preparation, document processing, consultation). */
const SERVICE_TASKS: Record<string, { title: string; details: Record<string, unknown>; dueHours?: number }> =
  {
    tax_preparation: {
      title: 'Tax preparation bought',
      details: { needs: 'the year’s tax summary and documents (Reports › Year-End Package)' },
    },
    document_processing: {
      title: 'Document processing bought',
      details: { documentCredit: 500, targetHours: 48 },
      dueHours: 48,
    },
    business_consultation: {
      title: 'Business consultation bought',
      details: { needs: 'a booking: contact the customer to set the 2-hour session' },
    },
  }

type Obj = Record<string, unknown>
const str = (v: unknown) => (typeof v === 'string' && v ? v : null)
const idOf = (v: unknown) => str(v) ?? (v && typeof v === 'object' ? str((v as Obj).id) : null)
const seconds = (v: unknown) => (typeof v === 'number' ? new Date(v * 1000) : null)

/** The subscription an invoice is for, in the API's older and newer shapes. */
function invoiceSubscription(invoice: Obj): string | null {
  const parent = invoice.parent as Obj | undefined
  const details = parent?.subscription_details as Obj | undefined
  return idOf(invoice.subscription) ?? idOf(details?.subscription)
}

/** A subscription's period end, in the API's older and newer shapes. */
function periodEnd(subscription: Obj): Date | null {
  const items = (subscription.items as Obj | undefined)?.data as Obj[] | undefined
  return seconds(subscription.current_period_end) ?? seconds(items?.[0]?.current_period_end)
}

async function userIdFor(tx: Tx, metadata: Obj | undefined, email: string | null) {
  const fromMetadata = str(metadata?.userId)
  if (fromMetadata) {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, fromMetadata))
    if (user) return user.id
  }
  if (!email) return null
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
  return user?.id ?? null
}

/**
 * Verifies the provider's signature over the raw body with the webhook secret (STRIPE_WEBHOOK_SECRET
 * or the saved one) and answers the event; a bad or missing signature is a 400.
 */
export async function verifiedEvent(ctx: Pick<AppContext, 'db' | 'config'>, raw: Buffer, signature: unknown) {
  const keys = await gatewayKeys(ctx)
  const secret = ctx.config.stripe.webhookSecret ?? keys?.webhookSecret
  if (!secret || typeof signature !== 'string')
    throw new AppError('BAD_REQUEST', BILLING_MESSAGES.webhookSignature)
  try {
    return stripeClient(ctx, keys?.secretKey ?? 'sk_unused').webhooks.constructEvent(raw, signature, secret)
  } catch {
    throw new AppError('BAD_REQUEST', BILLING_MESSAGES.webhookSignature)
  }
}

/**
 * Applies one event in one transaction, once: its id is claimed first, so a replay changes nothing.
 * Checkout completed, invoice paid or failed, subscription updated or deleted and a charge refunded
 * keep `payments` and `subscriptions` true; anything else is acknowledged and left alone.
 */
export async function handleEvent(ctx: Pick<AppContext, 'db' | 'config' | 'clock'>, event: Stripe.Event) {
  const now = ctx.clock.now()
  const itemForPayment = await lineItemOf(ctx, event)
  return ctx.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(providerEvents)
      .values({ id: event.id, type: event.type, receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: providerEvents.id })
    if (claimed.length === 0) return { handled: false, duplicate: true }
    const object = event.data.object as unknown as Obj
    switch (event.type) {
      case 'checkout.session.completed':
        await checkoutCompleted(tx, object, itemForPayment, now)
        break
      case 'invoice.paid':
      case 'invoice.payment_succeeded':
        await invoiceSettled(tx, object, 'succeeded', now)
        break
      case 'invoice.payment_failed':
        await invoiceSettled(tx, object, 'failed', now)
        break
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        await subscriptionChanged(tx, object, event.type === 'customer.subscription.deleted', now)
        break
      case 'charge.refunded':
        if (!(await chargeRefunded(tx, object, now))) return { handled: false, duplicate: false }
        break
      default:
        return { handled: false, duplicate: false }
    }
    return { handled: true, duplicate: false }
  })
}

/** A checkout not started here (a payment link) names no item: its line item's price does. */
async function lineItemOf(ctx: Pick<AppContext, 'db' | 'config'>, event: Stripe.Event) {
  if (event.type !== 'checkout.session.completed') return null
  const session = event.data.object as unknown as Obj
  const named = str((session.metadata as Obj | undefined)?.item)
  if (named) return named
  const keys = await gatewayKeys(ctx)
  if (!keys) return null
  try {
    const lines = await stripeClient(ctx, keys.secretKey).checkout.sessions.listLineItems(
      String(session.id),
      { limit: 1 },
    )
    return (await itemOfPrice(ctx.db, lines.data[0]?.price?.id))?.item.id ?? null
  } catch {
    return null
  }
}

async function checkoutCompleted(tx: Tx, session: Obj, itemId: string | null, now: Date) {
  const metadata = session.metadata as Obj | undefined
  const details = session.customer_details as Obj | undefined
  const email = str(details?.email) ?? str(session.customer_email) ?? 'unknown'
  const userId = await userIdFor(tx, metadata, email)
  const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required'
  const amount = typeof session.amount_total === 'number' ? session.amount_total : 0
  const sessionId = String(session.id)
  const [existing] = await tx.select().from(payments).where(eq(payments.stripeSessionId, sessionId))
  const [payment] = existing
    ? await tx
        .update(payments)
        .set({
          status: paid ? 'completed' : 'pending',
          amount,
          customerEmail: email,
          userId: userId ?? existing.userId,
          providerPaymentIntentId: idOf(session.payment_intent) ?? existing.providerPaymentIntentId,
        })
        .where(eq(payments.id, existing.id))
        .returning()
    : await tx
        .insert(payments)
        .values({
          createdAt: now,
          customerEmail: email,
          userId,
          itemId,
          description: itemId ? `Payment link: ${itemId}` : 'Payment link',
          amount,
          status: paid ? 'completed' : 'pending',
          stripeSessionId: sessionId,
          providerPaymentIntentId: idOf(session.payment_intent),
        })
        .returning()
  const subscriptionId = idOf(session.subscription)
  if (session.mode === 'subscription' && subscriptionId && userId && itemId) {
    const interval = metadata?.interval === 'year' ? 'year' : 'month'
    await tx
      .insert(subscriptions)
      .values({
        userId,
        itemId,
        interval,
        status: 'active',
        providerSubscriptionId: subscriptionId,
        providerCustomerId: idOf(session.customer),
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: subscriptions.providerSubscriptionId,
        set: { userId, itemId, providerCustomerId: idOf(session.customer), updatedAt: now },
      })
  }
  if (session.mode === 'payment' && paid && itemId && SERVICE_TASKS[itemId]) {
    const task = SERVICE_TASKS[itemId]
    await tx.insert(serviceOrders).values({
      userId,
      itemId,
      details: { ...task.details, customerEmail: email },
      paymentId: payment?.id ?? null,
      createdAt: now,
      dueAt: task.dueHours ? new Date(now.getTime() + task.dueHours * 3_600_000) : null,
    })
    await raiseNotification(tx, {
      type: 'system_alert',
      title: task.title,
      message: `${email} bought ${itemId.replaceAll('_', ' ')}: ${JSON.stringify(task.details)}`.slice(
        0,
        500,
      ),
      priority: 'high',
      data: { item: itemId, user_id: userId },
      dedupKey: `service:${sessionId}`,
      at: now,
    })
  }
}

async function invoiceSettled(tx: Tx, invoice: Obj, status: 'succeeded' | 'failed', now: Date) {
  const subscriptionId = invoiceSubscription(invoice)
  const [sub] = subscriptionId
    ? await tx.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, subscriptionId))
    : []
  if (sub) {
    const lines = (invoice.lines as Obj | undefined)?.data as Obj[] | undefined
    const end = seconds((lines?.[0]?.period as Obj | undefined)?.end)
    await tx
      .update(subscriptions)
      .set({
        status: status === 'succeeded' ? 'active' : 'past_due',
        ...(status === 'succeeded' && end ? { currentPeriodEnd: end } : {}),
        updatedAt: now,
      })
      .where(eq(subscriptions.id, sub.id))
  }
  // The first invoice of a subscription is the checkout's payment, already recorded.
  if (invoice.billing_reason === 'subscription_create' && status === 'succeeded') return
  const email = str(invoice.customer_email) ?? 'unknown'
  const amount = Number(status === 'succeeded' ? invoice.amount_paid : invoice.amount_due) || 0
  const userId = sub?.userId ?? (await userIdFor(tx, undefined, email))
  await tx
    .insert(payments)
    .values({
      createdAt: now,
      customerEmail: email,
      userId,
      itemId: sub?.itemId ?? null,
      description: sub ? `Renewal: ${sub.itemId}` : 'Invoice',
      amount,
      status,
      providerInvoiceId: String(invoice.id),
      providerPaymentIntentId: idOf(invoice.payment_intent),
    })
    .onConflictDoUpdate({
      target: payments.providerInvoiceId,
      targetWhere: sql`${payments.providerInvoiceId} is not null`,
      set: { status, amount },
    })
}

/**
 * A charge given back (in whole or in part): the payment it was for, found by its payment intent
 * (or its invoice), keeps the amount refunded so far and when. Answers whether a payment was found.
 */
async function chargeRefunded(tx: Tx, charge: Obj, now: Date): Promise<boolean> {
  const refunded = typeof charge.amount_refunded === 'number' ? Math.max(0, charge.amount_refunded) : 0
  const intent = idOf(charge.payment_intent)
  const invoice = idOf(charge.invoice)
  if (!intent && !invoice) return false
  const [payment] = await tx
    .select({ id: payments.id, amount: payments.amount })
    .from(payments)
    .where(
      intent && invoice
        ? sql`${payments.providerPaymentIntentId} = ${intent} or ${payments.providerInvoiceId} = ${invoice}`
        : intent
          ? eq(payments.providerPaymentIntentId, intent)
          : eq(payments.providerInvoiceId, invoice as string),
    )
    .limit(1)
  if (!payment) return false
  await tx
    .update(payments)
    .set({ refundedCents: Math.min(refunded, payment.amount), refundedAt: now })
    .where(eq(payments.id, payment.id))
  return true
}

async function subscriptionChanged(tx: Tx, subscription: Obj, deleted: boolean, now: Date) {
  const id = String(subscription.id)
  const items = (subscription.items as Obj | undefined)?.data as Obj[] | undefined
  const price = items?.[0]?.price as Obj | undefined
  const metadata = subscription.metadata as Obj | undefined
  const status = deleted ? 'canceled' : (str(subscription.status) ?? 'active')
  const values = {
    status,
    currentPeriodEnd: periodEnd(subscription),
    cancelAtPeriodEnd: subscription.cancel_at_period_end === true,
    updatedAt: now,
  }
  const [existing] = await tx.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, id))
  if (existing) {
    const byPrice = await itemOfPrice(tx, str(price?.id))
    await tx
      .update(subscriptions)
      .set({ ...values, ...(byPrice ? { itemId: byPrice.item.id, interval: byPrice.interval } : {}) })
      .where(eq(subscriptions.id, existing.id))
    return
  }
  // Created elsewhere (or its checkout event not here yet): kept when it says whose and what it is.
  const userId = await userIdFor(tx, metadata, null)
  const itemId = str(metadata?.item)
  if (!userId || !itemId) return
  const [known] = await tx
    .select({ id: catalogueItems.id })
    .from(catalogueItems)
    .where(eq(catalogueItems.id, itemId))
  if (!known) return
  await tx
    .insert(subscriptions)
    .values({
      userId,
      itemId,
      interval: metadata?.interval === 'year' ? 'year' : 'month',
      providerSubscriptionId: id,
      providerCustomerId: idOf(subscription.customer),
      createdAt: now,
      ...values,
    })
    .onConflictDoNothing()
}
