import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AUTH_MESSAGES, ZAdminSetup, ZUserResponse } from '@/contracts/auth.ts'
import type { AppContext } from '@/server/context.ts'
import { AppError } from '@/server/lib/errors.ts'
import { setSessionCookie } from '@/server/shared/auth/auth-context.ts'
import { guardRoutes } from '@/server/shared/auth/route-access.ts'
import { createSession, deviceOf } from '@/server/shared/auth/sessions.ts'
import { toUserView } from '@/server/shared/auth/user-view.ts'
import { createFirstAdmin, isAdminSetupTokenValid } from './admin-setup.ts'

/** The one-time first-admin setup link printed at start-up. */
export function setupRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, clock } = ctx
  return async (app) => {
    guardRoutes(app, { who: 'public' })
    app.get(
      '/admin',
      {
        schema: {
          summary: 'Whether a first-admin setup link is valid',
          querystring: z.object({ token: z.string().max(200).default('') }),
        },
      },
      async (req) => {
        if (!(await isAdminSetupTokenValid({ db, clock, token: req.query.token }))) {
          throw new AppError('NOT_FOUND', AUTH_MESSAGES.setupLinkInvalid)
        }
        return { valid: true }
      },
    )

    app.post(
      '/admin',
      {
        schema: {
          summary: 'Create the first administrator with the setup link',
          body: ZAdminSetup,
          response: { 201: ZUserResponse },
        },
      },
      async (req, reply) => {
        const user = await createFirstAdmin({ db, clock, ...req.body })
        const session = await createSession({
          db,
          clock,
          userId: user.id,
          persistent: false,
          from: deviceOf(req),
        })
        setSessionCookie(ctx, req, reply, session.token, session)
        return reply.code(201).send({ user: toUserView(user) })
      },
    )
  }
}
