import { desc, eq, sql } from 'drizzle-orm'
import type { BillingStatus } from '@/contracts/billing.ts'
import { TRIAL_DAYS } from '@/domain/billing/entitlements.ts'
import type { AppContext } from '@/server/context.ts'
import { payments, subscriptions } from '@/server/db/schema/index.ts'
import { AppError } from '@/server/lib/errors.ts'
import { exactInt, queryRows } from '@/server/lib/sql-values.ts'
import { accountBilling } from './account-billing.ts'
import { requireStripe } from './gateway.ts'

type User = { id: string; role: string; createdAt: Date }

/** Settings › Billing: plan, trial, status, period end, add-ons, storage, the account's payments. */
export async function billingStatus(
  ctx: Pick<AppContext, 'db' | 'config' | 'clock'>,
  user: User,
): Promise<BillingStatus> {
  const [billing, [used], history] = await Promise.all([
    accountBilling(ctx, user),
    queryRows<{ bytes: string }>(
      ctx.db,
      sql`select coalesce(sum(size_bytes), 0)::text as bytes from documents where user_id = ${user.id}`,
    ),
    ctx.db
      .select()
      .from(payments)
      .where(eq(payments.userId, user.id))
      .orderBy(desc(payments.createdAt))
      .limit(24),
  ])
  const now = ctx.clock.now()
  return {
    plan: billing.plan ? { id: billing.plan.id, name: billing.plan.name } : null,
    interval: billing.plan?.interval ?? null,
    status: billing.state,
    trialEndsAt: billing.trialEndsAt.toISOString(),
    trialDaysLeft: Math.min(
      TRIAL_DAYS,
      Math.max(0, Math.ceil((billing.trialEndsAt.getTime() - now.getTime()) / 86_400_000)),
    ),
    currentPeriodEnd: billing.plan?.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: billing.plan?.cancelAtPeriodEnd ?? false,
    coveredBy: billing.coveredBy,
    addons: billing.addons,
    storage: { usedBytes: exactInt(used?.bytes), limitBytes: billing.storageLimitBytes },
    payments: history.map((p) => ({
      id: p.id,
      createdAt: p.createdAt.toISOString(),
      description: p.description,
      amount: p.amount,
      status: p.status,
    })),
    paymentsEnabled: billing.takesPayments,
    canWrite: billing.canWrite,
    prioritySupport: billing.prioritySupport,
    features: billing.features,
  }
}

/** The provider's customer portal (change plan, payment method, invoices, cancel) for this account. */
export async function portalSession(ctx: Pick<AppContext, 'db' | 'config'>, userId: string) {
  const { stripe } = await requireStripe(ctx)
  const [sub] = await ctx.db
    .select({ customer: subscriptions.providerCustomerId })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1)
  if (!sub?.customer) throw new AppError('CONFLICT', 'Nothing to manage yet: choose a plan first')
  const session = await stripe.billingPortal.sessions.create({
    customer: sub.customer,
    return_url: `${ctx.config.publicUrl}/settings/billing`,
  })
  return { url: session.url }
}
