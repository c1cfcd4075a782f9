import { eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ACCOUNT_MESSAGES, ZIdentityProof } from '@/contracts/account.ts'
import { ZIdParams } from '@/contracts/common.ts'
import {
  ZAccountClosed,
  ZDataExport,
  ZDataExportStarted,
  ZLatestDataExport,
} from '@/contracts/data-export.ts'
import { ADMIN_MESSAGES } from '@/contracts/users.ts'
import type { AppContext } from '@/server/context.ts'
import { users } from '@/server/db/schema/index.ts'
import { iftaRecordsToKeep } from '@/server/features/ifta/ifta.public.ts'
import { AppError } from '@/server/lib/errors.ts'
import { actorOf, recordAudit } from '@/server/shared/audit.ts'
import { clearSessionCookie } from '@/server/shared/auth/auth-context.ts'
import { guardRoutes } from '@/server/shared/auth/route-access.ts'
import { type Caller, callerOf } from '@/server/shared/caller.ts'
import { closeAccount } from './close-account.ts'
import {
  DATA_EXPORT_NOT_FOUND,
  getDataExport,
  latestDataExport,
  readDataExportFile,
  requestDataExport,
} from './data-export.ts'

const ZExportParams = ZIdParams(DATA_EXPORT_NOT_FOUND)

/** /api/account: the signed-in user's own data rights (export everything, close the account). */
export function dataRightsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Only in the account's own session: not an admin's, accountant's or fleet manager's view of it.
    guardRoutes(app, { who: 'user', ownSession: { methods: 'all', message: ACCOUNT_MESSAGES.ownerOnly } })

    app.post(
      '/export',
      {
        schema: {
          summary: 'Start an export of all your data (a zip made by a job; e-mailed link when ready)',
          response: { 202: ZDataExportStarted },
        },
      },
      async (req, reply) => reply.code(202).send(await requestDataExport(ctx, callerOf(ctx, req))),
    )

    app.get(
      '/export',
      {
        schema: {
          summary: 'Your latest data export still kept, if any',
          response: { 200: ZLatestDataExport },
        },
      },
      async (req) => {
        const caller = callerOf(ctx, req)
        const [latest, iftaRecords] = await Promise.all([
          latestDataExport(ctx, caller),
          iftaRecordsToKeep(ctx.db, caller.userId, ctx.clock.now()),
        ])
        return { export: latest, iftaRecords }
      },
    )

    app.get(
      '/export/:id',
      {
        schema: {
          summary: 'One data export: its status, progress and, once ready, size (kept 7 days)',
          params: ZExportParams,
          response: { 200: ZDataExport },
        },
      },
      (req) => getDataExport(ctx, callerOf(ctx, req), req.params.id),
    )

    app.get(
      '/export/:id/file',
      {
        schema: {
          summary: 'Download a ready data export (a zip)',
          params: ZExportParams,
          produces: ['application/zip'],
        },
      },
      async (req, reply) => {
        const file = await readDataExportFile(ctx, callerOf(ctx, req), req.params.id)
        return reply
          .type('application/zip')
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(Buffer.from(file.bytes))
      },
    )

    app.post(
      '/close',
      {
        schema: {
          summary: `Close your account (password required): the subscription is canceled, every session ends; signing in within 30 days restores it, then it is deleted`,
          body: ZIdentityProof.meta({ examples: [{ password: 'your-current-password' }] }),
          response: { 200: ZAccountClosed },
        },
      },
      async (req, reply) => {
        const closed = await closeAccount(ctx, {
          actor: actorOf(req),
          proof: { password: req.body.password, code: req.body.code },
        })
        clearSessionCookie(ctx, req, reply)
        return closed
      },
    )
  }
}

const ZAdminExportParams = z.object({
  id: z.uuid({ error: ADMIN_MESSAGES.notFound }),
  exportId: z.uuid({ error: DATA_EXPORT_NOT_FOUND }),
})

/**
 * /api/admin/users/:id/export: an admin prepares a user's export before deleting the account
 * (audited), follows it and downloads it. The user is not mailed.
 */
export function dataRightsAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, { who: 'admin' })
    const target = async (id: string): Promise<Caller> => {
      const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, id))
      if (!user) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.notFound)
      return { db: ctx.db, clock: ctx.clock, userId: user.id }
    }

    app.post(
      '/users/:id/export',
      {
        schema: {
          summary: "Prepare a user's data export before deleting the account (admin; audited)",
          params: ZIdParams(ADMIN_MESSAGES.notFound),
          response: { 202: ZDataExportStarted },
        },
      },
      async (req, reply) => {
        const started = await requestDataExport(ctx, await target(req.params.id), { mail: false })
        await recordAudit(ctx.db, actorOf(req), {
          action: 'user.export',
          targetUserId: req.params.id,
          details: { exportId: started.id },
          at: ctx.clock.now(),
        })
        return reply.code(202).send(started)
      },
    )

    app.get(
      '/users/:id/export/:exportId',
      {
        schema: {
          summary: "A user's data export: status and progress (admin)",
          params: ZAdminExportParams,
          response: { 200: ZDataExport },
        },
      },
      async (req) => getDataExport(ctx, await target(req.params.id), req.params.exportId),
    )

    app.get(
      '/users/:id/export/:exportId/file',
      {
        schema: {
          summary: "Download a user's ready data export (admin; audited)",
          params: ZAdminExportParams,
          produces: ['application/zip'],
        },
      },
      async (req, reply) => {
        const file = await readDataExportFile(ctx, await target(req.params.id), req.params.exportId)
        await recordAudit(ctx.db, actorOf(req), {
          action: 'user.export_download',
          targetUserId: req.params.id,
          details: { exportId: req.params.exportId },
          at: ctx.clock.now(),
        })
        return reply
          .type('application/zip')
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(Buffer.from(file.bytes))
      },
    )
  }
}
