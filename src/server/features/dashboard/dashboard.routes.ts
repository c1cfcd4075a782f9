import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZDashboard, ZDashboardQuery } from '@/contracts/dashboard.ts'
import type { AppContext } from '@/server/context.ts'
import { todayFor } from '@/server/lib/today.ts'
import { requireUser } from '@/server/shared/auth/auth-context.ts'
import { guardRoutes } from '@/server/shared/auth/route-access.ts'
import { callerOf } from '@/server/shared/caller.ts'
import { getDashboard } from './get-dashboard.ts'

/** /api/dashboard: the signed-in user's own rows only. */
export function dashboardRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, { who: 'user', apiKey: 'books' })

    app.get(
      '',
      {
        schema: {
          summary: 'Income, expenses, charts and activity for a period',
          querystring: ZDashboardQuery,
          response: { 200: ZDashboard },
        },
      },
      (req) => {
        const user = requireUser(req)
        return getDashboard({
          ...callerOf(ctx, req),
          ...req.query,
          role: user.role,
          today: todayFor(user, ctx.clock),
        })
      },
    )
  }
}
