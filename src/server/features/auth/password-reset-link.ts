import type { Db } from '@/server/db/client.ts'
import type { users } from '@/server/db/schema/index.ts'
import type { Clock } from '@/server/lib/clock.ts'
import type { Mailer } from '@/server/lib/mail/mailer.ts'
import { sendMail } from '@/server/lib/mail/send-mail.ts'
import { issueUserToken } from '@/server/shared/auth/one-time-tokens.ts'

export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000

/**
 * Makes a single-use password reset link for an account (only the newest link works) and mails it:
 * asked for by the user on the reset form, or sent by an admin.
 */
export async function sendPasswordResetLink(options: {
  db: Db
  clock: Clock
  mailer: Mailer
  publicUrl: string
  user: typeof users.$inferSelect
}) {
  const { db, clock, user } = options
  const token = await db.transaction((tx) =>
    issueUserToken(tx, {
      purpose: 'password_reset',
      userId: user.id,
      now: clock.now(),
      lifetimeMs: RESET_LINK_LIFETIME_MS,
    }),
  )
  const link = `${options.publicUrl}/reset-password?token=${token}`
  await sendMail(options, { address: user.email }, 'account', {
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
