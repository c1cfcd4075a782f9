import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZDeletedCount, ZIdParams, ZIds } from '@/contracts/common.ts'
import {
  ZSettlement,
  ZSettlementConfirm,
  ZSettlementInput,
  ZSettlementList,
  ZSettlementQuery,
} from '@/contracts/settlements.ts'
import type { AppContext } from '@/server/context.ts'
import { csvFileName, sendCsv } from '@/server/lib/csv.ts'
import { todayFor } from '@/server/lib/today.ts'
import { UNDO_HEADER } from '@/server/lib/undo.ts'
import { requireUser } from '@/server/shared/auth/auth-context.ts'
import { guardRoutes } from '@/server/shared/auth/route-access.ts'
import { callerOf } from '@/server/shared/caller.ts'
import { confirmSettlement } from './confirm-settlement.ts'
import { createSettlement } from './create-settlement.ts'
import { deleteSettlements } from './delete-settlements.ts'
import { exportSettlements, ZSettlementExportQuery } from './export-settlements.ts'
import { getSettlement } from './get-settlement.ts'
import { listSettlements } from './list-settlements.ts'
import { SETTLEMENT_NOT_FOUND } from './settlement-view.ts'
import { updateSettlement } from './update-settlement.ts'

const ZSettlementParams = ZIdParams(SETTLEMENT_NOT_FOUND)

/** /api/settlements: the signed-in user's own rows only. */
export function settlementsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, { who: 'user', apiKey: 'books', paywall: { books: true } })

    app.get(
      '',
      {
        schema: {
          summary: 'List your settlements, newest first',
          querystring: ZSettlementQuery,
          response: { 200: ZSettlementList },
        },
      },
      (req) => listSettlements({ ...callerOf(ctx, req), ...req.query }),
    )

    app.post(
      '',
      {
        schema: {
          summary: 'Enter a settlement by hand (posted to your ledger at once)',
          body: ZSettlementInput,
          response: { 201: ZSettlement },
        },
      },
      async (req, reply) => {
        const settlement = await createSettlement({ ...callerOf(ctx, req), ...req.body })
        return reply.code(201).send(settlement)
      },
    )

    // Fixed paths before /:id.
    app.get(
      '/export.csv',
      {
        schema: {
          summary: 'Download your settlements as CSV',
          querystring: ZSettlementExportQuery,
        },
      },
      (req, reply) => {
        const stream = exportSettlements({ ...callerOf(ctx, req), ...req.query })
        const fileName = csvFileName('settlements', todayFor(requireUser(req), ctx.clock))
        return sendCsv(reply, fileName, stream)
      },
    )

    app.post(
      '/bulk-delete',
      {
        schema: {
          summary: 'Delete several settlements (all or none)',
          body: ZIds,
          response: { 200: ZDeletedCount },
        },
      },
      async (req, reply) => {
        const { deleted, undoId } = await deleteSettlements({ ...callerOf(ctx, req), ids: req.body.ids })
        return reply.header(UNDO_HEADER, undoId).send({ deleted })
      },
    )

    app.get(
      '/:id',
      {
        schema: {
          summary: 'One settlement with its lines, review and document',
          params: ZSettlementParams,
          response: { 200: ZSettlement },
        },
      },
      (req) => getSettlement({ ...callerOf(ctx, req), id: req.params.id }),
    )

    app.patch(
      '/:id',
      {
        schema: {
          summary: 'Replace a settlement (a posted one is posted again)',
          params: ZSettlementParams,
          body: ZSettlementInput,
          response: { 200: ZSettlement },
        },
      },
      (req) => updateSettlement({ ...callerOf(ctx, req), id: req.params.id, ...req.body }),
    )

    app.delete(
      '/:id',
      {
        schema: {
          summary: 'Delete a settlement with its ledger entries',
          params: ZSettlementParams,
        },
      },
      async (req, reply) => {
        const { undoId } = await deleteSettlements({ ...callerOf(ctx, req), ids: [req.params.id] })
        return reply.header(UNDO_HEADER, undoId).code(204).send()
      },
    )

    // The review screen sends the settlement as the user checked it; it is saved and posted at once.
    app.post(
      '/:id/confirm',
      {
        schema: {
          summary: 'Save a reviewed settlement and post it to your ledger',
          params: ZSettlementParams,
          body: ZSettlementConfirm,
          response: { 200: ZSettlement },
        },
      },
      (req) => confirmSettlement({ ...callerOf(ctx, req), id: req.params.id, ...req.body }),
    )
  }
}
