import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ZActivity,
  ZAdminStats,
  ZAuditExportQuery,
  ZAuditPage,
  ZAuditQuery,
  ZEmailSettings,
  ZEmailSettingsInput,
  ZMailLogList,
  ZMailLogQuery,
  ZOutboxList,
  ZOutboxQuery,
  ZTestEmail,
} from '@/contracts/admin.ts'
import type { AppContext } from '@/server/context.ts'
import { sendCsv } from '@/server/lib/csv.ts'
import { AppError } from '@/server/lib/errors.ts'
import { actorOf } from '@/server/shared/audit.ts'
import { guardRoutes } from '@/server/shared/auth/route-access.ts'
import { callerOf } from '@/server/shared/caller.ts'
import { adminStats } from './admin-stats.ts'
import { exportAudit, listAudit } from './audit-log.ts'
import { listOutbox } from './list-outbox.ts'
import { listMailLog } from './mail-log.ts'
import { recentActivity } from './recent-activity.ts'
import { readEmailSettings, saveEmailSettings, sendTestEmail } from './settings.ts'

/** /api/admin: the back office's own dashboard, activity, mail settings and outbox; an admin session is checked before any route runs. Each subject's back office lives with the subject (<subject>-admin.routes.ts). */
export function adminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, { who: 'admin' })
    const admin = (req: Parameters<typeof actorOf>[0]) => ({
      db: ctx.db,
      clock: ctx.clock,
      actor: actorOf(req),
    })

    app.get(
      '/stats',
      {
        schema: {
          summary:
            'Platform figures: accounts by status, new this month, documents read, revenue this month, MRR, active subscriptions, open tickets (admin)',
          response: { 200: ZAdminStats },
        },
      },
      () => adminStats(ctx),
    )

    app.get(
      '/activity',
      { schema: { summary: 'The latest audit events (admin)', response: { 200: ZActivity } } },
      () => recentActivity(ctx),
    )

    app.get(
      '/audit',
      {
        schema: {
          summary:
            'The audit log: who did what, to whom, when and from where; search, filters by actor, action and days, newest first (admin)',
          querystring: ZAuditQuery,
          response: { 200: ZAuditPage },
        },
      },
      (req) => listAudit({ db: ctx.db, ...req.query }),
    )

    app.get(
      '/audit/export.csv',
      {
        schema: {
          summary: 'The audit log with the same filters, as CSV (admin)',
          querystring: ZAuditExportQuery,
        },
      },
      (req, reply) =>
        sendCsv(
          reply,
          `audit-log-${ctx.clock.now().toISOString().slice(0, 10)}.csv`,
          exportAudit({ db: ctx.db, ...req.query }),
        ),
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

    app.get(
      '/mail-log',
      {
        schema: {
          summary: 'Every attempt to send a mail: to whom, the subject, sent or failed and why (admin)',
          querystring: ZMailLogQuery,
          response: { 200: ZMailLogList },
        },
      },
      (req) => listMailLog({ ...callerOf(ctx, req), ...req.query }),
    )

    // Unknown admin paths answer only to admins, so they reveal nothing to others.
    app.all('/*', { schema: { hide: true } }, async () => {
      throw new AppError('NOT_FOUND', 'Not found')
    })
  }
}
