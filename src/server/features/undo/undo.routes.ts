import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZIdParams } from '@/contracts/common.ts'
import type { AppContext } from '@/server/context.ts'
import { restoreDeletion, UNDO_EXPIRED } from '@/server/lib/undo.ts'
import { guardRoutes } from '@/server/shared/auth/route-access.ts'
import { callerOf } from '@/server/shared/caller.ts'

/** /api/undo/:id — puts back what one of the user's deletes removed (its `Undo-Id` header). */
export function undoRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, { who: 'user', apiKey: 'books', paywall: { books: true } })
    app.post(
      '/:id',
      {
        schema: {
          summary: 'Put back what a delete removed (its Undo-Id header), within 10 minutes',
          params: ZIdParams(UNDO_EXPIRED),
          response: { 200: z.object({ restored: z.number().int() }) },
        },
      },
      (req) => restoreDeletion({ ...callerOf(ctx, req), id: req.params.id }),
    )
  }
}
