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
import { type EventHub, publishEvent, RESYNC } from '@/server/lib/events/event-hub.ts'
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
  savedHere.forget(key)
  await db
    .insert(appSettings)
    .values({ key, value, updatedAt: at })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: at } })
  // Every instance, this one included, forgets what it kept once the save commits (inside a
  // transaction NOTIFY goes out at COMMIT): a read between the write and the commit saw the old value.
  await publishEvent(db, { t: SETTING_SAVED, userId: '', key })
}

/**
 * The event writeSetting tells every instance, with the key saved (no browser stream accepts it: it
 * names no user). Without a key it stands for every setting.
 */
export const SETTING_SAVED = 'setting_saved'

/** How long a kept setting is trusted without any event: a row changed by hand in SQL shows within it. */
const KEPT_MS = 60_000

interface Kept {
  stamp: string
  atMs: number
  value: Promise<Readonly<Record<string, unknown>> | null>
}

/**
 * Counters that move on when settings are saved, making what was kept before stale: `all` for every
 * key (events may have been missed), `byKey` for one saved key.
 */
class Generations {
  private all = 0
  private readonly byKey = new Map<string, number>()
  forget(key?: string) {
    if (key === undefined) this.all += 1
    else this.byKey.set(key, (this.byKey.get(key) ?? 0) + 1)
  }
  stamp(key: string): string {
    return `${this.all}.${this.byKey.get(key) ?? 0}`
  }
}

/** Saves made in this process (before their NOTIFY comes back), whichever database handle kept. */
const savedHere = new Generations()
/**
 * What each server's event hub heard, by that server's database handle: another server in the same
 * process (tests start several) hears the same NOTIFY on its own connection, at its own time.
 */
const heardBy = new WeakMap<Db | Tx, Generations>()
const kept = new WeakMap<Db | Tx, Map<string, Kept>>()

function stampOf(db: Db | Tx, key: string): string {
  return `${savedHere.stamp(key)}/${heardBy.get(db)?.stamp(key) ?? ''}`
}

/**
 * A setting read on every request (whether the server takes payments, which the paywall asks on
 * each gated request), kept in this process until a setting is saved (writeSetting, on any instance:
 * forgetSettingsOnSave) or for at most a minute. A read that began before a save is not kept.
 * Callers must not change what it returns: it is shared.
 */
export function keptSetting(db: Db | Tx, key: string): Promise<Readonly<Record<string, unknown>> | null> {
  let settings = kept.get(db)
  if (!settings) {
    settings = new Map()
    kept.set(db, settings)
  }
  const nowMs = performance.now()
  const stamp = stampOf(db, key)
  const last = settings.get(key)
  if (last && last.stamp === stamp && nowMs - last.atMs < KEPT_MS) return last.value
  const entry: Kept = { stamp, atMs: nowMs, value: readSetting(db, key) }
  settings.set(key, entry)
  // A failed read is not kept.
  entry.value.catch(() => {
    if (settings.get(key) === entry) settings.delete(key)
  })
  return entry.value
}

/**
 * Makes the server of `db` forget a kept setting when any instance saves it, or all of them when
 * its event hub may have missed events (its connection to the database was lost). Returns the
 * unsubscribe.
 */
export function forgetSettingsOnSave(events: EventHub, db: Db): () => void {
  const heard = new Generations()
  heardBy.set(db, heard)
  return events.subscribe((event) => {
    if (event === RESYNC) heard.forget()
    else if (event.t === SETTING_SAVED) heard.forget(typeof event.key === 'string' ? event.key : undefined)
  })
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
    requireAdminTwoFactor: false,
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
    if (parsed.success && parsed.data !== undefined) Object.assign(saved, { [key]: parsed.data })
  }
  return saved
}

/** The security settings in force: the saved ones over the configuration's (one read). */
export async function securitySettings(db: Db | Tx, limits: LimitsConfig): Promise<SecuritySettings> {
  return { ...securityDefaults(limits), ...(await savedSecuritySettings(db)) }
}

/** Whether admins must have two-factor sign-in on to use the back office (read on admin requests, kept). */
export async function adminTwoFactorRequired(db: Db | Tx): Promise<boolean> {
  const stored = await keptSetting(db, SECURITY_SETTINGS_KEY)
  return stored?.requireAdminTwoFactor === true
}
