import { sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { isClient } from '@/contracts/access-policy.ts'
import { FEATURES, PLAN_NAMES } from '@/domain/billing/entitlements.ts'
import type { AppContext } from '@/server/context.ts'
import { AppError } from '@/server/lib/errors.ts'
import { isReadMethod } from '@/server/lib/same-origin.ts'
import { exactInt, queryRows } from '@/server/lib/sql-values.ts'
import { accessOf } from '@/server/shared/auth/route-access.ts'
import { accountBilling, takesPayments } from './account-billing.ts'

export const PAYWALL_MESSAGE =
  'Your plan is not active: your books stay readable and exportable. Choose a plan in Settings › Billing to keep adding to them.'

/**
 * After the trial, or with a failed payment, a customer's writes to their books answer 402 until a
 * plan is active again; reading, exporting, settings and billing always work. On a live plan, once
 * the trial has ended (decision 023), the reports, tools and fleet screens of a higher plan answer 402 with the plan that has them. On a server that
 * takes no payments nothing is ever refused. An admin viewing the account is not held back.
 */
export function paywallHook(ctx: AppContext) {
  return async (req: FastifyRequest) => {
    const user = req.user
    if (!user || !isClient(user.role) || req.impersonation?.kind === 'admin') return
    // What the matched route declared (route-access.ts): its books, or a feature of a plan.
    const paywall = accessOf(req).paywall
    const feature = paywall?.feature
    const write = !isReadMethod(req.method) && Boolean(paywall?.books)
    if (!feature && !write) return
    if (!(await takesPayments(ctx))) return
    const billing = await accountBilling(ctx, user, true)
    if (feature && !billing.features[feature]) {
      const { plan, label } = FEATURES[feature]
      throw new AppError(
        'PAYMENT_REQUIRED',
        `${label} come with the ${PLAN_NAMES[plan]} plan. Upgrade in Settings › Billing.`,
        // Which plan has it, so a client can offer the upgrade (the screens show a panel).
        { requiredPlan: plan },
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
