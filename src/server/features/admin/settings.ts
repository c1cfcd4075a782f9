import type { z } from 'zod'
import type { EmailSettings, ZEmailSettingsInput } from '@/contracts/admin.ts'
import type { Db } from '@/server/db/client.ts'
import type { Clock } from '@/server/lib/clock.ts'
import { AppError } from '@/server/lib/errors.ts'
import type { Mailer } from '@/server/lib/mail/mailer.ts'
import { sendMail } from '@/server/lib/mail/send-mail.ts'
import { encryptSecret } from '@/server/lib/secrets.ts'
import { type Actor, recordAudit } from '@/server/shared/audit.ts'
import { EMAIL_SETTINGS_KEY, readSetting, smtpSettings, writeSetting } from '@/server/shared/settings.ts'

export interface AdminCall {
  db: Db
  clock: Clock
  actor: Actor
}

const PASSWORD_MASK = '••••••••'

export async function readEmailSettings({
  db,
  appSecret,
}: {
  db: Db
  appSecret: string
}): Promise<EmailSettings> {
  const smtp = await smtpSettings(db, appSecret)
  if (!smtp) {
    return {
      configured: false,
      host: '',
      port: 587,
      user: '',
      passwordMasked: null,
      fromEmail: '',
      fromName: 'RigLedger',
    }
  }
  return {
    configured: true,
    host: smtp.host,
    port: smtp.port,
    user: smtp.user,
    passwordMasked: smtp.password ? PASSWORD_MASK : null,
    fromEmail: smtp.fromEmail,
    fromName: smtp.fromName,
  }
}

/** Saves the SMTP settings; the password is sealed (AES-256-GCM) and kept when not given again. */
export async function saveEmailSettings(
  options: AdminCall & { appSecret: string; input: z.output<typeof ZEmailSettingsInput> },
): Promise<EmailSettings> {
  const { db, clock, actor, appSecret, input } = options
  await db.transaction(async (tx) => {
    const before = await readSetting(tx, EMAIL_SETTINGS_KEY)
    const passwordSealed =
      input.password === undefined || input.password === null
        ? (before?.passwordSealed ?? null)
        : input.password === ''
          ? null
          : encryptSecret(appSecret, input.password)
    const { password: _, ...visible } = input
    await writeSetting(tx, EMAIL_SETTINGS_KEY, { ...visible, passwordSealed }, clock.now())
    await recordAudit(tx, actor, {
      action: 'settings.email',
      details: { ...visible, passwordChanged: input.password !== undefined && input.password !== null },
      at: clock.now(),
    })
  })
  return readEmailSettings({ db, appSecret })
}

/** Sends a test message through the mail settings in force; a refusal is the admin's 400 with its reason. */
export async function sendTestEmail(options: AdminCall & { mailer: Mailer; to: string }) {
  try {
    await sendMail(options, { address: options.to }, 'account', {
      subject: 'RigLedger test e-mail',
      text: 'This is a test message from the RigLedger admin settings. If you can read it, outgoing mail works.',
    })
  } catch (error) {
    throw new AppError(
      'BAD_REQUEST',
      `Failed to send the test e-mail: ${(error as Error).message}`.slice(0, 300),
    )
  }
  await recordAudit(options.db, options.actor, {
    action: 'settings.email_test',
    details: { to: options.to },
    at: options.clock.now(),
  })
}
