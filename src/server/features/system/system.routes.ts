import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZPublicConfig } from '@/contracts/auth.ts'
import { ZClientError } from '@/contracts/system.ts'
import type { AppContext } from '@/server/context.ts'
import { demoAccounts } from '@/server/features/demo/demo.public.ts'
import { guardRoutes } from '@/server/shared/auth/route-access.ts'
import { reportClientError } from './report-client-error.ts'
import { readSupportContact } from './support-contact.ts'

/** /api/health and /api/config: public, for load balancers and for the screens before sign-in. */
export function systemRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, { who: 'public' })
    app.get(
      '/health',
      {
        schema: {
          summary: 'Whether the server and its database answer',
          response: {
            200: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
            503: z.object({ status: z.literal('error'), database: z.literal('unreachable') }),
          },
        },
      },
      async (_req, reply) => {
        try {
          await ctx.pingDatabase()
          return { status: 'ok' as const, database: 'ok' as const }
        } catch {
          return reply.code(503).send({ status: 'error', database: 'unreachable' })
        }
      },
    )

    app.post(
      '/client-errors',
      {
        // An error in the browser is worth knowing whoever is looking.
        config: { access: { readOnlyViewerMay: true } },
        schema: {
          summary: 'Report a crash of the web app (the crash screen sends it); rate limited per address',
          body: ZClientError,
        },
      },
      async (req, reply) => {
        await reportClientError({
          db: ctx.db,
          clock: ctx.clock,
          ip: req.ip,
          userId: req.user?.id ?? null,
          ...req.body,
        })
        return reply.code(202).send()
      },
    )

    app.get(
      '/config',
      {
        schema: {
          summary: 'What the screens need before anyone signs in',
          response: { 200: ZPublicConfig },
        },
      },
      async () => {
        const support = await readSupportContact(ctx.db)
        return {
          productName: 'RigLedger',
          demo: ctx.config.demo,
          demoAccounts: ctx.config.demo ? demoAccounts : [],
          supportEmail: support.email,
          supportPhone: support.phone,
        }
      },
    )
  }
}
