import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ACCESS_LEVELS,
  ACCESS_MESSAGES,
  ZAccountantClientList,
  ZAccountantTaskList,
} from '@/contracts/access.ts'
import { ZUserResponse } from '@/contracts/auth.ts'
import { ROLE_RULES } from '@/contracts/role-rules.ts'
import type { AppContext } from '@/server/context.ts'
import { todayFor } from '@/server/lib/today.ts'
import { actorOf } from '@/server/shared/audit.ts'
import { requireUser } from '@/server/shared/auth/auth-context.ts'
import { guardRoutes } from '@/server/shared/auth/route-access.ts'
import { SESSION_COOKIE } from '@/server/shared/auth/sessions.ts'
import { switchBack } from '@/server/shared/auth/viewing.ts'
import { accountantClients, accountantTasks, switchToClient } from './accountant-clients.ts'

const ZClientParams = z.object({ clientId: z.uuid({ error: ACCESS_MESSAGES.clientNotFound }) })

/** /api/accountant: an accountant's clients, their deadlines, and working in a client's books. */
export function accountantRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, { who: 'user', roles: ROLE_RULES.isAccountant })
    const me = (req: Parameters<typeof requireUser>[0]) => {
      const user = requireUser(req)
      return { db: ctx.db, accountantId: user.id, today: todayFor(user, ctx.clock) }
    }

    app.get(
      '/clients',
      {
        schema: {
          summary: 'Your clients with this year’s figures (accountants)',
          response: { 200: ZAccountantClientList },
        },
      },
      (req) => accountantClients(me(req)),
    )

    app.get(
      '/tasks',
      {
        schema: {
          summary: 'Your clients’ coming deadlines and reviews (accountants)',
          response: { 200: ZAccountantTaskList },
        },
      },
      (req) => accountantTasks(me(req)),
    )

    app.post(
      '/switch/:clientId',
      {
        schema: {
          summary: 'Work in a client’s books: this session acts for them within your access (accountants)',
          params: ZClientParams,
          response: { 200: z.object({ id: z.uuid(), fullName: z.string(), access: z.enum(ACCESS_LEVELS) }) },
        },
      },
      (req) =>
        switchToClient({
          db: ctx.db,
          clock: ctx.clock,
          actor: actorOf(req),
          token: req.cookies[SESSION_COOKIE] ?? '',
          clientId: req.params.clientId,
        }),
    )

    app.post(
      '/switch-back',
      {
        // Asked from inside the client's books, where the session is the client's: the one acting is
        // the accountant. Leaving works with read-only access too.
        config: {
          access: { roles: undefined, actorRoles: ROLE_RULES.isAccountant, readOnlyViewerMay: true },
        },
        schema: {
          summary: 'Leave the client’s books: the session is yours again',
          response: { 200: ZUserResponse },
        },
      },
      (req) =>
        switchBack(ctx, req, {
          kind: 'accountant',
          action: 'accountant.switch_back',
          notViewing: ACCESS_MESSAGES.notSwitched,
        }),
    )
  }
}
