import { eq } from 'drizzle-orm'
import type { InAppKind, NotificationKind } from '@/contracts/account.ts'
import type { Db, Tx } from '@/server/db/client.ts'
import { userNotifications, users } from '@/server/db/schema/index.ts'
import { publishEvent } from '@/server/lib/events/event-hub.ts'
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

/**
 * Tells a user in the app's bell (always) and by e-mail (as their notification settings say): a
 * settlement read, a report ready, a comment, a fleet or access event.
 */
export async function notifyUser(
  options: { db: Db | Tx; mailer?: Mailer },
  userId: string,
  kind: NotificationKind | InAppKind,
  note: { title: string; body?: string; link?: string | null; mail?: { subject: string; text: string } },
) {
  await options.db.insert(userNotifications).values({
    userId,
    kind,
    title: note.title.slice(0, 200),
    body: (note.body ?? '').slice(0, 1000),
    link: note.link ?? null,
  })
  // An open app hears of it at once (the bell's live update), from whichever instance it is connected to.
  await publishEvent(options.db, { t: 'notification', userId })
  if (note.mail && options.mailer && kind !== 'fleet' && kind !== 'access') {
    await mailUser({ db: options.db as Db, mailer: options.mailer }, userId, kind, note.mail)
  }
}
