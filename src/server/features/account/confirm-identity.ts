import { eq } from 'drizzle-orm'
import { IDENTITY_MESSAGES, type IdentityProof, TWO_FACTOR_MESSAGES } from '@/contracts/account.ts'
import type { Db } from '@/server/db/client.ts'
import { users } from '@/server/db/schema/index.ts'
import type { Clock } from '@/server/lib/clock.ts'
import { AppError } from '@/server/lib/errors.ts'
import { clearThrottle, releaseThrottled, reserveThrottled } from '@/server/lib/throttle.ts'
import { verifyPassword } from '@/server/shared/auth/passwords.ts'
import { acceptSecondFactor, hasTwoFactor } from '@/server/shared/auth/two-factor-check.ts'

/** Wrong proofs of one account in this window before it must wait. */
const WINDOW_MS = 15 * 60_000
const MAX_FAILURES = 5

/**
 * Proof that the account holder asks for a sensitive change, not someone holding their session:
 * the current password and, with two-factor sign-in on, a code (used up like a sign-in's). Five
 * wrong proofs in 15 minutes and the account waits, so a stolen session cannot guess the password.
 */
export async function confirmIdentity(options: {
  db: Db
  clock: Clock
  appSecret: string
  userId: string
  proof: IdentityProof
}) {
  const { db, clock, userId, proof } = options
  const twoFactor = await hasTwoFactor(db, userId)
  if (twoFactor && !proof.code) throw new AppError('BAD_REQUEST', IDENTITY_MESSAGES.codeRequired)
  const key = `identity:account:${userId}`
  const now = clock.now()
  const reserved = await reserveThrottled(db, {
    clock,
    keys: [key],
    windowMs: WINDOW_MS,
    decide: (history) => {
      const { count, last } = history.get(key)!
      if (count < MAX_FAILURES || !last) return null
      const minutes = Math.max(1, Math.ceil((last.getTime() + WINDOW_MS - now.getTime()) / 60_000))
      return new AppError(
        'TOO_MANY_REQUESTS',
        IDENTITY_MESSAGES.tooManyTries(minutes),
        {},
        {
          'retry-after': String(minutes * 60),
        },
      )
    },
  })
  const [user] = await db
    .select({ hash: users.passwordHash, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
  if (!user || !(await verifyPassword(user.hash, proof.password))) {
    throw new AppError('BAD_REQUEST', IDENTITY_MESSAGES.passwordWrong)
  }
  if (twoFactor) {
    const accepted = await acceptSecondFactor({
      db,
      appSecret: options.appSecret,
      userId,
      email: user.email,
      code: proof.code ?? '',
      now,
    })
    if (!accepted) throw new AppError('BAD_REQUEST', TWO_FACTOR_MESSAGES.codeInvalid)
  }
  await releaseThrottled(db, reserved)
  await clearThrottle(db, [key])
}
