import { eq } from 'drizzle-orm'
import type { Db } from '@/server/db/client.ts'
import { users } from '@/server/db/schema/index.ts'
import type { Clock } from '@/server/lib/clock.ts'
import { AppError } from '@/server/lib/errors.ts'
import { type Actor, recordAudit } from '@/server/shared/audit.ts'
import { endImpersonation } from '@/server/shared/auth/sessions.ts'

/** The admin behind an impersonating session, as /api/auth/me shows them. */
export async function impersonatorOf(db: Db, adminId: string) {
  const [admin] = await db
    .select({ id: users.id, fullName: users.fullName, email: users.email })
    .from(users)
    .where(eq(users.id, adminId))
  return admin
}

/** Gives the session back to the admin who was viewing the client (audited); answers the admin. */
export async function returnToAdmin(options: { db: Db; clock: Clock; actor: Actor; token: string }) {
  return options.db.transaction(async (tx) => {
    const adminId = await endImpersonation(tx, options.token)
    if (!adminId) throw new AppError('CONFLICT', 'You are not viewing a client account')
    await recordAudit(tx, options.actor, {
      action: 'user.impersonate.end',
      targetUserId: options.actor.id,
      at: options.clock.now(),
    })
    const [admin] = await tx.select().from(users).where(eq(users.id, adminId))
    return admin!
  })
}
