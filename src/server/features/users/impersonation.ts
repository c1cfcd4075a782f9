import { eq } from 'drizzle-orm'
import { ADMIN_MESSAGES } from '@/contracts/users.ts'
import type { Db } from '@/server/db/client.ts'
import { users } from '@/server/db/schema/index.ts'
import type { Clock } from '@/server/lib/clock.ts'
import { AppError } from '@/server/lib/errors.ts'
import type { Actor } from '@/server/shared/audit.ts'
import { startViewing } from '@/server/shared/auth/viewing.ts'

/**
 * View User Account: the admin's own session becomes a session as the client, marked with the
 * admin's id, until Return to Admin (or logout). Never another admin, never an inactive account.
 */
export async function impersonate(options: {
  db: Db
  clock: Clock
  actor: Actor
  token: string
  clientId: string
}) {
  const { db, actor } = options
  if (actor.impersonatorId) throw new AppError('CONFLICT', ADMIN_MESSAGES.alreadyViewing)
  const [client] = await db.select().from(users).where(eq(users.id, options.clientId))
  if (!client) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.notFound)
  if (client.role === 'admin') throw new AppError('FORBIDDEN', ADMIN_MESSAGES.cannotImpersonateAdmin)
  if (client.status !== 'active') throw new AppError('CONFLICT', ADMIN_MESSAGES.cannotImpersonateInactive)
  await startViewing({
    ...options,
    clientId: client.id,
    action: 'user.impersonate',
    details: { email: client.email },
  })
  return { id: client.id, fullName: client.fullName, email: client.email }
}
