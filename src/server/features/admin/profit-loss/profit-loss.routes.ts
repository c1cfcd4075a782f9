import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZEntityList, ZEntityProfitLoss, ZEntityQuery, ZProfitLossQuery } from '@/contracts/reports-admin.ts'
import type { AppContext } from '@/server/context.ts'
import { csvFileName, sendCsv } from '@/server/lib/csv.ts'
import { todayFor } from '@/server/lib/today.ts'
import { requireUser } from '@/server/shared/auth/auth-context.ts'
import { guardRoutes } from '@/server/shared/auth/route-access.ts'
import { listEntities } from './entities.ts'
import { entityProfitLoss, profitLossCsv } from './profit-loss.ts'

/** The sketch's paths for the admin P&L by entity: /api/entities and /api/profit-loss (admin only). */
export function profitLossRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, { who: 'admin' })

    app.get(
      '/entities',
      {
        schema: {
          summary: 'Trucks, companies or owner-operators to report on, by name (admin)',
          querystring: ZEntityQuery,
          response: { 200: ZEntityList },
        },
      },
      (req) => listEntities(ctx.db, req.query.type, req.query.search),
    )

    app.get(
      '/profit-loss',
      {
        schema: {
          summary: 'Profit and loss of one entity for the period to date (admin)',
          querystring: ZProfitLossQuery,
          response: { 200: ZEntityProfitLoss },
        },
      },
      (req) =>
        entityProfitLoss({
          db: ctx.db,
          clock: ctx.clock,
          today: todayFor(requireUser(req), ctx.clock),
          ...req.query,
        }),
    )

    app.get(
      '/profit-loss/export.csv',
      { schema: { summary: 'The same profit and loss as CSV (admin)', querystring: ZProfitLossQuery } },
      async (req, reply) => {
        const today = todayFor(requireUser(req), ctx.clock)
        const report = await entityProfitLoss({ db: ctx.db, clock: ctx.clock, today, ...req.query })
        return sendCsv(reply, csvFileName(`profit-loss-${report.entityType}`, today), profitLossCsv(report))
      },
    )
  }
}
