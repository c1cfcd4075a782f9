import { eq } from 'drizzle-orm'
import { AUTH_MESSAGES } from '@/contracts/auth.ts'
import type { Db } from '@/server/db/client.ts'
import { sessions, users } from '@/server/db/schema/index.ts'
import type { Clock } from '@/server/lib/clock.ts'
import { AppError } from '@/server/lib/errors.ts'
import { consumeToken } from '@/server/shared/auth/one-time-tokens.ts'
import { assertPasswordAllowed } from '@/server/shared/auth/password-policy.ts'
import { hashPassword } from '@/server/shared/auth/passwords.ts'

/**
 * Sets a new password from a reset link (one the policy allows), uses the link up and signs the
 * user out everywhere.
 */
export async function resetPassword(options: { db: Db; clock: Clock; token: string; password: string }) {
  const { db, clock } = options
  const passwordHash = await hashPassword(options.password)
  const now = clock.now()
  await db.transaction(async (tx) => {
    const token = await consumeToken(tx, { purpose: 'password_reset', token: options.token, now })
    if (!token?.userId) throw new AppError('BAD_REQUEST', AUTH_MESSAGES.resetLinkInvalid)
    // A refused password rolls the transaction back: the link still works for a better one.
    const [user] = await tx.select().from(users).where(eq(users.id, token.userId))
    await assertPasswordAllowed(options.password, { email: user?.email, fullName: user?.fullName })
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, token.userId))
    await tx.delete(sessions).where(eq(sessions.userId, token.userId))
  })
}
