import { AUTH_MESSAGES, type SecuritySettings, type SecuritySettingsView } from '@/contracts/auth.ts'
import type { Db } from '@/server/db/client.ts'
import type { LimitsConfig } from '@/server/env.ts'
import type { AdminCall } from '@/server/features/admin/settings.ts'
import { AppError } from '@/server/lib/errors.ts'
import { recordAudit } from '@/server/shared/audit.ts'
import { hasTwoFactor } from '@/server/shared/auth/two-factor-check.ts'
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
 * Saves the session lifetime, sign-in limits and whether admins must have two-factor sign-in (only
 * by an admin who has it on, so turning it on cannot lock them out). A value equal to the configuration's is not
 * stored, so it keeps following the configuration (saving the defaults back undoes every change).
 */
export async function saveSecuritySettings(
  options: AdminCall & { limits: LimitsConfig; settings: SecuritySettings },
): Promise<SecuritySettingsView> {
  const { db, clock, actor, limits } = options
  const defaults = securityDefaults(limits)
  const before = await readSecuritySettings({ db, limits })
  // Left out, "Require two-factor for admins" stays as it was.
  const settings = {
    ...options.settings,
    requireAdminTwoFactor: options.settings.requireAdminTwoFactor ?? before.requireAdminTwoFactor,
  }
  if (
    settings.requireAdminTwoFactor &&
    !before.requireAdminTwoFactor &&
    !(await hasTwoFactor(db, actor.id))
  ) {
    throw new AppError('CONFLICT', AUTH_MESSAGES.adminTwoFactorFirst)
  }
  const changed = Object.fromEntries(
    Object.entries(settings).filter(([key, value]) => defaults[key as keyof SecuritySettings] !== value),
  )
  await db.transaction(async (tx) => {
    await writeSetting(tx, SECURITY_SETTINGS_KEY, changed, clock.now())
    await recordAudit(tx, actor, { action: 'settings.security', details: { ...settings }, at: clock.now() })
  })
  return readSecuritySettings({ db, limits })
}
