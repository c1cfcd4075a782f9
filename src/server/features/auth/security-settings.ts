import type { SecuritySettings, SecuritySettingsView } from '@/contracts/auth.ts'
import type { Db } from '@/server/db/client.ts'
import type { LimitsConfig } from '@/server/env.ts'
import type { AdminCall } from '@/server/features/admin/settings.ts'
import { recordAudit } from '@/server/shared/audit.ts'
import {
  SECURITY_SETTINGS_KEY,
  savedSecuritySettings,
  securityDefaults,
  writeSetting,
} from '@/server/shared/settings.ts'

/** The security settings in force, with the configuration's values beside them. */
export async function readSecuritySettings({
  db,
  limits,
}: {
  db: Db
  limits: LimitsConfig
}): Promise<SecuritySettingsView> {
  const defaults = securityDefaults(limits)
  return { ...defaults, ...(await savedSecuritySettings(db)), defaults }
}

/**
 * Saves the session lifetime and sign-in limits. A value equal to the configuration's is not
 * stored, so it keeps following the configuration (saving the defaults back undoes every change).
 */
export async function saveSecuritySettings(
  options: AdminCall & { limits: LimitsConfig; settings: SecuritySettings },
): Promise<SecuritySettingsView> {
  const { db, clock, actor, limits, settings } = options
  const defaults = securityDefaults(limits)
  const changed = Object.fromEntries(
    Object.entries(settings).filter(([key, value]) => defaults[key as keyof SecuritySettings] !== value),
  )
  await db.transaction(async (tx) => {
    await writeSetting(tx, SECURITY_SETTINGS_KEY, changed, clock.now())
    await recordAudit(tx, actor, { action: 'settings.security', details: { ...settings }, at: clock.now() })
  })
  return readSecuritySettings({ db, limits })
}
