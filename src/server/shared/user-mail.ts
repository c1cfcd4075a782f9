import { eq } from 'drizzle-orm'
import type { NotificationKind } from '@/contracts/account.ts'
import type { Db } from '@/server/db/client.ts'
import { users } from '@/server/db/schema/index.ts'
import type { Mailer } from '@/server/lib/mail/mailer.ts'

/**
 * E-mails a user about something of `kind`, unless they turned that kind off in Settings ›
 * Notifications (or the account is not active). Answers whether it went.
 */
export async function mailUser(
  options: { db: Db; mailer: Mailer },
  userId: string,
  kind: NotificationKind,
  message: { subject: string; text: string },
): Promise<boolean> {
  const [user] = await options.db
    .select({ email: users.email, status: users.status, prefs: users.notificationPrefs })
    .from(users)
    .where(eq(users.id, userId))
  if (user?.status !== 'active' || user.prefs[kind] === false) return false
  await options.mailer.send({ to: user.email, ...message })
  return true
}
