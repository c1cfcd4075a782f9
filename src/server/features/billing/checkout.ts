import { BILLING_MESSAGES } from '@/contracts/billing.ts'
import type { AppContext } from '@/server/context.ts'
import { payments } from '@/server/db/schema/index.ts'
import { AppError } from '@/server/lib/errors.ts'
import { catalogueItem } from './catalogue.ts'
import { requireStripe } from './gateway.ts'

/** Metadata every checkout carries, so the webhook knows whose and what it was. */
export interface CheckoutMetadata {
  userId: string
  item: string
  interval: 'month' | 'year'
}

/**
 * A checkout session at the provider for a plan (monthly or yearly), an add-on (monthly) or a
 * one-time service; a pending payment is kept until the webhook says how it went.
 */
export async function startCheckout(
  ctx: Pick<AppContext, 'db' | 'config' | 'clock'>,
  user: { id: string; email: string },
  input: { item: string; interval: 'month' | 'year' },
  urls: { success: string; cancel: string } = {
    success: `${ctx.config.publicUrl}/settings/billing?checkout=success`,
    cancel: `${ctx.config.publicUrl}/settings/billing?checkout=canceled`,
  },
) {
  const { stripe } = await requireStripe(ctx)
  const item = await catalogueItem(ctx.db, input.item)
  const interval = item.kind === 'plan' ? input.interval : 'month'
  const price = interval === 'year' ? item.providerYearlyPriceId : item.providerPriceId
  if (!price) throw new AppError('CONFLICT', BILLING_MESSAGES.priceNotFound)
  const metadata: CheckoutMetadata & Record<string, string> = { userId: user.id, item: item.id, interval }
  const subscription = item.kind !== 'service'
  const session = await stripe.checkout.sessions.create({
    mode: subscription ? 'subscription' : 'payment',
    line_items: [{ price, quantity: 1 }],
    customer_email: user.email,
    client_reference_id: user.id,
    success_url: urls.success,
    cancel_url: urls.cancel,
    metadata,
    ...(subscription ? { subscription_data: { metadata } } : { payment_intent_data: { metadata } }),
  })
  if (!session.url) throw new AppError('CONFLICT', BILLING_MESSAGES.unreachable)
  await ctx.db
    .insert(payments)
    .values({
      createdAt: ctx.clock.now(),
      customerEmail: user.email,
      userId: user.id,
      itemId: item.id,
      description: `${item.name}${item.kind === 'plan' ? (interval === 'year' ? ' (yearly)' : ' (monthly)') : ''}`,
      amount: interval === 'year' ? (item.yearlyAmountCents ?? item.amountCents) : item.amountCents,
      status: 'pending',
      stripeSessionId: session.id,
    })
    .onConflictDoNothing()
  return { id: session.id, url: session.url }
}
