import { eq } from 'drizzle-orm'
import { AUTH_MESSAGES } from '@/contracts/auth.ts'
import type { Db } from '@/server/db/client.ts'
import { users } from '@/server/db/schema/index.ts'
import type { Clock } from '@/server/lib/clock.ts'
import { AppError } from '@/server/lib/errors.ts'
import { clearThrottle, isThrottled, recordThrottleEvent, type ThrottleRule } from '@/server/lib/throttle.ts'
import { findUserByEmail } from '@/server/shared/auth/find-user.ts'
import { verifyPassword } from '@/server/shared/auth/passwords.ts'

const WINDOW_MS = 15 * 60 * 1000
/** Failed sign-ins allowed per account and per address within 15 minutes. */
export const LOGIN_LIMIT_PER_ACCOUNT = 5
export const LOGIN_LIMIT_PER_ADDRESS = 20

function loginRules(email: string, ip: string): ThrottleRule[] {
  return [
    {
      key: `login:account:${email.trim().toLowerCase()}`,
      limit: LOGIN_LIMIT_PER_ACCOUNT,
      windowMs: WINDOW_MS,
    },
    { key: `login:address:${ip}`, limit: LOGIN_LIMIT_PER_ADDRESS, windowMs: WINDOW_MS },
  ]
}

/**
 * Checks an e-mail and password. A wrong e-mail and a wrong password get the same answer in the
 * same time; the account's status is told only to someone who knows its password.
 */
export async function signIn(options: {
  db: Db
  clock: Clock
  email: string
  password: string
  ip: string
  invalidMessage?: string
  adminOnly?: boolean
}) {
  const { db, clock } = options
  const invalid = options.invalidMessage ?? AUTH_MESSAGES.loginInvalid
  const rules = loginRules(options.email, options.ip)
  if (await isThrottled(db, clock, rules))
    throw new AppError('TOO_MANY_REQUESTS', AUTH_MESSAGES.tooManyAttempts)

  const user = await findUserByEmail(db, options.email)
  const passwordOk = await verifyPassword(user?.passwordHash, options.password)
  if (!user || !passwordOk || (options.adminOnly && user.role !== 'admin')) {
    await recordThrottleEvent(db, clock, rules)
    throw new AppError('UNAUTHORIZED', invalid)
  }
  if (user.status === 'suspended') throw new AppError('FORBIDDEN', AUTH_MESSAGES.suspended)
  if (user.status === 'deactivated') throw new AppError('FORBIDDEN', AUTH_MESSAGES.deactivated)
  if (user.status !== 'active') throw new AppError('FORBIDDEN', 'This account is not active yet.')

  await clearThrottle(db, [rules[0]!.key])
  const lastLoginAt = clock.now()
  await db.update(users).set({ lastLoginAt }).where(eq(users.id, user.id))
  return { ...user, lastLoginAt }
}
