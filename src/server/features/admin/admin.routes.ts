import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZAdminUserList, ZAdminUserQuery, ZOutboxList, ZOutboxQuery } from '@/contracts/admin.ts'
import type { AppContext } from '@/server/context.ts'
import { AppError } from '@/server/lib/errors.ts'
import { guardRoutes } from '@/server/shared/auth/auth-context.ts'
import { callerOf } from '@/server/shared/caller.ts'
import { listOutbox } from './list-outbox.ts'
import { listUsers } from './list-users.ts'

/** Everything under /api/admin: an admin session is checked before any route runs. */
export function adminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, 'admin')

    app.get(
      '/users',
      {
        schema: {
          summary: 'List every account (admin)',
          querystring: ZAdminUserQuery,
          response: { 200: ZAdminUserList },
        },
      },
      (req) => listUsers({ ...callerOf(ctx, req), ...req.query }),
    )

    app.get(
      '/outbox',
      {
        schema: {
          summary: 'The dev outbox: mail sent without SMTP (admin)',
          querystring: ZOutboxQuery,
          response: { 200: ZOutboxList },
        },
      },
      (req) => listOutbox({ ...callerOf(ctx, req), ...req.query }),
    )

    // Unknown admin paths answer only to admins, so they reveal nothing to others.
    app.all('/*', { schema: { hide: true } }, async () => {
      throw new AppError('NOT_FOUND', 'Not found')
    })
  }
}
