import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ZIftaRates,
  ZIftaRatesInput,
  ZQuarterParams,
  ZRateMatrixInput,
  ZRateMatrixPreview,
} from '@/contracts/ifta.ts'
import { parseRateMatrixCsv } from '@/domain/ifta/rate-matrix-csv.ts'
import type { AppContext } from '@/server/context.ts'
import { actorOf } from '@/server/shared/audit.ts'
import { guardRoutes } from '@/server/shared/auth/route-access.ts'
import { quarterRates, saveQuarterRates } from './rates.ts'

/** /api/admin/ifta: the quarters' rate tables. */
export function iftaAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, { who: 'admin' })
    app.get(
      '/ifta/rates/:quarter',
      {
        schema: {
          summary: 'A quarter’s IFTA rates and where they come from (admin)',
          params: ZQuarterParams,
          response: { 200: ZIftaRates },
        },
      },
      (req) => quarterRates(ctx.db, req.params.quarter),
    )
    app.post(
      '/ifta/rates/preview',
      {
        schema: {
          summary:
            'Read an IFTA, Inc. rate matrix file (CSV) without saving it: its quarter, diesel rates and problems (admin)',
          body: ZRateMatrixInput,
          response: { 200: ZRateMatrixPreview },
        },
      },
      (req) => parseRateMatrixCsv(req.body.csv),
    )
    app.put(
      '/ifta/rates/:quarter',
      {
        schema: {
          summary: 'Replace a quarter’s IFTA rates (admin)',
          params: ZQuarterParams,
          body: ZIftaRatesInput,
          response: { 200: ZIftaRates },
        },
      },
      (req) =>
        saveQuarterRates({
          db: ctx.db,
          clock: ctx.clock,
          actor: actorOf(req),
          quarter: req.params.quarter,
          input: req.body,
        }),
    )
  }
}
