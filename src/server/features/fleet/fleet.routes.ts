import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZIdParams } from '@/contracts/common.ts'
import {
  FLEET_MESSAGES,
  ZFleetDashboard,
  ZFleetDriverList,
  ZFleetExpenseList,
  ZFleetInviteCreated,
  ZFleetInviteInput,
  ZFleetInviteList,
  ZFleetInvitePreview,
  ZFleetMileageList,
  ZFleetRowsQuery,
  ZFleetSettlementList,
  ZTokenParams,
} from '@/contracts/fleet.ts'
import type { AppContext } from '@/server/context.ts'
import { todayFor } from '@/server/lib/today.ts'
import { actorOf } from '@/server/shared/audit.ts'
import { guardRoutes, requireUser } from '@/server/shared/auth/auth-context.ts'
import { requireFleetManager } from './fleet-access.ts'
import { fleetDashboard } from './fleet-dashboard.ts'
import { listFleetDrivers, removeFleetDriver } from './fleet-drivers.ts'
import {
  acceptFleetInvite,
  createFleetInvite,
  listFleetInvites,
  previewFleetInvite,
} from './fleet-invites.ts'
import { type FleetRowKind, listFleetRows } from './fleet-rows.ts'

const ZDriverParams = ZIdParams(FLEET_MESSAGES.driverNotFound)
/** Accepting (or looking at) an invitation is the invited driver's; everything else the manager's. */
const DRIVER_ROUTES = new Set(['/api/fleet/invites/:token', '/api/fleet/invites/:token/accept'])

/** /api/fleet: a fleet manager's drivers, invitations, dashboard and the fleet's rows. */
export function fleetRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, 'user')
    app.addHook('preHandler', async (req) => {
      if (!DRIVER_ROUTES.has(req.routeOptions.url ?? '')) requireFleetManager(requireUser(req).role)
    })
    const manager = (req: Parameters<typeof requireUser>[0]) => {
      const user = requireUser(req)
      return { db: ctx.db, managerId: user.id, today: todayFor(user, ctx.clock) }
    }

    app.post(
      '/invites',
      {
        schema: {
          summary: 'Invite a driver to the fleet by e-mail (fleet managers)',
          body: ZFleetInviteInput,
          response: { 201: ZFleetInviteCreated },
        },
      },
      async (req, reply) =>
        reply.code(201).send(
          await createFleetInvite({
            db: ctx.db,
            clock: ctx.clock,
            mailer: ctx.mailer,
            publicUrl: ctx.config.publicUrl,
            actor: actorOf(req),
            email: req.body.email,
          }),
        ),
    )

    app.get(
      '/invites',
      {
        schema: {
          summary: 'The fleet’s invitations, newest first (fleet managers)',
          response: { 200: ZFleetInviteList },
        },
      },
      (req) => listFleetInvites({ db: ctx.db, managerId: requireUser(req).id }),
    )

    app.get(
      '/invites/:token',
      {
        schema: {
          summary: 'The fleet an invitation is for (the invited driver, signed in)',
          params: ZTokenParams,
          response: { 200: ZFleetInvitePreview },
        },
      },
      (req) => previewFleetInvite({ db: ctx.db, clock: ctx.clock, token: req.params.token }),
    )

    app.post(
      '/invites/:token/accept',
      {
        schema: {
          summary: 'Join the fleet: the signed-in driver whose e-mail was invited',
          params: ZTokenParams,
          response: { 200: z.object({ fleetManagerId: z.uuid() }) },
        },
      },
      (req) =>
        acceptFleetInvite({
          db: ctx.db,
          clock: ctx.clock,
          actor: actorOf(req),
          role: requireUser(req).role,
          token: req.params.token,
        }),
    )

    app.get(
      '/drivers',
      {
        schema: {
          summary: 'The fleet’s drivers with this year’s revenue, expenses, net and miles (fleet managers)',
          response: { 200: ZFleetDriverList },
        },
      },
      (req) => listFleetDrivers(manager(req)),
    )

    app.delete(
      '/drivers/:id',
      {
        schema: {
          summary: 'Remove a driver from the fleet; their data stays theirs (fleet managers)',
          params: ZDriverParams,
        },
      },
      async (req, reply) => {
        await removeFleetDriver({
          db: ctx.db,
          clock: ctx.clock,
          actor: actorOf(req),
          driverId: req.params.id,
        })
        return reply.code(204).send()
      },
    )

    app.get(
      '/dashboard',
      { schema: { summary: 'The fleet dashboard (fleet managers)', response: { 200: ZFleetDashboard } } },
      (req) => fleetDashboard(manager(req)),
    )

    const rows = (kind: FleetRowKind, summary: string, response: z.ZodType) =>
      app.get(
        `/${kind}`,
        { schema: { summary, querystring: ZFleetRowsQuery, response: { 200: response } } },
        (req) => listFleetRows({ db: ctx.db, managerId: requireUser(req).id, kind, ...req.query }),
      )
    rows('expenses', 'The fleet’s expenses with driver and truck (fleet managers)', ZFleetExpenseList)
    rows(
      'settlements',
      'The fleet’s settlements with driver and truck (fleet managers)',
      ZFleetSettlementList,
    )
    rows('mileage', 'The fleet’s mileage with driver and truck (fleet managers)', ZFleetMileageList)
  }
}
