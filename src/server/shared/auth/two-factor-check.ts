import { and, eq, isNull, sql } from 'drizzle-orm'
import { TOTP } from 'otpauth'
import { TWO_FACTOR_MESSAGES } from '@/contracts/account.ts'
import { AUTH_MESSAGES } from '@/contracts/auth.ts'
import type { Db } from '@/server/db/client.ts'
import { oneTimeTokens, userTwoFactor } from '@/server/db/schema/index.ts'
import { consumeCaptcha } from '@/server/lib/captcha.ts'
import type { Clock } from '@/server/lib/clock.ts'
import { AppError } from '@/server/lib/errors.ts'
import { decryptSecret } from '@/server/lib/secrets.ts'
import {
  clearThrottle,
  countThrottled,
  type KeyHistory,
  releaseThrottled,
  reserveThrottled,
} from '@/server/lib/throttle.ts'
import { hashToken, newToken } from '@/server/lib/tokens.ts'
import { liveToken } from './one-time-tokens.ts'

/** How long the step between the password and the code may take. */
const CHALLENGE_MS = 5 * 60_000
/** Wrong codes a sign-in may try before it must start again with the password. */
const MAX_ATTEMPTS = 5

/** The authenticator app's TOTP: 6 digits every 30 seconds, SHA-1 (what every app supports). */
export function totpOf(base32: string, email: string) {
  return new TOTP({
    issuer: 'RigLedger',
    label: email,
    secret: base32,
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  })
}

export async function hasTwoFactor(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ on: userTwoFactor.enabledAt })
    .from(userTwoFactor)
    .where(eq(userTwoFactor.userId, userId))
  return Boolean(row?.on)
}

/**
 * Takes a second factor of an account with two-factor sign-in on: the authenticator's code of now
 * (each time step once: claimed by a conditional update, so the same code cannot serve twice, even at
 * once) or an unused recovery code (then used up). Answers whether it was taken, or null when the
 * account has no two-factor sign-in.
 */
export async function acceptSecondFactor(options: {
  db: Db
  appSecret: string
  userId: string
  email: string
  code: string
  now: Date
}): Promise<boolean | null> {
  const { db, userId, now } = options
  const [row] = await db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId))
  const secret = row?.secretEnc && row.enabledAt ? decryptSecret(options.appSecret, row.secretEnc) : null
  if (!row || !secret) return null
  const code = options.code.replace(/\s/g, '').toLowerCase()
  if (/^\d{6}$/.test(code)) {
    const totp = totpOf(secret, options.email)
    const delta = totp.validate({ token: code, timestamp: now.getTime(), window: 1 })
    const step = delta === null ? null : totp.counter({ timestamp: now.getTime() }) + delta
    if (step === null || (row.lastStep !== null && step <= row.lastStep)) return false
    const claimed = await db
      .update(userTwoFactor)
      .set({ lastStep: step })
      .where(and(eq(userTwoFactor.userId, userId), sql`coalesce(${userTwoFactor.lastStep}, -1) < ${step}`))
      .returning({ id: userTwoFactor.userId })
    return claimed.length > 0
  }
  const hash = hashToken(code.length === 10 ? `${code.slice(0, 5)}-${code.slice(5)}` : code)
  const claimed = await db
    .update(userTwoFactor)
    .set({ recoveryHashes: sql`${userTwoFactor.recoveryHashes} - ${hash}::text` })
    .where(and(eq(userTwoFactor.userId, userId), sql`${userTwoFactor.recoveryHashes} ? ${hash}::text`))
    .returning({ id: userTwoFactor.userId })
  return claimed.length > 0
}

/** After the password: a short-lived challenge the code must be sent with. */
export async function startTwoFactorChallenge(db: Db, clock: Clock, userId: string, remember: boolean) {
  const challenge = newToken()
  const now = clock.now()
  await db.insert(oneTimeTokens).values({
    purpose: 'two_factor',
    tokenHash: hashToken(challenge),
    userId,
    remember,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CHALLENGE_MS),
  })
  return challenge
}

/** Wrong codes of one account (from any challenge) are forgotten after this. */
const FAILURE_WINDOW_MS = 15 * 60_000
/** Wrong codes of one account in the window before each next try waits (1 s, doubling, at most the window). */
export const TWO_FACTOR_DELAY_AFTER = 20

const failuresKey = (userId: string) => `two-factor:account:${userId}`

