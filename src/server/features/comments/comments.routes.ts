import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZComment, ZCommentInput, ZCommentList, ZCommentQuery } from '@/contracts/comments.ts'
import type { AppContext } from '@/server/context.ts'
import { requireUser } from '@/server/shared/auth/auth-context.ts'
import { guardRoutes } from '@/server/shared/auth/route-access.ts'
import { addComment, listComments } from './comments.ts'

/** /api/comments: a settlement's or expense's conversation between its driver and their fleet manager. */
export function commentsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, { who: 'user' })

    app.get(
      '',
      {
        schema: {
          summary: 'The comments on a settlement or expense (its driver and their fleet manager)',
          querystring: ZCommentQuery,
          response: { 200: ZCommentList },
        },
      },
      (req) => listComments({ db: ctx.db, userId: requireUser(req).id, ...req.query }),
    )

    app.post(
      '',
      {
        schema: {
          summary: 'Comment on a settlement or expense; the other side is e-mailed',
          body: ZCommentInput,
          response: { 201: ZComment },
        },
      },
      async (req, reply) =>
        reply.code(201).send(
          await addComment({
            db: ctx.db,
            clock: ctx.clock,
            mailer: ctx.mailer,
            publicUrl: ctx.config.publicUrl,
            userId: requireUser(req).id,
            ...req.body,
          }),
        ),
    )
  }
}
