import { and, count, desc, eq, isNull } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZIdParams } from '@/contracts/common.ts'
import {
  ZUserNotification,
  ZUserNotificationList,
  ZUserNotificationPatch,
} from '@/contracts/notifications.ts'
import type { AppContext } from '@/server/context.ts'
import type { Db } from '@/server/db/client.ts'
import { userNotifications } from '@/server/db/schema/index.ts'
import { AppError } from '@/server/lib/errors.ts'
import { requireUser } from '@/server/shared/auth/auth-context.ts'
import { guardRoutes } from '@/server/shared/auth/route-access.ts'

const ZNotificationParams = ZIdParams('Notification not found')
/** The bell shows the newest ones. */
const LIST_SIZE = 50

function view(row: typeof userNotifications.$inferSelect) {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  }
}

async function unreadOf(db: Db, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(userNotifications)
    .where(and(eq(userNotifications.userId, userId), isNull(userNotifications.readAt)))
  return Number(row?.n ?? 0)
}

/** /api/notifications: the signed-in user's bell; their own notifications only. */
export function notificationsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, { who: 'user' })

    app.get(
      '',
      {
        schema: {
          summary: 'Your newest notifications and how many are unread',
          response: { 200: ZUserNotificationList },
        },
      },
      async (req) => {
        const userId = requireUser(req).id
        const [rows, unread] = await Promise.all([
          ctx.db
            .select()
            .from(userNotifications)
            .where(eq(userNotifications.userId, userId))
            .orderBy(desc(userNotifications.createdAt), desc(userNotifications.id))
            .limit(LIST_SIZE),
          unreadOf(ctx.db, userId),
        ])
        return { items: rows.map(view), unread }
      },
    )

    app.patch(
      '/:id',
      {
        schema: {
          summary: 'Mark one of your notifications read or unread',
          params: ZNotificationParams,
          body: ZUserNotificationPatch,
          response: { 200: ZUserNotification },
        },
      },
      async (req) => {
        const [row] = await ctx.db
          .update(userNotifications)
          .set({ readAt: req.body.read ? ctx.clock.now() : null })
          .where(
            and(eq(userNotifications.id, req.params.id), eq(userNotifications.userId, requireUser(req).id)),
          )
          .returning()
        if (!row) throw new AppError('NOT_FOUND', 'Notification not found')
        return view(row)
      },
    )

    app.post(
      '/mark-all-read',
      {
        schema: {
          summary: 'Mark all your notifications read',
          response: { 200: ZUserNotificationList.pick({ unread: true }) },
        },
      },
      async (req) => {
        const userId = requireUser(req).id
        await ctx.db
          .update(userNotifications)
          .set({ readAt: ctx.clock.now() })
          .where(and(eq(userNotifications.userId, userId), isNull(userNotifications.readAt)))
        return { unread: 0 }
      },
    )
  }
}
