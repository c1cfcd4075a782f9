import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ZActivity,
  ZAdminStats,
  ZEmailSettings,
  ZEmailSettingsInput,
  ZOutboxList,
  ZOutboxQuery,
  ZTestEmail,
} from '@/contracts/admin.ts'
import { ZSecuritySettings, ZSecuritySettingsView } from '@/contracts/auth.ts'
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
import { ZRetryFailedJobsResult, ZSystemStatus } from '@/contracts/system.ts'
import {
  ADMIN_MESSAGES,
  ZAdminBulk,
  ZAdminBulkResult,
  ZAdminCreateUser,
  ZAdminUser,
  ZAdminUserDetails,
  ZAdminUserList,
  ZAdminUserPatch,
  ZAdminUserQuery,
} from '@/contracts/users.ts'
import type { AppContext } from '@/server/context.ts'
import { AppError } from '@/server/lib/errors.ts'
import { actorOf } from '@/server/shared/audit.ts'
import { guardRoutes } from '@/server/shared/auth/route-access.ts'
import { SESSION_COOKIE } from '@/server/shared/auth/sessions.ts'
import { callerOf } from '@/server/shared/caller.ts'
import { adminStats } from './admin-stats.ts'
import { adminCategoryRoutes } from './categories/categories.routes.ts'
import { impersonate } from './impersonation.ts'
import { listOutbox } from './list-outbox.ts'
import { listUsers } from './list-users.ts'
import {
  createUserByAdmin,
  deleteUsers,
  sendResetByAdmin,
  setUsersStatus,
  updateUserByAdmin,
  userDetails,
} from './manage-users.ts'
import {
  deleteNotifications,
  listNotifications,
  markAllRead,
  recentActivity,
  setNotificationStatus,
} from './notifications.ts'
import { adminReportRoutes } from './reports/admin-reports.routes.ts'
import { retryFailedJobs } from './retry-failed-jobs.ts'
import { readSecuritySettings, saveSecuritySettings } from './security-settings.ts'
import {
  readEmailSettings,
  readNotificationSettings,
  saveEmailSettings,
  saveNotificationSettings,
  sendTestEmail,
} from './settings.ts'
import { systemStatus } from './system-status.ts'
import { testClientRoutes } from './test-clients/test-clients.routes.ts'

const ZUserParams = ZIdParams(ADMIN_MESSAGES.notFound)
const ZClientParams = z.object({ userId: z.uuid({ error: ADMIN_MESSAGES.notFound }) })

