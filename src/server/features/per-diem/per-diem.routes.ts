import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ZPerDiemDateParams,
  ZPerDiemDaysInput,
  ZPerDiemQuery,
  ZPerDiemSaved,
  ZPerDiemYear,
} from '@/contracts/per-diem.ts'
import type { AppContext } from '@/server/context.ts'
import { todayFor } from '@/server/lib/today.ts'
import { requireUser } from '@/server/shared/auth/auth-context.ts'
import { guardRoutes } from '@/server/shared/auth/route-access.ts'
import { callerOf } from '@/server/shared/caller.ts'
import { deletePerDiemDay } from './delete-per-diem-day.ts'
import { getPerDiem } from './get-per-diem.ts'
import { savePerDiemDays } from './save-per-diem-days.ts'

/** /api/per-diem: the signed-in user's own days away from home only. */
export function perDiemRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, { who: 'user', apiKey: 'books', paywall: { books: true } })

    app.get(
      '',
      {
        schema: {
          summary:
            'Your per diem log of a year (this year by default): confirmed days, suggested days, totals',
          querystring: ZPerDiemQuery,
          response: { 200: ZPerDiemYear },
        },
      },
      (req) =>
        getPerDiem({
          ...callerOf(ctx, req),
          year: req.query.year ?? Number(todayFor(requireUser(req), ctx.clock).slice(0, 4)),
        }),
    )

    app.put(
      '/days',
      {
        schema: {
          summary: 'Confirm or change days of your per diem log (all of them or none)',
          body: ZPerDiemDaysInput,
          response: { 200: ZPerDiemSaved },
        },
      },
      (req) => savePerDiemDays({ ...callerOf(ctx, req), days: req.body.days }),
    )

    app.delete(
      '/days/:date',
      { schema: { summary: 'Take a day out of your per diem log', params: ZPerDiemDateParams } },
      async (req, reply) => {
        await deletePerDiemDay({ ...callerOf(ctx, req), date: req.params.date })
        return reply.code(204).send()
      },
    )
  }
}
