import { eq } from 'drizzle-orm'
import type { Db } from '@/server/db/client.ts'
import { users } from '@/server/db/schema/index.ts'
import type { Clock } from '@/server/lib/clock.ts'
import { AppError } from '@/server/lib/errors.ts'
import { type Actor, recordAudit } from '@/server/shared/audit.ts'
import { endImpersonation } from './sessions.ts'

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