/** Everything under /api/admin: an admin session is checked before any route runs. */
export function adminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, { who: 'admin' })

    app.get(
      '/users',
      {
        schema: {
          summary: 'List every account (admin)',
          querystring: ZAdminUserQuery,
          response: { 200: ZAdminUserList },
        },
      },
      (req) => listUsers({ ...callerOf(ctx, req), ...req.query }),
    )

    app.get(
      '/stats',
      {
        schema: {
          summary: 'Platform figures: accounts by status, new this month (admin)',
          response: { 200: ZAdminStats },
        },
      },
      () => adminStats(ctx),
    )

    const admin = (req: Parameters<typeof actorOf>[0]) => ({
      db: ctx.db,
      clock: ctx.clock,
      actor: actorOf(req),
    })

    app.post(
      '/users',
      {
        schema: {
          summary: 'Create an account, optionally mailing a welcome (admin)',
          body: ZAdminCreateUser,
          response: { 201: ZAdminUser },
        },
      },
      async (req, reply) => {
        const user = await createUserByAdmin({
          ...admin(req),
          mailer: ctx.mailer,
          publicUrl: ctx.config.publicUrl,
          input: req.body,
        })
        return reply.code(201).send(user)
      },
    )

    app.post(
      '/users/bulk',
      {
        schema: {
          summary: 'Activate, suspend or delete several accounts (admin)',
          body: ZAdminBulk,
          response: { 200: ZAdminBulkResult },
        },
      },
      async (req) => {
        const { ids, action } = req.body
        const affected =
          action === 'delete'
            ? await deleteUsers({ ...admin(req), storage: ctx.storage, ids })
            : await setUsersStatus({
                ...admin(req),
                ids,
                status: action === 'activate' ? 'active' : 'suspended',
              })
        return { affected }
      },
    )

    app.get(
      '/users/:id',
      {
        schema: {
          summary: 'One account with its plan, counts and recent audit events (admin)',
          params: ZUserParams,
          response: { 200: ZAdminUserDetails },
        },
      },
      (req) => userDetails({ db: ctx.db, id: req.params.id }),
    )

    app.patch(
      '/users/:id',
      {
        schema: {
          summary: 'Change an account’s name, role, status or company (admin)',
          params: ZUserParams,
          body: ZAdminUserPatch,
          response: { 200: ZAdminUser },
        },
      },
      (req) => updateUserByAdmin({ ...admin(req), id: req.params.id, patch: req.body }),
    )

    app.delete(
      '/users/:id',
      { schema: { summary: 'Delete an account and all its data (admin)', params: ZUserParams } },
      async (req, reply) => {
        const removed = await deleteUsers({ ...admin(req), storage: ctx.storage, ids: [req.params.id] })
        if (removed === 0) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.notFound)
        return reply.code(204).send()
      },
    )

    app.post(
      '/users/:id/password-reset',
      { schema: { summary: 'Mail the account a password reset link (admin)', params: ZUserParams } },
      async (req, reply) => {
        await sendResetByAdmin({
          ...admin(req),
          mailer: ctx.mailer,
          publicUrl: ctx.config.publicUrl,
          id: req.params.id,
        })
        return reply.code(204).send()
      },
    )

    app.post(
      '/impersonate/:userId',
      {
        schema: {
          summary: 'View a client’s account: this session becomes theirs until Return to Admin (admin)',
          params: ZClientParams,
          response: { 200: z.object({ id: z.uuid(), fullName: z.string(), email: z.string() }) },
        },
      },
      (req) =>
        impersonate({
          ...admin(req),
          token: req.cookies[SESSION_COOKIE] ?? '',
          clientId: req.params.userId,
        }),
    )

    app.get(
      '/activity',
      { schema: { summary: 'The latest audit events (admin)', response: { 200: ZActivity } } },
      () => recentActivity(ctx),
    )

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

    app.get(
      '/settings/email',
      {
        schema: { summary: 'The SMTP settings, password masked (admin)', response: { 200: ZEmailSettings } },
      },
      () => readEmailSettings({ db: ctx.db, appSecret: ctx.config.appSecret }),
    )

    app.put(
      '/settings/email',
      {
        schema: {
          summary: 'Save the SMTP settings; the password is encrypted at rest (admin)',
          body: ZEmailSettingsInput,
          response: { 200: ZEmailSettings },
        },
      },
      (req) => saveEmailSettings({ ...admin(req), appSecret: ctx.config.appSecret, input: req.body }),
    )

    app.post(
      '/settings/email/test',
      {
        schema: {
          summary: 'Send a test e-mail through the mail settings in force (admin)',
          body: ZTestEmail,
        },
      },
      async (req, reply) => {
        await sendTestEmail({ ...admin(req), mailer: ctx.mailer, to: req.body.to })
        return reply.code(204).send()
      },
    )

    app.get(
      '/settings/security',
      {
        schema: {
          summary: 'The session lifetime and sign-in limits in force, and the configuration’s (admin)',
          response: { 200: ZSecuritySettingsView },
        },
      },
      () => readSecuritySettings({ db: ctx.db, limits: ctx.config.limits }),
    )

    app.put(
      '/settings/security',
      {
        schema: {
          summary: 'Save the session lifetime and sign-in limits; they apply from the next sign-in (admin)',
          body: ZSecuritySettings,
          response: { 200: ZSecuritySettingsView },
        },
      },
      (req) => saveSecuritySettings({ ...admin(req), limits: ctx.config.limits, settings: req.body }),
    )

    app.get(
      '/system',
      {
        schema: {
          summary: 'Version, database, job queues, stored files and row counts (admin)',
          response: { 200: ZSystemStatus },
        },
      },
      () => systemStatus(ctx),
    )

    app.post(
      '/system/retry-failed-jobs',
      {
        schema: {
          summary: 'Queue the failed background jobs again for one more try each (admin)',
          response: { 200: ZRetryFailedJobsResult },
        },
      },
      (req) => retryFailedJobs({ ...admin(req), jobs: ctx.jobs }),
    )

    app.get(
      '/outbox',
      {
        schema: {
          summary: 'The dev outbox: mail sent without SMTP (admin)',
          querystring: ZOutboxQuery,
          response: { 200: ZOutboxList },
        },
      },
      (req) => listOutbox({ ...callerOf(ctx, req), ...req.query }),
    )

    testClientRoutes(app, ctx)
    adminCategoryRoutes(app, ctx)
    adminReportRoutes(app, ctx)

    // Unknown admin paths answer only to admins, so they reveal nothing to others.
    app.all('/*', { schema: { hide: true } }, async () => {
      throw new AppError('NOT_FOUND', 'Not found')
    })
  }
}
