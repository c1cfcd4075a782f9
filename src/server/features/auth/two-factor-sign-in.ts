import type { Db } from '@/server/db/client.ts'
import type { LimitsConfig } from '@/server/env.ts'
import type { Clock } from '@/server/lib/clock.ts'
import type { Mailer } from '@/server/lib/mail/mailer.ts'
import { sendMail } from '@/server/lib/mail/send-mail.ts'
import { findUserById } from '@/server/shared/auth/find-user.ts'
import { completeTwoFactor } from '@/server/shared/auth/two-factor-check.ts'
import { securitySettings } from '@/server/shared/settings.ts'

/**
 * The second step of a sign-in: the code, under the account's limits on wrong codes (the captcha
 * after as many failures as the sign-in's, then waits). The owner is e-mailed once when the
 * captcha starts being asked: their password is known to someone.
 */
export async function signInWithCode(options: {
  db: Db
  clock: Clock
  mailer: Mailer
  limits: LimitsConfig
  appSecret: string
  publicUrl: string
  challenge: string
  code: string
  captcha?: string
}) {
  const { db } = options
  const limits = await securitySettings(db, options.limits)
  return completeTwoFactor({
    db,
    clock: options.clock,
    appSecret: options.appSecret,
    challenge: options.challenge,
    code: options.code,
    captcha: options.captcha,
    captchaAfter: limits.loginCaptchaAfter,
    email: async (id) => (await findUserById(db, id))?.email ?? '',
    onManyFailures: async (userId) => {
      const user = await findUserById(db, userId)
      if (!user) return
      await sendMail(options, { userId }, 'account', {
        subject: 'Someone is trying to sign in to your RigLedger account',
        text: [
          `Hello ${user.fullName},`,
          '',
          `Someone entered your password correctly, then a wrong two-factor code ${limits.loginCaptchaAfter} times.`,
          'Your two-factor sign-in stopped them. If this was not you, your password is known to someone:',
          `change it now in Settings › Security (${options.publicUrl}/settings/security).`,
        ].join('\n'),
      })
    },
  })
}
