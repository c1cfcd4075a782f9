import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import {
  type BillingState,
  billingState,
  canWrite,
  FEATURE_KEYS,
  type Feature,
  hasFeature,
  hasPrioritySupport,
  inTrial,
  type PlanId,
  storageLimitBytes,
  trialEndsAt,
} from '@/domain/billing/entitlements.ts'
import type { AppContext } from '@/server/context.ts'
import type { Db } from '@/server/db/client.ts'
import { accessGrants, catalogueItems, fleetMembers, subscriptions, users } from '@/server/db/schema/index.ts'
import { keptSetting } from '@/server/shared/settings.ts'

export const GATEWAY_SETTINGS_KEY = 'payment_gateway'

/**
 * Whether this server takes payments: a secret key in the environment or the saved gateway settings
 * (kept in memory until a setting is saved: the paywall asks on every gated request).
 */
export async function takesPayments(ctx: Pick<AppContext, 'db' | 'config'>): Promise<boolean> {
  if (ctx.config.stripe.secretKey) return true
  const stored = await keptSetting(ctx.db, GATEWAY_SETTINGS_KEY)
  return typeof stored?.secretKeySealed === 'string'
}

/** The subscriptions that count: not ended, newest first. */
async function liveSubscriptions(db: Db, userId: string) {
  return db
    .select({ sub: subscriptions, kind: catalogueItems.kind, name: catalogueItems.name })
    .from(subscriptions)
    .innerJoin(catalogueItems, eq(catalogueItems.id, subscriptions.itemId))
    .where(
      and(
        eq(subscriptions.userId, userId),
        sql`${subscriptions.status} not in ('canceled', 'incomplete_expired')`,
      ),
    )
    .orderBy(desc(subscriptions.createdAt))
}

/** A fleet's driver is covered by a fleet manager on a live plan or trial; an accountant by their clients. */
async function coverer(db: Db, user: { id: string; role: string }, now: Date): Promise<string | null> {
  if (user.role === 'accountant') {
    const [client] = await db
      .select({ name: users.fullName })
      .from(accessGrants)
      .innerJoin(users, eq(users.id, accessGrants.clientId))
      .where(and(eq(accessGrants.accountantId, user.id), isNull(accessGrants.revokedAt)))
      .limit(1)
    return client ? 'your clients' : 'your clients (none yet)'
  }
  const [fleet] = await db
    .select({
      managerId: fleetMembers.fleetManagerId,
      name: users.fullName,
      companyName: users.companyName,
      createdAt: users.createdAt,
    })
    .from(fleetMembers)
    .innerJoin(users, eq(users.id, fleetMembers.fleetManagerId))
    .where(eq(fleetMembers.driverId, user.id))
  if (!fleet) return null
  const subs = await liveSubscriptions(db, fleet.managerId)
  const plan = subs.find((s) => s.kind === 'plan')
  const state = billingState({
    now,
    createdAt: fleet.createdAt,
    covered: false,
    plan: plan ? { status: plan.sub.status } : null,
    hadSubscription: false,
  })
  return state === 'active' || state === 'trialing'
    ? fleet.companyName?.trim() || `${fleet.name}'s fleet`
    : null
}

export interface AccountBilling {
  state: BillingState
  plan: {
    id: PlanId
    name: string
    interval: 'month' | 'year'
    status: string
    currentPeriodEnd: Date | null
    cancelAtPeriodEnd: boolean
  } | null
  addons: { id: string; name: string; status: string }[]
  trialEndsAt: Date
  coveredBy: string | null
  storageLimitBytes: number | null
  canWrite: boolean
  /** The plan features the account has now (all of them while the trial runs, decision 023). */
  features: Record<Feature, boolean>
  takesPayments: boolean
  /** Tickets and chats answered first (Fleet Manager plan or the add-on). */
  prioritySupport: boolean
}

/**
 * Where an account stands with billing. On a server that takes no payments (self-hosting) every
 * account has everything: nothing is ever locked.
 */
export async function accountBilling(
  ctx: Pick<AppContext, 'db' | 'config' | 'clock'>,
  user: { id: string; role: string; createdAt: Date },
  /** Whether the server takes payments, when the caller has read it already. */
  knownTakesPayments?: boolean,
): Promise<AccountBilling> {
  const now = ctx.clock.now()
  const [payments, subs, coveredBy, [anySub]] = await Promise.all([
    knownTakesPayments ?? takesPayments(ctx),
    liveSubscriptions(ctx.db, user.id),
    coverer(ctx.db, user, now),
    ctx.db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.id))
      .limit(1),
  ])
  const planRow = subs.find((s) => s.kind === 'plan')
  const addons = subs.filter((s) => s.kind === 'addon')
  const state = billingState({
    now,
    createdAt: user.createdAt,
    covered: coveredBy !== null,
    plan: planRow ? { status: planRow.sub.status } : null,
    hadSubscription: Boolean(anySub),
  })
  const storageAddon = addons.some((a) => a.sub.itemId === 'additional_storage' && a.sub.status === 'active')
  const plan = planRow
    ? {
        id: planRow.sub.itemId as PlanId,
        name: planRow.name,
        interval: planRow.sub.interval,
        status: planRow.sub.status,
        currentPeriodEnd: planRow.sub.currentPeriodEnd,
        cancelAtPeriodEnd: planRow.sub.cancelAtPeriodEnd,
      }
    : null
  const trialRunning = inTrial(now, user.createdAt)
  const features = Object.fromEntries(
    FEATURE_KEYS.map((f) => [f, !payments || hasFeature(state, plan?.id ?? null, f, trialRunning)]),
  ) as Record<Feature, boolean>
  return {
    state,
    plan,
    addons: addons.map((a) => ({ id: a.sub.itemId, name: a.name, status: a.sub.status })),
    trialEndsAt: trialEndsAt(user.createdAt),
    coveredBy,
    storageLimitBytes: payments
      ? storageLimitBytes(state, plan?.id ?? null, storageAddon, trialRunning)
      : null,
    canWrite: !payments || canWrite(state),
    features,
    takesPayments: payments,
    prioritySupport: hasPrioritySupport(
      state,
      plan?.id ?? null,
      addons.some((a) => a.sub.itemId === 'priority_support' && a.sub.status === 'active'),
    ),
  }
}
