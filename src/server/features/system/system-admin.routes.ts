import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZBackupList, ZBackupStarted } from '@/contracts/admin.ts'
import {
  ZRetryFailedJobsResult,
  ZSupportContact,
  ZSupportContactInput,
  ZSystemStatus,
} from '@/contracts/system.ts'
import type { AppContext } from '@/server/context.ts'
import { actorOf } from '@/server/shared/audit.ts'
import { guardRoutes } from '@/server/shared/auth/route-access.ts'
import { listBackups, startBackup } from './backups.ts'
import { retryFailedJobs } from './retry-failed-jobs.ts'
import { readSupportContact, saveSupportContact } from './support-contact.ts'
import { systemStatus } from './system-status.ts'

/** /api/admin/system: what is running, and retrying failed jobs; the support contact customers see (admin). */
export function systemAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, { who: 'admin' })
    const admin = (req: Parameters<typeof actorOf>[0]) => ({
      db: ctx.db,
      clock: ctx.clock,
      actor: actorOf(req),
    })

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
      '/backups',
      {
        schema: {
          summary: 'The latest backups, newest first, and the free disk where they are written (admin)',
          response: { 200: ZBackupList },
        },
      },
      () => listBackups(ctx),
    )

    app.post(
      '/backups',
      {
        schema: {
          summary:
            'Start a backup of the database and the stored files in the background; poll GET /backups for its status (admin)',
          response: { 202: ZBackupStarted },
        },
      },
      async (req, reply) => reply.code(202).send(await startBackup(ctx, admin(req))),
    )

    app.get(
      '/settings/support-contact',
      {
        schema: {
          summary: 'The support mailbox and phone customers see; null where not set (admin)',
          response: { 200: ZSupportContact },
        },
      },
      () => readSupportContact(ctx.db),
    )

    app.put(
      '/settings/support-contact',
      {
        schema: {
          summary: 'Save the support mailbox and phone; a blank one is hidden everywhere (admin)',
          body: ZSupportContactInput,
          response: { 200: ZSupportContact },
        },
      },
      (req) => saveSupportContact({ ...admin(req), contact: req.body }),
    )
  }
}
