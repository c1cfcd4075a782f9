import { sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { SELF_REGISTER_ROLES } from '@/contracts/roles.ts'
import { FEATURES, type Feature, hasFeature } from '@/domain/billing/entitlements.ts'
import type { AppContext } from '@/server/context.ts'
import { AppError } from '@/server/lib/errors.ts'
import { isReadMethod } from '@/server/lib/same-origin.ts'
import { exactInt, queryRows } from '@/server/lib/sql-values.ts'
import { accountBilling, takesPayments } from './account-billing.ts'

/** The books: what a lapsed account can still read and export, but not add to or change. */
const BOOKS = /^\/api\/(expenses|settlements|mileage|documents|receipts|trucks|undo|fleet)(\/|$)/
const CUSTOMERS = new Set<string>(SELF_REGISTER_ROLES)

export const PAYWALL_MESSAGE =
  'Your plan is not active: your books stay readable and exportable. Choose a plan in Settings › Billing to keep adding to them.'

/** Routes of a plan feature: the reports and tools of Owner Operator up, the fleet of Fleet Manager. */
const FEATURE_ROUTES: [RegExp, Feature][] = [
  [/^\/api\/reports\/(profit-loss|revenue|tax|custom)(\/|$)/, 'advanced'],
  [/^\/api\/(calculators|profit-loss)(\/|$)/, 'advanced'],
  [/^\/api\/trucks\/profit-loss$/, 'advanced'],
  [/^\/api\/fleet\/(?!invites\/[^/]+(\/accept)?$|switch-back$)/, 'fleet'],
]

/**
 * After the trial, or with a failed payment, a customer's writes to their books answer 402 until a
 * plan is active again; reading, exporting, settings and billing always work. On a live plan, the
 * reports, tools and fleet screens of a higher plan answer 402 with the plan that has them. On a server that
 * takes no payments nothing is ever refused. An admin viewing the account is not held back.
 */
export function paywallHook(ctx: AppContext) {
  return async (req: FastifyRequest) => {
    const user = req.user
    if (!user || !CUSTOMERS.has(user.role) || req.impersonation?.kind === 'admin') return
    const path = req.url.split('?')[0] ?? ''
    const feature = FEATURE_ROUTES.find(([pattern]) => pattern.test(path))?.[1]
    const write = !isReadMethod(req.method) && BOOKS.test(path)
    if (!feature && !write) return
    if (!(await takesPayments(ctx))) return
    const billing = await accountBilling(ctx, user, true)
    if (feature && !hasFeature(billing.state, billing.plan?.id ?? null, feature)) {
      const { plan, label } = FEATURES[feature]
      throw new AppError(
        'PAYMENT_REQUIRED',
        `${label} come with the ${plan === 'fleet_manager' ? 'Fleet Manager' : 'Owner Operator'} plan. Upgrade in Settings › Billing.`,
      )
    }
    if (write && !billing.canWrite) throw new AppError('PAYMENT_REQUIRED', PAYWALL_MESSAGE)
  }
}

/** Refuses an upload once the account's documents fill its plan's storage (402, saying how to get more). */
export async function assertStorageRoom(
  ctx: AppContext,
  user: { id: string; role: string; createdAt: Date },
) {
  if (!(await takesPayments(ctx))) return
  const billing = await accountBilling(ctx, user, true)
  if (billing.storageLimitBytes === null) return
  const [row] = await queryRows<{ bytes: string }>(
    ctx.db,
    sql`select coalesce(sum(size_bytes), 0)::text as bytes from documents where user_id = ${user.id}`,
  )
  const used = exactInt(row?.bytes)
  if (used >= billing.storageLimitBytes) {
    const gb = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(1)} GB`
    throw new AppError(
      'PAYMENT_REQUIRED',
      `Your document storage is full (${gb(used)} of ${gb(billing.storageLimitBytes)}). Add storage or upgrade your plan in Settings › Billing.`,
    )
  }
}
