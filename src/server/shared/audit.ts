import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AppContext } from '@/server/context.ts'
import type { Db, Tx } from '@/server/db/client.ts'
import { auditLog } from '@/server/db/schema/index.ts'
import { isReadMethod } from '@/server/lib/same-origin.ts'
import { requireUser } from './auth/auth-context.ts'

/** Who is acting, for the audit log: the signed-in user, the admin behind them, the address. */
export interface Actor {
  id: string
  email: string
  /** The admin viewing this client's account, when one is. */
  impersonatorId: string | null
  ip: string
}

export function actorOf(req: FastifyRequest): Actor {
  const user = requireUser(req)
  return { id: user.id, email: user.email, impersonatorId: req.impersonatorId, ip: req.ip }
}

/** The audit action of a successful sign-in. */
export const SIGN_IN_ACTION = 'auth.sign_in'

/** Records one action in the audit log, in the caller's transaction so it lands with the change. */
export async function recordAudit(
  db: Db | Tx,
  actor: Actor,
  entry: { action: string; targetUserId?: string | null; details?: Record<string, unknown>; at: Date },
) {
  await db.insert(auditLog).values({
    at: entry.at,
    // The app itself (a scheduled job) has no user id.
    actorUserId: actor.id || null,
    actorEmail: actor.email,
    impersonatorUserId: actor.impersonatorId,
    action: entry.action,
    targetUserId: entry.targetUserId ?? null,
    details: entry.details ?? {},
    ip: actor.ip,
  })
}

/**
 * Every write an admin makes while viewing a client's account is audited as such: the route, the
 * ids in its path, the status. Recorded before the answer goes out (an `onSend` hook), so whoever
 * reads the log after the answer finds it. Return to Admin and logout audit themselves.
 */
export function auditImpersonatedWrites(ctx: AppContext) {
  return async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (!req.impersonatorId || !req.user || isReadMethod(req.method) || reply.statusCode >= 400)
      return payload
    const route = req.routeOptions.url ?? req.url
    if (route.endsWith('/logout') || route.endsWith('/return-to-admin')) return payload
    try {
      await recordAudit(ctx.db, actorOf(req), {
        action: `client.${req.method.toLowerCase()} ${route}`,
        targetUserId: req.user.id,
        details: { params: (req.params ?? {}) as Record<string, unknown>, status: reply.statusCode },
        at: ctx.clock.now(),
      })
    } catch (error) {
      req.log.error({ err: error }, 'audit record failed')
    }
    return payload
  }
}
