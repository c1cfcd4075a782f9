import { and, eq, isNull } from 'drizzle-orm'
import { AUTH_MESSAGES } from '@/contracts/auth.ts'
import type { Db } from '@/server/db/client.ts'
import { oneTimeTokens } from '@/server/db/schema/index.ts'
import type { LimitsConfig } from '@/server/env.ts'
import { consumeCaptcha } from '@/server/lib/captcha.ts'
import type { Clock } from '@/server/lib/clock.ts'
import { AppError } from '@/server/lib/errors.ts'
import type { Mailer } from '@/server/lib/mail/mailer.ts'
import { reserveThrottled } from '@/server/lib/throttle.ts'
import { hashToken, newToken } from '@/server/lib/tokens.ts'
import { findUserByEmail } from '@/server/shared/auth/find-user.ts'

export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000
const HOUR = 60 * 60 * 1000

/**
 * Checks the captcha and the throttle, then answers at once; the link is made and mailed in the
 * background (`deliver`), so the answer and its timing are the same whether or not the account exists.
 */
export async function requestPasswordReset(options: {
  db: Db
  clock: Clock
  limits: LimitsConfig
  secret: string
  email: string
  captcha: string
  ip: string
}) {
  const { db, clock, limits } = options
  if (!(await consumeCaptcha({ db, clock, secret: options.secret, payload: options.captcha }))) {
    throw new AppError('BAD_REQUEST', AUTH_MESSAGES.captchaInvalid)
  }
  const address = `reset:address:${options.ip}`
  const account = `reset:account:${options.email.trim().toLowerCase()}`
  await reserveThrottled(db, {
    clock,
    keys: [address, account],
    windowMs: HOUR,
    decide: (history) =>
      history.get(address)!.count >= limits.resetsPerAddressPerHour ||
      history.get(account)!.count >= limits.resetsPerAccountPerHour
        ? new AppError('TOO_MANY_REQUESTS', AUTH_MESSAGES.tooManyResets)
        : null,
  })
}

/** Makes a single-use link for an active account and mails it; does nothing for an unknown e-mail. */
export async function deliverPasswordReset(options: {
  db: Db
  clock: Clock
  mailer: Mailer
  publicUrl: string
  email: string
}) {
  const { db, clock } = options
  const user = await findUserByEmail(db, options.email)
  if (user?.status !== 'active') return
  const token = newToken()
  const now = clock.now()
  await db.transaction(async (tx) => {
    // Only the newest link works.
    await tx
      .update(oneTimeTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(oneTimeTokens.userId, user.id),
          eq(oneTimeTokens.purpose, 'password_reset'),
          isNull(oneTimeTokens.usedAt),
        ),
      )
    await tx.insert(oneTimeTokens).values({
      purpose: 'password_reset',
      tokenHash: hashToken(token),
      userId: user.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_LINK_LIFETIME_MS),
    })
  })
  const link = `${options.publicUrl}/reset-password?token=${token}`
  await options.mailer.send({
    to: user.email,
    subject: 'Reset your RigLedger password',
    text: [
      `Hello ${user.fullName},`,
      '',
      'Someone asked to reset the password of your RigLedger account. To choose a new password, open this link:',
      '',
      link,
      '',
      'The link works once and expires in one hour. If you did not ask for it, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  })
}
