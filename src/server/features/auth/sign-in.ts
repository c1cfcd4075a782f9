import { eq } from 'drizzle-orm'
import { AUTH_MESSAGES } from '@/contracts/auth.ts'
import type { Db } from '@/server/db/client.ts'
import { users } from '@/server/db/schema/index.ts'
import type { LimitsConfig } from '@/server/env.ts'
import { reopenAtSignIn } from '@/server/features/account/account.public.ts'
import { consumeCaptcha } from '@/server/lib/captcha.ts'
import type { Clock } from '@/server/lib/clock.ts'
import { AppError } from '@/server/lib/errors.ts'
import { clearThrottle, type KeyHistory, releaseThrottled, reserveThrottled } from '@/server/lib/throttle.ts'
import { recordAudit, SIGN_IN_ACTION } from '@/server/shared/audit.ts'
import { findUserByEmail } from '@/server/shared/auth/find-user.ts'
import { verifyPassword } from '@/server/shared/auth/passwords.ts'
import { securitySettings } from '@/server/shared/settings.ts'

/** Failures older than this are forgotten. */
const WINDOW_MS = 15 * 60 * 1000
/** The longest wait between tries of one account from one address. */
const MAX_DELAY_MS = WINDOW_MS

function keysOf(email: string, ip: string) {
  const account = email.trim().toLowerCase()
  return {
    account: `login:account:${account}`,
    address: `login:address:${ip}`,
    pair: `login:pair:${account}:${ip}`,
  }
}

/**
 * The policy (docs/decisions/010-sign-in-throttling.md): nothing locks an account or an address.
 * One account and one address that keep failing wait longer and longer between tries; an account
 * failing from anywhere, or an address failing on many accounts, is asked for a captcha, which the
 * owner of the right password solves and gets in.
 */
function decide(options: {
  limits: Pick<LimitsConfig, 'loginCaptchaAfter' | 'loginAddressCaptchaAfter' | 'loginDelayAfter'>
  now: Date
  keys: ReturnType<typeof keysOf>
  captchaSolved: boolean
  captchaSent: boolean
}) {
  const { limits, keys, now } = options
  return (history: ReadonlyMap<string, KeyHistory>): AppError | null => {
    const pair = history.get(keys.pair)!
    if (pair.count >= limits.loginDelayAfter && pair.last) {
      const delay = Math.min(1000 * 2 ** (pair.count - limits.loginDelayAfter), MAX_DELAY_MS)
      const waitMs = pair.last.getTime() + delay - now.getTime()
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000)
        return new AppError(
          'TOO_MANY_REQUESTS',
          AUTH_MESSAGES.tooManyAttempts(seconds),
          { retryAfterSeconds: seconds },
          { 'retry-after': String(seconds) },
        )
      }
    }
    const suspicious =
      history.get(keys.account)!.count >= limits.loginCaptchaAfter ||
      history.get(keys.address)!.count >= limits.loginAddressCaptchaAfter
    if (suspicious && !options.captchaSolved) {
      const message = options.captchaSent ? AUTH_MESSAGES.captchaInvalid : AUTH_MESSAGES.captchaRequired
      return new AppError('BAD_REQUEST', message, { captchaRequired: true })
    }
    return null
  }
}

/**
 * Checks an e-mail and password. A wrong e-mail and a wrong password get the same answer in the
 * same time; the account's status is told only to someone who knows its password. Each try is
 * counted before the password is checked, so parallel tries cannot slip past the limits.
 */
export async function signIn(options: {
  db: Db
  clock: Clock
  /** The configured limits; those an admin saved in the security settings win. */
  limits: LimitsConfig
  secret: string
  email: string
  password: string
  captcha?: string
  ip: string
  invalidMessage?: string
  adminOnly?: boolean
}) {
  const { db, clock } = options
  const invalid = options.invalidMessage ?? AUTH_MESSAGES.loginInvalid
  const keys = keysOf(options.email, options.ip)
  const captchaSolved = options.captcha
    ? await consumeCaptcha({ db, clock, secret: options.secret, payload: options.captcha })
    : false
  const limits = await securitySettings(db, options.limits)
  // Counted as a failure until the password proves right.
  const reserved = await reserveThrottled(db, {
    clock,
    keys: Object.values(keys),
    windowMs: WINDOW_MS,
    decide: decide({
      limits,
      now: clock.now(),
      keys,
      captchaSolved,
      captchaSent: Boolean(options.captcha),
    }),
  })

  const user = await findUserByEmail(db, options.email)
  const passwordOk = await verifyPassword(user?.passwordHash, options.password)
  if (!user || !passwordOk || (options.adminOnly && user.role !== 'admin')) {
    throw new AppError('UNAUTHORIZED', invalid)
  }
  await releaseThrottled(db, reserved)
  if (user.status === 'suspended') throw new AppError('FORBIDDEN', AUTH_MESSAGES.suspended)
  if (user.status === 'deactivated') throw new AppError('FORBIDDEN', AUTH_MESSAGES.deactivated)
  if (user.status !== 'active') throw new AppError('FORBIDDEN', 'This account is not active yet.')

  // The owner is in: the failures of their account and of this address on it are forgotten.
  await clearThrottle(db, [keys.account, keys.pair])
  const lastLoginAt = clock.now()
  // A closed account past its 30 days is as good as deleted (the daily job removes it).
  if (
    user.closedAt &&
    (await reopenAtSignIn(db, { user, now: lastLoginAt, ip: options.ip, dryRun: true })) === 'gone'
  ) {
    throw new AppError('UNAUTHORIZED', invalid)
  }
  let accountRestored = false
  await db.transaction(async (tx) => {
    // Signing in within a closed account's grace period opens it again.
    accountRestored = (await reopenAtSignIn(tx, { user, now: lastLoginAt, ip: options.ip })) === true
    await tx.update(users).set({ lastLoginAt }).where(eq(users.id, user.id))
    // Every sign-in is kept: who, when, from where (the admin reports count logins from it).
    await recordAudit(
      tx,
      { id: user.id, email: user.email, impersonatorId: null, ip: options.ip },
      { action: SIGN_IN_ACTION, targetUserId: user.id, at: lastLoginAt },
    )
  })
  return { ...user, closedAt: null, lastLoginAt, accountRestored }
}
