import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  CATEGORY_MESSAGES,
  ZAdminCategory,
  ZAdminCategoryList,
  ZCategoryPatch,
} from '@/contracts/categories.ts'
import { ZIdParams } from '@/contracts/common.ts'
import type { AppContext } from '@/server/context.ts'
import { actorOf } from '@/server/shared/audit.ts'
import { guardRoutes } from '@/server/shared/auth/route-access.ts'
import { listAdminCategories } from './list-admin-categories.ts'
import { updateCategory } from './update-category.ts'

const ZCategoryParams = ZIdParams(CATEGORY_MESSAGES.notFound)

/** /api/admin/categories, inside the admin routes' guard. */
export function categoriesAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, { who: 'admin' })
    const api = app.withTypeProvider<ZodTypeProvider>()

    api.get(
      '/categories',
      {
        schema: {
          summary: 'Every revenue and expense category, with its active flag and ledger rows (admin)',
          response: { 200: ZAdminCategoryList },
        },
      },
      () => listAdminCategories(ctx),
    )

    api.patch(
      '/categories/:id',
      {
        schema: {
          summary: 'Rename a category or switch it on or off; the last active one of a type stays on (admin)',
          params: ZCategoryParams,
          body: ZCategoryPatch,
          response: { 200: ZAdminCategory },
        },
      },
      (req) =>
        updateCategory({
          db: ctx.db,
          clock: ctx.clock,
          actor: actorOf(req),
          id: req.params.id,
          patch: req.body,
        }),
    )
  }
}
