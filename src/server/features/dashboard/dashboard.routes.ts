import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZDashboard, ZDashboardQuery } from '@/contracts/dashboard.ts'
import type { AppContext } from '@/server/context.ts'
import { fleetBooksVersions } from '@/server/features/fleet/fleet.public.ts'
import { todayFor } from '@/server/lib/today.ts'
import { requireUser } from '@/server/shared/auth/auth-context.ts'
import { guardRoutes } from '@/server/shared/auth/route-access.ts'
import { booksAnswer } from '@/server/shared/books-answer.ts'
import { callerOf } from '@/server/shared/caller.ts'
import { getDashboard } from './get-dashboard.ts'
import { platformUsersShown } from './platform-users.ts'

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
      async (req, reply) => {
        const user = requireUser(req)
        // The figures not of the user's books: read every time, and part of the answer's key (the
        // platform's user count; a fleet manager's drivers and their books' versions, for driver pay).
        const [platformUsers, fleet] = await Promise.all([
          platformUsersShown(ctx.db, ctx.clock, user.role),
          user.role === 'fleet_manager' ? fleetBooksVersions(ctx.db, user.id) : null,
        ])
        return booksAnswer(ctx, req, reply, {
          name: 'dashboard',
          extra: { platformUsers, fleet },
          compute: () =>
            getDashboard({
              ...callerOf(ctx, req),
              ...req.query,
              role: user.role,
              today: todayFor(user, ctx.clock),
            }),
        })
      },
    )
  }
}
