import type { NotificationSettings } from '@/contracts/notifications.ts'
import type { Db } from '@/server/db/client.ts'
import type { Clock } from '@/server/lib/clock.ts'
import { type Actor, recordAudit } from '@/server/shared/audit.ts'
import { NOTIFICATION_SETTINGS_KEY, notificationSettings, writeSetting } from '@/server/shared/settings.ts'

export const readNotificationSettings = ({ db }: { db: Db }) => notificationSettings(db)

export async function saveNotificationSettings(options: {
  db: Db
  clock: Clock
  actor: Actor
  settings: NotificationSettings
}) {
  await options.db.transaction(async (tx) => {
    await writeSetting(tx, NOTIFICATION_SETTINGS_KEY, { ...options.settings }, options.clock.now())
    await recordAudit(tx, options.actor, {
      action: 'settings.notifications',
      details: { ...options.settings },
      at: options.clock.now(),
    })
  })
  return options.settings
}
