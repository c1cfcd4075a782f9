import type { InAppKind, NotificationKind } from '@/contracts/account.ts'
import type { Db, Tx } from '@/server/db/client.ts'
import { userNotifications } from '@/server/db/schema/index.ts'
import { publishEvent } from '@/server/lib/events/event-hub.ts'

/**
 * Tells a user in the app's bell: a settlement read, a report ready, a comment, a fleet or access
 * event. It mails nothing: a caller that also mails says so with `sendMail` (lib/mail/send-mail.ts),
 * which obeys the user's choices.
 */
export async function notifyUser(
  db: Db | Tx,
  userId: string,
  kind: NotificationKind | InAppKind,
  note: { title: string; body?: string; link?: string | null },
) {
  await db.insert(userNotifications).values({
    userId,
    kind,
    title: note.title.slice(0, 200),
    body: (note.body ?? '').slice(0, 1000),
    link: note.link ?? null,
  })
  // An open app hears of it at once (the bell's live update), from whichever instance it is connected to.
  await publishEvent(db, { t: 'notification', userId })
}
