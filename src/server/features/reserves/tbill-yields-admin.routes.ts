import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZIdParams } from '@/contracts/common.ts'
import {
  TBILL_MESSAGES,
  ZTbillImportInput,
  ZTbillImportRefused,
  ZTbillImportResult,
  ZTbillYield,
  ZTbillYieldInput,
  ZTbillYieldList,
  ZTbillYieldPatch,
  ZTbillYieldQuery,
} from '@/contracts/tbill-yields.ts'
import type { AppContext } from '@/server/context.ts'
import { actorOf } from '@/server/shared/audit.ts'
import { guardRoutes } from '@/server/shared/auth/route-access.ts'
import {
  addTbillYield,
  deleteTbillYield,
  importTbillYields,
  listTbillYields,
  TbillImportRefusal,
  updateTbillYield,
} from './tbill-yields.ts'

const ZYieldParams = ZIdParams(TBILL_MESSAGES.notFound)

/** /api/admin/tbill-yields: the 13-week Treasury bill yields the escrow interest check uses. */
export function tbillYieldsAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, { who: 'admin' })
    const write = (req: Parameters<typeof actorOf>[0]) => ({
      db: ctx.db,
      clock: ctx.clock,
      actor: actorOf(req),
    })

    app.get(
      '/tbill-yields',
      {
        schema: {
          summary: '13-week Treasury bill auction yields on file, newest first (admin)',
          querystring: ZTbillYieldQuery,
          response: { 200: ZTbillYieldList },
        },
      },
      (req) => listTbillYields({ db: ctx.db, ...req.query }),
    )
    app.post(
      '/tbill-yields',
      {
        schema: {
          summary: 'Add the yield of one 13-week bill auction (admin)',
          body: ZTbillYieldInput,
          response: { 201: ZTbillYield },
        },
      },
      async (req, reply) => reply.code(201).send(await addTbillYield({ ...write(req), input: req.body })),
    )
    app.patch(
      '/tbill-yields/:id',
      {
        schema: {
          summary: 'Correct an auction’s date or yield (admin)',
          params: ZYieldParams,
          body: ZTbillYieldPatch,
          response: { 200: ZTbillYield },
        },
      },
      (req) => updateTbillYield({ ...write(req), id: req.params.id, patch: req.body }),
    )
    app.delete(
      '/tbill-yields/:id',
      {
        schema: { summary: 'Remove an auction’s yield (admin)', params: ZYieldParams },
      },
      async (req, reply) => {
        await deleteTbillYield({ ...write(req), id: req.params.id })
        return reply.code(204).send()
      },
    )
    app.post(
      '/tbill-yields/import',
      {
        schema: {
          summary:
            'Import auction results (TreasuryDirect’s CSV export, or date,rate rows): every 13-week bill, all or nothing (admin)',
          body: ZTbillImportInput,
          response: { 200: ZTbillImportResult, 400: ZTbillImportRefused },
        },
      },
      async (req, reply) => {
        try {
          return await importTbillYields({ ...write(req), csv: req.body.csv, fileName: req.body.fileName })
        } catch (error) {
          if (!(error instanceof TbillImportRefusal)) throw error
          return reply.code(400).send({ error: error.message, problems: error.problems })
        }
      },
    )
  }
}
