import { eq } from 'drizzle-orm'
import type { Db } from '@/server/db/client.ts'
import { users } from '@/server/db/schema/index.ts'
import type { Clock } from '@/server/lib/clock.ts'
import type { Actor } from '@/server/shared/audit.ts'
import { endViewing } from '@/server/shared/auth/viewing.ts'

/** The admin behind an impersonating session, as /api/auth/me shows them. */
export async function impersonatorOf(db: Db, adminId: string) {
  const [admin] = await db
    .select({ id: users.id, fullName: users.fullName, email: users.email })
    .from(users)
    .where(eq(users.id, adminId))
  return admin
}

/** Gives the session back to the admin who was viewing the client (audited); answers the admin. */
export function returnToAdmin(options: { db: Db; clock: Clock; actor: Actor; token: string }) {
  return endViewing({ ...options, action: 'user.impersonate.end' })
}
