import { and, eq, isNull, sql } from 'drizzle-orm'
import { TOTP } from 'otpauth'
import { TWO_FACTOR_MESSAGES } from '@/contracts/account.ts'
import type { Db } from '@/server/db/client.ts'
import { oneTimeTokens, userTwoFactor } from '@/server/db/schema/index.ts'
import type { Clock } from '@/server/lib/clock.ts'
import { AppError } from '@/server/lib/errors.ts'
import { decryptSecret } from '@/server/lib/secrets.ts'
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

/**
 * Checks the code of a two-factor sign-in: the authenticator's current code (each time step once)
 * or an unused recovery code (then used up). A wrong code counts against the challenge, which ends
 * after five. Answers the user and whether to remember the session.
 */
export async function completeTwoFactor(options: {
  db: Db
  clock: Clock
  appSecret: string
  challenge: string
  code: string
  email: (userId: string) => Promise<string>
}) {
  const { db } = options
  const now = options.clock.now()
  const [token] = await db
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, hashToken(options.challenge)), liveToken('two_factor', now)))
  if (!token?.userId || token.attempts >= MAX_ATTEMPTS) {
    throw new AppError('BAD_REQUEST', TWO_FACTOR_MESSAGES.challengeInvalid)
  }
  const [row] = await db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, token.userId))
  const secret = row?.secretEnc && row.enabledAt ? decryptSecret(options.appSecret, row.secretEnc) : null
  if (!row || !secret) throw new AppError('BAD_REQUEST', TWO_FACTOR_MESSAGES.challengeInvalid)
  const code = options.code.replace(/\s/g, '').toLowerCase()
  let accepted = false
  if (/^\d{6}$/.test(code)) {
    const totp = totpOf(secret, await options.email(token.userId))
    const delta = totp.validate({ token: code, timestamp: now.getTime(), window: 1 })
    const step = delta === null ? null : totp.counter({ timestamp: now.getTime() }) + delta
    if (step !== null && (row.lastStep === null || step > row.lastStep)) {
      // Claimed by a conditional update, so the same code cannot sign in twice, even at once.
      const claimed = await db
        .update(userTwoFactor)
        .set({ lastStep: step })
        .where(
          and(eq(userTwoFactor.userId, token.userId), sql`coalesce(${userTwoFactor.lastStep}, -1) < ${step}`),
        )
        .returning({ id: userTwoFactor.userId })
      accepted = claimed.length > 0
    }
  } else {
    const hash = hashToken(code.length === 10 ? `${code.slice(0, 5)}-${code.slice(5)}` : code)
    const claimed = await db
      .update(userTwoFactor)
      .set({ recoveryHashes: sql`${userTwoFactor.recoveryHashes} - ${hash}::text` })
      .where(
        and(eq(userTwoFactor.userId, token.userId), sql`${userTwoFactor.recoveryHashes} ? ${hash}::text`),
      )
      .returning({ id: userTwoFactor.userId })
    accepted = claimed.length > 0
  }
  if (!accepted) {
    await db
      .update(oneTimeTokens)
      .set({ attempts: sql`${oneTimeTokens.attempts} + 1` })
      .where(eq(oneTimeTokens.id, token.id))
    throw new AppError('BAD_REQUEST', TWO_FACTOR_MESSAGES.codeInvalid)
  }
  const used = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.id, token.id), isNull(oneTimeTokens.usedAt)))
    .returning({ id: oneTimeTokens.id })
  if (used.length === 0) throw new AppError('BAD_REQUEST', TWO_FACTOR_MESSAGES.challengeInvalid)
  return { userId: token.userId, remember: token.remember }
}
