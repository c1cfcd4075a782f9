/** The free trial every new account starts with. */
export const TRIAL_DAYS = 14
/** Document storage of the Driver plan; Owner Operator and Fleet Manager are unlimited. */
export const DRIVER_STORAGE_BYTES = 10 * 1024 ** 3
/** What the Additional Storage add-on adds. */
export const ADDON_STORAGE_BYTES = 100 * 1024 ** 3

export type PlanId = 'driver' | 'owner_operator' | 'fleet_manager'
export type BillingState = 'trialing' | 'active' | 'past_due' | 'canceled' | 'expired' | 'covered'

/** Subscription states the provider reports that keep the plan's features on. */
const LIVE = new Set(['active', 'trialing'])

export function trialEndsAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + TRIAL_DAYS * 86_400_000)
}

/**
 * Whether the free trial is still running. Buying a plan does not end it: everything the trial
 * gives stays until the trial's last day, then the plan decides (decision 023).
 */
export function inTrial(now: Date, createdAt: Date): boolean {
  return now < trialEndsAt(createdAt)
}

/**
 * Where an account stands: covered by someone else's plan (a fleet's drivers, accountants), on a
 * live subscription, in its free trial, or lapsed (past due, canceled, trial over).
 */
export function billingState(input: {
  now: Date
  createdAt: Date
  covered: boolean
  plan: { status: string } | null
  hadSubscription: boolean
}): BillingState {
  if (input.covered) return 'covered'
  if (input.plan && LIVE.has(input.plan.status)) return 'active'
  if (input.plan?.status === 'past_due' || input.plan?.status === 'unpaid') return 'past_due'
  if (inTrial(input.now, input.createdAt)) return 'trialing'
  return input.hadSubscription ? 'canceled' : 'expired'
}

/** Whether the account may add to or change its books: data stays readable and exportable regardless. */
export function canWrite(state: BillingState): boolean {
  return state === 'trialing' || state === 'active' || state === 'covered'
}

/**
 * Document storage allowed: unlimited in the trial (also when a plan was bought before it ended),
 * for those covered, and on the Owner Operator and Fleet Manager plans; the Driver plan's default
 * otherwise; plus 100 GB with the add-on.
 */
export function storageLimitBytes(
  state: BillingState,
  plan: PlanId | null,
  storageAddon: boolean,
  trialRunning = false,
): number | null {
  if (trialRunning || state === 'trialing' || state === 'covered') return null
  if (plan === 'owner_operator' || plan === 'fleet_manager') return null
  return DRIVER_STORAGE_BYTES + (storageAddon ? ADDON_STORAGE_BYTES : 0)
}

/** Each plan includes the ones below it. */
const PLAN_RANK: Record<PlanId, number> = { driver: 1, owner_operator: 2, fleet_manager: 3 }

/** What a plan adds over the one below it (spec 1), and the plan it starts with. */
export const FEATURES = {
  advanced: { plan: 'owner_operator', label: 'Advanced analytics, profit and loss and tax tools' },
  fleet: { plan: 'fleet_manager', label: 'Fleet management and the fleet dashboard' },
} as const satisfies Record<string, { plan: PlanId; label: string }>
export type Feature = keyof typeof FEATURES
export const FEATURE_KEYS = Object.keys(FEATURES) as Feature[]

/** The plans' names as the catalogue and the screens say them. */
export const PLAN_NAMES: Record<PlanId, string> = {
  driver: 'Driver',
  owner_operator: 'Owner Operator',
  fleet_manager: 'Fleet Manager',
}

/**
 * Whether an account has a plan feature: always while the trial runs (even when a plan was bought
 * before it ended: decision 023), when covered, and when lapsed (a lapsed account reads everything
 * it has, it only cannot add); on a live plan after the trial, from the feature's plan up.
 */
export function hasFeature(
  state: BillingState,
  plan: PlanId | null,
  feature: Feature,
  trialRunning = false,
): boolean {
  if (trialRunning || state !== 'active' || plan === null) return true
  return PLAN_RANK[plan] >= PLAN_RANK[FEATURES[feature].plan]
}

/** Priority support: the Fleet Manager plan, or the Priority Support add-on, while live. */
export function hasPrioritySupport(
  state: BillingState,
  plan: PlanId | null,
  prioritySupportAddon: boolean,
): boolean {
  if (state !== 'active' && state !== 'trialing') return false
  return plan === 'fleet_manager' || prioritySupportAddon
}