/**
 * The policy of wrong codes, per account like the password's (docs/decisions/010-sign-in-throttling.md):
 * every correct password opens a new challenge, so the count is the account's, not the challenge's.
 * After `captchaAfter` wrong codes in 15 minutes each try needs a solved captcha; after
 * TWO_FACTOR_DELAY_AFTER each waits longer.
 */
function decideTwoFactor(options: {
  key: string
  captchaAfter: number
  captcha: 'solved' | 'wrong' | 'none'
  now: Date
}) {
  return (history: ReadonlyMap<string, KeyHistory>): AppError | null => {
    const { count, last } = history.get(options.key)!
    if (count >= TWO_FACTOR_DELAY_AFTER && last) {
      const delay = Math.min(1000 * 2 ** (count - TWO_FACTOR_DELAY_AFTER), FAILURE_WINDOW_MS)
      const waitMs = last.getTime() + delay - options.now.getTime()
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000)
        return new AppError(
          'TOO_MANY_REQUESTS',
          AUTH_MESSAGES.tooManyAttempts(seconds),
          { retryAfterSeconds: seconds, captchaRequired: true },
          { 'retry-after': String(seconds) },
        )
      }
    }
    if (count >= options.captchaAfter && options.captcha !== 'solved') {
      const message =
        options.captcha === 'wrong' ? AUTH_MESSAGES.captchaInvalid : AUTH_MESSAGES.captchaRequired
      return new AppError('BAD_REQUEST', message, { captchaRequired: true })
    }
    return null
  }
}

/**
 * Checks the code of a two-factor sign-in: the authenticator's current code or an unused recovery
 * code. A wrong code counts against the challenge (which ends after five) and against the account
 * (captcha, then waits; `onManyFailures` is told once, when the captcha starts being asked).
 * Answers the user and whether to remember the session.
 */
export async function completeTwoFactor(options: {
  db: Db
  clock: Clock
  appSecret: string
  challenge: string
  code: string
  captcha?: string
  /** Wrong codes of the account in 15 minutes before a captcha is asked for. */
  captchaAfter: number
  email: (userId: string) => Promise<string>
  onManyFailures: (userId: string) => Promise<void>
}) {
  const { db, clock } = options
  const now = clock.now()
  const [token] = await db
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, hashToken(options.challenge)), liveToken('two_factor', now)))
  if (!token?.userId || token.attempts >= MAX_ATTEMPTS) {
    throw new AppError('BAD_REQUEST', TWO_FACTOR_MESSAGES.challengeInvalid)
  }
  const key = failuresKey(token.userId)
  const captcha = !options.captcha
    ? 'none'
    : (await consumeCaptcha({ db, clock, secret: options.appSecret, payload: options.captcha }))
      ? 'solved'
      : 'wrong'
  // Counted as a failure until the code proves right, so parallel tries cannot slip past the limits.
  const reserved = await reserveThrottled(db, {
    clock,
    keys: [key],
    windowMs: FAILURE_WINDOW_MS,
    decide: decideTwoFactor({ key, captchaAfter: options.captchaAfter, captcha, now }),
  })
  const accepted = await acceptSecondFactor({
    db,
    appSecret: options.appSecret,
    userId: token.userId,
    email: await options.email(token.userId),
    code: options.code,
    now,
  })
  if (accepted === null) throw new AppError('BAD_REQUEST', TWO_FACTOR_MESSAGES.challengeInvalid)
  if (!accepted) {
    await db
      .update(oneTimeTokens)
      .set({ attempts: sql`${oneTimeTokens.attempts} + 1` })
      .where(eq(oneTimeTokens.id, token.id))
    const failures = await countThrottled(db, { clock, key, windowMs: FAILURE_WINDOW_MS })
    if (failures === options.captchaAfter) await options.onManyFailures(token.userId)
    throw new AppError(
      'BAD_REQUEST',
      TWO_FACTOR_MESSAGES.codeInvalid,
      failures >= options.captchaAfter ? { captchaRequired: true } : {},
    )
  }
  await releaseThrottled(db, reserved)
  await clearThrottle(db, [key])
  const used = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.id, token.id), isNull(oneTimeTokens.usedAt)))
    .returning({ id: oneTimeTokens.id })
  if (used.length === 0) throw new AppError('BAD_REQUEST', TWO_FACTOR_MESSAGES.challengeInvalid)
  return { userId: token.userId, remember: token.remember }
}
