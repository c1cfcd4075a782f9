import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZIdParams } from '@/contracts/common.ts'
import { ROLE_RULES } from '@/contracts/role-rules.ts'
import {
  TRUCK_MESSAGES,
  ZMaintenanceOverview,
  ZTruck,
  ZTruckInput,
  ZTruckList,
  ZTruckPatch,
  ZTruckProfitLoss,
  ZTruckReportQuery,
} from '@/contracts/trucks.ts'
import type { AppContext } from '@/server/context.ts'
import { todayFor } from '@/server/lib/today.ts'
import { requireUser } from '@/server/shared/auth/auth-context.ts'
import { guardRoutes } from '@/server/shared/auth/route-access.ts'
import { callerOf } from '@/server/shared/caller.ts'
import { listTrucks } from './list-trucks.ts'
import { createTruck, deleteTruck, updateTruck } from './save-truck.ts'
import { maintenanceOverview, truckProfitLoss } from './truck-reports.ts'

const ZTruckParams = ZIdParams(TRUCK_MESSAGES.notFound)

/** /api/trucks: the signed-in owner-operator's or fleet manager's own trucks. */
export function trucksRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, { who: 'user', apiKey: 'books', paywall: { books: true } })
    /** Trucks are written by those who keep them; a company driver reads their fleet's. */
    const ownersOnly = { access: { roles: ROLE_RULES.keepsTrucks } }

    app.get('', { schema: { summary: 'Your trucks', response: { 200: ZTruckList } } }, async (req) => ({
      items: await listTrucks(callerOf(ctx, req)),
    }))

    app.get(
      '/profit-loss',
      {
        config: { access: { paywall: { books: true, feature: 'advanced' } } },
        schema: {
          summary: 'Each of your trucks’ profit and loss and cost per mile, period to date',
          querystring: ZTruckReportQuery,
          response: { 200: ZTruckProfitLoss },
        },
      },
      (req) => {
        const user = requireUser(req)
        return truckProfitLoss({
          db: ctx.db,
          ownerId: user.id,
          today: todayFor(user, ctx.clock),
          period: req.query.period,
        })
      },
    )

    app.get(
      '/maintenance',
      {
        schema: {
          summary:
            'Maintenance by truck: service due, this year’s maintenance, the latest maintenance expenses',
          response: { 200: ZMaintenanceOverview },
        },
      },
      (req) => {
        const user = requireUser(req)
        return maintenanceOverview({ db: ctx.db, ownerId: user.id, today: todayFor(user, ctx.clock) })
      },
    )

    app.post(
      '',
      {
        config: ownersOnly,
        schema: {
          summary: 'Add a truck (owner-operators and fleet managers)',
          body: ZTruckInput,
          response: { 201: ZTruck },
        },
      },
      async (req, reply) =>
        reply.code(201).send(await createTruck({ ...callerOf(ctx, req), input: req.body })),
    )

    app.patch(
      '/:id',
      {
        config: ownersOnly,
        schema: {
          summary: 'Change one of your trucks',
          params: ZTruckParams,
          body: ZTruckPatch,
          response: { 200: ZTruck },
        },
      },
      (req) => updateTruck({ ...callerOf(ctx, req), id: req.params.id, patch: req.body }),
    )

    app.delete(
      '/:id',
      {
        config: ownersOnly,
        schema: {
          summary: 'Delete one of your trucks; rows tagged with it keep their amounts',
          params: ZTruckParams,
        },
      },
      async (req, reply) => {
        await deleteTruck({ ...callerOf(ctx, req), id: req.params.id })
        return reply.code(204).send()
      },
    )
  }
}
