import { and, eq, gt, inArray, isNull } from 'drizzle-orm'
import type { AppContext } from '@/server/context.ts'
import { adminNotifications, users } from '@/server/db/schema/index.ts'
import { sendMail } from '@/server/lib/mail/send-mail.ts'
import { notificationSettings } from '@/server/shared/settings.ts'

/** How old a notification may be and still be e-mailed (older ones are left to the dashboard). */
const MAIL_WITHIN_MS = 24 * 60 * 60 * 1000

/**
 * With e-mail notifications on, mails every active admin the high and urgent notifications not
 * mailed yet (each once: `mailed_at`). Run on a timer by the server; answers how many it mailed.
 */
export async function mailPendingNotifications(
  ctx: Pick<AppContext, 'db' | 'clock' | 'mailer'>,
): Promise<number> {
  const { db } = ctx
  if (!(await notificationSettings(db)).emailNotifications) return 0
  const since = new Date(ctx.clock.now().getTime() - MAIL_WITHIN_MS)
  const pending = await db
    .select()
    .from(adminNotifications)
    .where(
      and(
        isNull(adminNotifications.mailedAt),
        inArray(adminNotifications.priority, ['high', 'urgent']),
        gt(adminNotifications.createdAt, since),
      ),
    )
    .limit(50)
  if (pending.length === 0) return 0
  const admins = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'active')))
  for (const notification of pending) {
    // Claimed first, so two servers never mail one twice.
    const [claimed] = await db
      .update(adminNotifications)
      .set({ mailedAt: ctx.clock.now() })
      .where(and(eq(adminNotifications.id, notification.id), isNull(adminNotifications.mailedAt)))
      .returning({ id: adminNotifications.id })
    if (!claimed) continue
    for (const admin of admins) {
      // A refused message is itself a notification (raised by the mailer); the others still go.
      await sendMail(ctx, { userId: admin.id }, 'account', {
        subject: `[RigLedger] ${notification.priority === 'urgent' ? 'Urgent: ' : ''}${notification.title}`,
        text: `${notification.message}\n\nSee it in the admin dashboard's Notifications tab.`,
      }).catch(() => {})
    }
  }
  return pending.length
}
