import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZIdParams } from '@/contracts/common.ts'
import {
  NOTIFICATION_MESSAGES,
  ZNotification,
  ZNotificationDeleteQuery,
  ZNotificationList,
  ZNotificationPatch,
  ZNotificationQuery,
  ZNotificationSettings,
} from '@/contracts/notifications.ts'
import { ZAdminBulkResult } from '@/contracts/users.ts'
import type { AppContext } from '@/server/context.ts'
import { actorOf } from '@/server/shared/audit.ts'
import { guardRoutes } from '@/server/shared/auth/route-access.ts'
import {
  deleteNotifications,
  listNotifications,
  markAllRead,
  setNotificationStatus,
} from './admin-notifications.ts'
import { readNotificationSettings, saveNotificationSettings } from './notification-settings.ts'

/** /api/admin/notifications and their settings: what the server raised for the admins. */
export function notificationsAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, { who: 'admin' })
    const admin = (req: Parameters<typeof actorOf>[0]) => ({
      db: ctx.db,
      clock: ctx.clock,
      actor: actorOf(req),
    })
    const ZNotificationParams = ZIdParams(NOTIFICATION_MESSAGES.notFound)

    app.get(
      '/notifications',
      {
        schema: {
          summary: 'The back office’s notifications, newest first, with the unread count (admin)',
          querystring: ZNotificationQuery,
          response: { 200: ZNotificationList },
        },
      },
      (req) => listNotifications({ db: ctx.db, ...req.query }),
    )

    app.post(
      '/notifications/mark-all-read',
      { schema: { summary: 'Mark every notification read (admin)', response: { 200: ZAdminBulkResult } } },
      async (req) => ({ affected: await markAllRead(admin(req)) }),
    )

    app.patch(
      '/notifications/:id',
      {
        schema: {
          summary: 'Mark a notification read or unread (admin)',
          params: ZNotificationParams,
          body: ZNotificationPatch,
          response: { 200: ZNotification },
        },
      },
      (req) => setNotificationStatus({ ...admin(req), id: req.params.id, status: req.body.status }),
    )

    app.delete(
      '/notifications/:id',
      { schema: { summary: 'Delete a notification (admin)', params: ZNotificationParams } },
      async (req, reply) => {
        await deleteNotifications({ ...admin(req), id: req.params.id })
        return reply.code(204).send()
      },
    )

    app.delete(
      '/notifications',
      {
        schema: {
          summary: 'Delete every read notification (admin)',
          querystring: ZNotificationDeleteQuery,
          response: { 200: ZAdminBulkResult },
        },
      },
      async (req) => ({ affected: await deleteNotifications(admin(req)) }),
    )

    app.get(
      '/settings/notifications',
      {
        schema: {
          summary: 'Which notifications are raised and mailed (admin)',
          response: { 200: ZNotificationSettings },
        },
      },
      () => readNotificationSettings(ctx),
    )

    app.put(
      '/settings/notifications',
      {
        schema: {
          summary: 'Save the notification settings (admin)',
          body: ZNotificationSettings,
          response: { 200: ZNotificationSettings },
        },
      },
      (req) => saveNotificationSettings({ ...admin(req), settings: req.body }),
    )
  }
}
