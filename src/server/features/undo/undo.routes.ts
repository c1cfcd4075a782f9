import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '@/server/context.ts'
import { AppError } from '@/server/lib/errors.ts'
import { isUuid } from '@/server/lib/sql-values.ts'
import { restoreDeletion, UNDO_EXPIRED } from '@/server/lib/undo.ts'
import { requireUser } from '@/server/shared/auth/auth-context.ts'

/** /api/undo/:id — puts back what one of the user's deletes removed (its `Undo-Id` header). */
export function undoRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/:id',
      {
        schema: {
          params: z.object({ id: z.string() }),
          response: { 200: z.object({ restored: z.number().int() }) },
        },
      },
      (req) => {
        const user = requireUser(req)
        if (!isUuid(req.params.id)) throw new AppError('NOT_FOUND', UNDO_EXPIRED)
        return restoreDeletion({ db: ctx.db, clock: ctx.clock, userId: user.id, id: req.params.id })
      },
    )
  }
}
