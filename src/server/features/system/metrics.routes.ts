import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppContext } from '@/server/context.ts'
import { guardRoutes } from '@/server/shared/auth/route-access.ts'

/**
 * /api/metrics: Prometheus's text format, for a signed-in admin or a scraper bearing METRICS_TOKEN
 * (docs/decisions/040-metrics-and-mail-log.md).
 */
export function metricsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, { who: 'admin', metricsToken: true })
    app.get(
      '/metrics',
      {
        schema: {
          summary:
            'Requests by route and status, latency, job queue depth and failures, database pool use, mail sent and failed, in Prometheus text format (admin, or Authorization: Bearer METRICS_TOKEN)',
          produces: ['text/plain'],
        },
      },
      async (_req, reply) => {
        const text = await ctx.metrics.registry.metrics()
        return reply.type(ctx.metrics.registry.contentType).send(text)
      },
    )
  }
}
