import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZPublicConfig } from '@/contracts/auth.ts'
import type { AppContext } from '@/server/context.ts'
import { demoAccounts } from '@/server/shared/demo-accounts.ts'

const SUPPORT = { supportEmail: 'support@rigledger.com', supportPhone: '1-800-555-0199' }

/** /api/health and /api/config: public, for load balancers and for the screens before sign-in. */
export function systemRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        schema: {
          summary: 'Whether the server and its database answer',
          security: [],
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

    app.get(
      '/config',
      {
        schema: {
          summary: 'What the screens need before anyone signs in',
          security: [],
          response: { 200: ZPublicConfig },
        },
      },
      async () => ({
        productName: 'RigLedger',
        demo: ctx.config.demo,
        demoAccounts: ctx.config.demo ? demoAccounts : [],
        ...SUPPORT,
      }),
    )
  }
}
