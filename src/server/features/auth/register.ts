import type { z } from 'zod'
import { AUTH_MESSAGES, type ZRegister } from '@/contracts/auth.ts'
import type { Db } from '@/server/db/client.ts'
import type { LimitsConfig } from '@/server/env.ts'
import type { Clock } from '@/server/lib/clock.ts'
import { AppError } from '@/server/lib/errors.ts'
import { reserveThrottled } from '@/server/lib/throttle.ts'
import { createAccount } from '@/server/shared/auth/create-account.ts'

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
  return createAccount({ db, input: options.input })
}
