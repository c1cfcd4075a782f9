import { and, inArray, notInArray } from 'drizzle-orm'
import Stripe from 'stripe'
import { BILLING_MESSAGES } from '@/contracts/billing.ts'
import type { AppContext } from '@/server/context.ts'
import { subscriptions } from '@/server/db/schema/index.ts'
import { AppError } from '@/server/lib/errors.ts'
import { gatewayKeys, stripeClient } from './gateway.ts'

/** Subscriptions that still bill (or may): everything but the ended ones. */
const ENDED = ['canceled', 'incomplete_expired']

/**
 * Cancels at the payment provider, at once, every subscription of these accounts that has not ended,
 * before the accounts are deleted: a deleted customer must not go on being charged. One the provider
 * no longer knows is already over. Any other failure (or no gateway keys while such subscriptions
 * exist) refuses, and nothing is deleted. Answers how many were canceled.
 */
export async function cancelSubscriptionsOf(
  ctx: Pick<AppContext, 'db' | 'config'>,
  userIds: string[],
): Promise<number> {
  if (userIds.length === 0) return 0
  const live = await ctx.db
    .select({ providerId: subscriptions.providerSubscriptionId })
    .from(subscriptions)
    .where(and(inArray(subscriptions.userId, userIds), notInArray(subscriptions.status, ENDED)))
  if (live.length === 0) return 0
  const keys = await gatewayKeys(ctx)
  if (!keys) throw new AppError('CONFLICT', BILLING_MESSAGES.cancelNeedsGateway)
  const stripe = stripeClient(ctx, keys.secretKey)
  let canceled = 0
  for (const { providerId } of live) {
    try {
      await stripe.subscriptions.cancel(providerId)
      canceled++
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError && error.code === 'resource_missing') continue
      throw new AppError('UNAVAILABLE', BILLING_MESSAGES.cancelFailed)
    }
  }
  return canceled
}
