import { and, eq, isNull } from 'drizzle-orm'
import type { z } from 'zod'
import { ACCESS_MESSAGES } from '@/contracts/access.ts'
import { AUTH_MESSAGES, type ZRegister } from '@/contracts/auth.ts'
import type { Db } from '@/server/db/client.ts'
import { accessGrants } from '@/server/db/schema/index.ts'
import type { LimitsConfig } from '@/server/env.ts'
import type { Clock } from '@/server/lib/clock.ts'
import { AppError } from '@/server/lib/errors.ts'
import { reserveThrottled } from '@/server/lib/throttle.ts'
import { hashToken } from '@/server/lib/tokens.ts'
import { assertPasswordAllowed } from '@/server/shared/auth/password-policy.ts'
import { createAccount } from './create-account.ts'

const HOUR = 60 * 60 * 1000

/**
 * Sign-up. Every try counts against its address (taken or not: the "already exists" answer must not
 * become a way to list accounts), up to the hourly limit of sign-ups from one network.
 */
export async function register(options: {
  db: Db
  clock: Clock
  limits: LimitsConfig
  ip: string
  input: z.output<typeof ZRegister>
}) {
  const { db, clock, limits } = options
  // A refused password writes nothing, not even the try against the address's limit.
  await assertPasswordAllowed(options.input.password, options.input)
  const key = `register:address:${options.ip}`
  await reserveThrottled(db, {
    clock,
    keys: [key],
    windowMs: HOUR,
    decide: (history) =>
      history.get(key)!.count >= limits.registrationsPerHour
        ? new AppError('TOO_MANY_REQUESTS', AUTH_MESSAGES.tooManySignUps)
        : null,
  })
  // Signing up signs the new user in: it counts as their first sign-in.
  const input = { ...withoutInvite(options.input), lastLoginAt: clock.now() }
  const { inviteToken } = options.input
  if (!inviteToken) return createAccount({ db, input })
  // Registering through a client's invitation makes an accountant, who gets the client at once.
  return db.transaction(async (tx) => {
    const [grant] = await tx
      .select()
      .from(accessGrants)
      .where(
        and(
          eq(accessGrants.inviteTokenHash, hashToken(inviteToken)),
          isNull(accessGrants.revokedAt),
          isNull(accessGrants.accountantId),
        ),
      )
    if (!grant) throw new AppError('BAD_REQUEST', ACCESS_MESSAGES.inviteInvalid)
    if (grant.email.toLowerCase() !== input.email.trim().toLowerCase()) {
      throw new AppError('BAD_REQUEST', ACCESS_MESSAGES.inviteOtherEmail)
    }
    const user = await createAccount({ db: tx, input: { ...input, role: 'accountant' } })
    await tx
      .update(accessGrants)
      .set({ accountantId: user.id, inviteTokenHash: null })
      .where(eq(accessGrants.id, grant.id))
    return user
  })
}

function withoutInvite({ inviteToken: _, ...input }: z.output<typeof ZRegister>) {
  return input
}
