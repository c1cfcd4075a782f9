import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZCategoryList } from '@/contracts/categories.ts'
import type { AppContext } from '@/server/context.ts'
import { guardRoutes } from '@/server/shared/auth/route-access.ts'
import { listCategories } from './list-categories.ts'

/** /api/categories: what the forms and filters offer, for any signed-in user. */
export function categoriesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, { who: 'user', apiKey: 'books' })

    app.get(
      '',
      {
        schema: {
          summary: 'The revenue and expense categories on offer (active ones, in order)',
          response: { 200: ZCategoryList },
        },
      },
      () => listCategories(ctx),
    )
  }
}
