import { eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Db } from '@/server/db/client.ts'
import { users } from '@/server/db/schema/index.ts'
import type { Clock } from '@/server/lib/clock.ts'
import { AppError } from '@/server/lib/errors.ts'
import { type Actor, actorOf, recordAudit } from '@/server/shared/audit.ts'
import type { Impersonation } from './sessions.ts'
import { endImpersonation, SESSION_COOKIE, startImpersonation } from './sessions.ts'
import { toUserView } from './user-view.ts'

/**
 * Turns the actor's own session into one acting for a client (an admin viewing it, an accountant or
 * a fleet manager working in it), audited as `action`; the caller has checked the actor may.
 */
export async function startViewing(options: {
  db: Db
  clock: Clock
  actor: Actor
  token: string
  clientId: string
  action: string
  details?: Record<string, unknown>
}) {
  await options.db.transaction(async (tx) => {
    await startImpersonation(tx, options.token, options.clientId, options.actor.id)
    await recordAudit(tx, options.actor, {
      action: options.action,
      targetUserId: options.clientId,
      ...(options.details ? { details: options.details } : {}),
      at: options.clock.now(),
    })
  })
}

/**
 * Leaving a client's books from inside them (an accountant's or fleet manager's switch-back): a 409
 * with `notViewing` unless the session works in them as `kind`; answers the one behind it.
 */
export async function switchBack(
  ctx: { db: Db; clock: Clock },
  req: FastifyRequest,
  options: { kind: Impersonation['kind']; action: string; notViewing: string },
) {
  const token = req.cookies[SESSION_COOKIE]
  if (!token || req.impersonation?.kind !== options.kind) throw new AppError('CONFLICT', options.notViewing)
  const owner = await endViewing({
    db: ctx.db,
    clock: ctx.clock,
    actor: actorOf(req),
    token,
    action: options.action,
  })
  return { user: toUserView(owner) }
}

/**
 * Gives a session acting for a client (an admin viewing it, an accountant working in it) back to
 * the one behind it, audited as `action`; answers that user.
 */
export async function endViewing(options: {
  db: Db
  clock: Clock
  actor: Actor
  token: string
  action: string
}) {
  return options.db.transaction(async (tx) => {
    const ownerId = await endImpersonation(tx, options.token)
    if (!ownerId) throw new AppError('CONFLICT', 'You are not viewing a client account')
    await recordAudit(tx, options.actor, {
      action: options.action,
      targetUserId: options.actor.id,
      at: options.clock.now(),
    })
    const [owner] = await tx.select().from(users).where(eq(users.id, ownerId))
    return owner!
  })
}
