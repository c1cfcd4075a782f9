import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ACCESS_MESSAGES,
  ZAccessGrantCreated,
  ZAccessGrantInput,
  ZAccessGrantList,
} from '@/contracts/access.ts'
import { ZIdParams } from '@/contracts/common.ts'
import { ROLE_RULES } from '@/contracts/role-rules.ts'
import type { AppContext } from '@/server/context.ts'
import { actorOf } from '@/server/shared/audit.ts'
import { requireUser } from '@/server/shared/auth/auth-context.ts'
import { guardRoutes } from '@/server/shared/auth/route-access.ts'
import { grantAccess, listAccessGrants, revokeAccess } from './access-grants.ts'

const ZGrantParams = ZIdParams(ACCESS_MESSAGES.notFound)

/** /api/settings/access: the signed-in client's grants of their books to accountants. */
export function accessRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Grants are a client's, made in their own session (whoever works in the books cannot pass
    // access on).
    guardRoutes(app, {
      who: 'user',
      roles: ROLE_RULES.sharesBooks,
      ownSession: { methods: 'all', message: ACCESS_MESSAGES.clientsOnly },
    })

    app.get(
      '',
      { schema: { summary: 'Accountants with access to your books', response: { 200: ZAccessGrantList } } },
      (req) => listAccessGrants({ db: ctx.db, clientId: requireUser(req).id }),
    )

    app.post(
      '',
      {
        schema: {
          summary: 'Give an accountant read-only or read-write access to your books, by e-mail',
          body: ZAccessGrantInput,
          response: { 201: ZAccessGrantCreated },
        },
      },
      async (req, reply) =>
        reply.code(201).send(
          await grantAccess({
            db: ctx.db,
            clock: ctx.clock,
            mailer: ctx.mailer,
            publicUrl: ctx.config.publicUrl,
            actor: actorOf(req),
            email: req.body.email,
            access: req.body.access,
          }),
        ),
    )

    app.delete(
      '/:id',
      { schema: { summary: 'Revoke an accountant’s access', params: ZGrantParams } },
      async (req, reply) => {
        await revokeAccess({ db: ctx.db, clock: ctx.clock, actor: actorOf(req), id: req.params.id })
        return reply.code(204).send()
      },
    )
  }
}
