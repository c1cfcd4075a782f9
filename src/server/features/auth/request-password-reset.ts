import { AUTH_MESSAGES } from '@/contracts/auth.ts'
import type { Db } from '@/server/db/client.ts'
import type { LimitsConfig } from '@/server/env.ts'
import { consumeCaptcha } from '@/server/lib/captcha.ts'
import type { Clock } from '@/server/lib/clock.ts'
import { AppError } from '@/server/lib/errors.ts'
import type { Mailer } from '@/server/lib/mail/mailer.ts'
import { reserveThrottled } from '@/server/lib/throttle.ts'
import { findUserByEmail } from '@/server/shared/auth/find-user.ts'
import { sendPasswordResetLink } from './password-reset-link.ts'

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
  const user = await findUserByEmail(options.db, options.email)
  if (user?.status !== 'active') return
  await sendPasswordResetLink({ ...options, user })
}
