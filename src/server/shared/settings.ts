import { eq } from 'drizzle-orm'
import { type SecuritySettings, ZSecuritySettings } from '@/contracts/auth.ts'
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type NotificationSettings,
  ZNotificationSettings,
} from '@/contracts/notifications.ts'
import type { Db, Tx } from '@/server/db/client.ts'
import { appSettings } from '@/server/db/schema/index.ts'
import type { LimitsConfig } from '@/server/env.ts'
import type { SmtpServer } from '@/server/lib/mail/mailer.ts'
import { decryptSecret } from '@/server/lib/secrets.ts'

export const NOTIFICATION_SETTINGS_KEY = 'notifications'
export const EMAIL_SETTINGS_KEY = 'email'
export const SECURITY_SETTINGS_KEY = 'security'

/** How long a "Remember me" sign-in lasts without use until an admin saves another lifetime. */
export const DEFAULT_SESSION_LIFETIME_DAYS = 30

export async function readSetting(db: Db | Tx, key: string): Promise<Record<string, unknown> | null> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key))
  return row?.value ?? null
}

export async function writeSetting(db: Db | Tx, key: string, value: Record<string, unknown>, at: Date) {
  await db
    .insert(appSettings)
    .values({ key, value, updatedAt: at })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: at } })
}

/** Which notifications are raised (the defaults until an admin saves them). */
export async function notificationSettings(db: Db | Tx): Promise<NotificationSettings> {
  const stored = ZNotificationSettings.partial().safeParse(
    (await readSetting(db, NOTIFICATION_SETTINGS_KEY)) ?? {},
  )
  return { ...DEFAULT_NOTIFICATION_SETTINGS, ...(stored.success ? stored.data : {}) }
}

/** The SMTP settings an admin saved, password decrypted, or null when none are (or it cannot be read). */
export type SmtpSettings = SmtpServer

export async function smtpSettings(db: Db | Tx, appSecret: string): Promise<SmtpSettings | null> {
  const stored = await readSetting(db, EMAIL_SETTINGS_KEY)
  if (!stored || typeof stored.host !== 'string' || !stored.host) return null
  const sealed = typeof stored.passwordSealed === 'string' ? stored.passwordSealed : null
  return {
    host: stored.host,
    port: Number(stored.port ?? 587),
    user: String(stored.user ?? ''),
    password: sealed ? (decryptSecret(appSecret, sealed) ?? '') : '',
    fromEmail: String(stored.fromEmail ?? ''),
    fromName: String(stored.fromName ?? 'RigLedger'),
  }
}

/** The security settings of the server's configuration: what applies until an admin saves others. */
export function securityDefaults(limits: LimitsConfig): SecuritySettings {
  return {
    sessionLifetimeDays: DEFAULT_SESSION_LIFETIME_DAYS,
    loginCaptchaAfter: limits.loginCaptchaAfter,
    loginAddressCaptchaAfter: limits.loginAddressCaptchaAfter,
    loginDelayAfter: limits.loginDelayAfter,
  }
}

/**
 * The security settings an admin saved: only those that differ from the configuration are stored
 * (docs/decisions/012-security-and-system-settings.md); a stored value out of today's bounds is
 * ignored rather than obeyed.
 */
export async function savedSecuritySettings(db: Db | Tx): Promise<Partial<SecuritySettings>> {
  const stored = (await readSetting(db, SECURITY_SETTINGS_KEY)) ?? {}
  const saved: Partial<SecuritySettings> = {}
  for (const key of Object.keys(ZSecuritySettings.shape) as (keyof SecuritySettings)[]) {
    const parsed = ZSecuritySettings.shape[key].safeParse(stored[key])
    if (parsed.success) saved[key] = parsed.data
  }
  return saved
}

/** The security settings in force: the saved ones over the configuration's (one read). */
export async function securitySettings(db: Db | Tx, limits: LimitsConfig): Promise<SecuritySettings> {
  return { ...securityDefaults(limits), ...(await savedSecuritySettings(db)) }
}
