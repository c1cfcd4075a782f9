import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZUserResponse } from '@/contracts/auth.ts'
import { ZIdParams } from '@/contracts/common.ts'
import {
  FLEET_MESSAGES,
  ZFleetDashboard,
  ZFleetDashboardQuery,
  ZFleetDriverList,
  ZFleetExpenseList,
  ZFleetInviteCreated,
  ZFleetInviteInput,
  ZFleetInviteList,
  ZFleetInvitePreview,
  ZFleetMileageList,
  ZFleetRowsQuery,
  ZFleetSettlementList,
  ZFleetSwitch,
  ZMyFleet,
  ZMyFleetInput,
  ZTokenParams,
} from '@/contracts/fleet.ts'
import { ROLE_RULES } from '@/contracts/role-rules.ts'
import type { AppContext } from '@/server/context.ts'
import { todayFor } from '@/server/lib/today.ts'
import { actorOf } from '@/server/shared/audit.ts'
import { requireUser } from '@/server/shared/auth/auth-context.ts'
import { guardRoutes } from '@/server/shared/auth/route-access.ts'
import { SESSION_COOKIE } from '@/server/shared/auth/sessions.ts'
import { switchBack } from '@/server/shared/auth/viewing.ts'
import { fleetDashboard } from './fleet-dashboard.ts'
import { listFleetDrivers, removeFleetDriver, switchToDriver } from './fleet-drivers.ts'
import {
  acceptFleetInvite,
  createFleetInvite,
  listFleetInvites,
  previewFleetInvite,
} from './fleet-invites.ts'
import { type FleetRowKind, listFleetRows } from './fleet-rows.ts'
import { leaveFleet, myFleet, setManagerAccess } from './my-fleet.ts'

const ZDriverParams = ZIdParams(FLEET_MESSAGES.driverNotFound)

/** /api/fleet: a fleet manager's drivers, invitations, dashboard and the fleet's rows. */
export function fleetRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, {
      who: 'user',
      roles: ROLE_RULES.runsFleets,
      paywall: { books: true, feature: 'fleet' },
    })
    /** Looking at and accepting an invitation are the invited driver's. */
    const invited = { access: { roles: undefined, paywall: { books: true } } }
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
        // Anyone holding the link: the invited driver may not have an account yet, or be signed out.
        config: { access: { who: 'public', roles: undefined, paywall: undefined } },
        schema: {
          summary: 'The fleet an invitation is for and the address it was sent to (anyone with the link)',
          params: ZTokenParams,
          response: { 200: ZFleetInvitePreview },
        },
      },
      (req) => previewFleetInvite({ db: ctx.db, clock: ctx.clock, token: req.params.token }),
    )

    app.post(
      '/invites/:token/accept',
      {
        config: { access: { ...invited.access, roles: ROLE_RULES.joinsFleets } },
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
          token: req.params.token,
        }),
    )

    app.get(
      '/drivers',
      {
        schema: {
          summary: 'The fleet’s drivers with this year’s driver pay and miles (fleet managers)',
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

    app.post(
      '/drivers/:id/switch',
      {
        schema: {
          summary:
            'Work in a driver’s books: this session acts for them, read-only unless the driver allows writing (fleet managers)',
          params: ZDriverParams,
          response: { 200: ZFleetSwitch },
        },
      },
      (req) =>
        switchToDriver({
          db: ctx.db,
          clock: ctx.clock,
          actor: actorOf(req),
          token: req.cookies[SESSION_COOKIE] ?? '',
          driverId: req.params.id,
        }),
    )

    app.post(
      '/switch-back',
      {
        // Asked from inside the driver's books, where the session is the driver's: the one acting is
        // the manager. Leaving works with read-only access too, and on any plan.
        config: {
          access: {
            roles: undefined,
            actorRoles: ROLE_RULES.runsFleets,
            readOnlyViewerMay: true,
            paywall: { books: true },
          },
        },
        schema: {
          summary: 'Leave the driver’s books: the session is the fleet manager’s again',
          response: { 200: ZUserResponse },
        },
      },
      (req) =>
        switchBack(ctx, req, {
          kind: 'fleet_manager',
          action: 'fleet.switch_back',
          notViewing: FLEET_MESSAGES.notSwitched,
        }),
    )

    app.get(
      '/dashboard',
      {
        schema: {
          summary: 'The fleet dashboard; Fleet Performance for one truck with truckId (fleet managers)',
          querystring: ZFleetDashboardQuery,
          response: { 200: ZFleetDashboard },
        },
      },
      (req) => fleetDashboard({ ...manager(req), truckId: req.query.truckId }),
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

/** /api/settings/fleet: a driver's own fleet, what its manager may do in their books, and leaving it. */
export function myFleetRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Only the driver decides: not their manager, nor anyone else, working in their books.
    guardRoutes(app, { who: 'user', ownSession: { methods: 'writes', message: FLEET_MESSAGES.ownerOnly } })

    app.get(
      '',
      { schema: { summary: 'The fleet you drive for, if any', response: { 200: ZMyFleet } } },
      (req) => myFleet(ctx.db, requireUser(req).id),
    )

    app.patch(
      '',
      {
        schema: {
          summary: 'Let your fleet manager read your books, or read and write in them',
          body: ZMyFleetInput,
          response: { 200: ZMyFleet },
        },
      },
      (req) =>
        setManagerAccess({
          db: ctx.db,
          clock: ctx.clock,
          actor: actorOf(req),
          access: req.body.managerAccess,
        }),
    )

    app.delete('', { schema: { summary: 'Leave your fleet; your data stays yours' } }, async (req, reply) => {
      await leaveFleet({ db: ctx.db, clock: ctx.clock, actor: actorOf(req) })
      return reply.code(204).send()
    })
  }
}
