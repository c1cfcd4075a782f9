import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZDeletedCount, ZIds } from '@/contracts/ledger-common.ts'
import { ZSettlement, ZSettlementInput, ZSettlementList, ZSettlementQuery } from '@/contracts/settlements.ts'
import type { AppContext } from '@/server/context.ts'
import { csvFileName } from '@/server/lib/csv.ts'
import { todayFor } from '@/server/lib/today.ts'
import { UNDO_HEADER } from '@/server/lib/undo.ts'
import { requireUser } from '@/server/shared/auth/auth-context.ts'
import { confirmSettlement } from './confirm-settlement.ts'
import { createSettlement } from './create-settlement.ts'
import { deleteSettlements } from './delete-settlements.ts'
import { exportSettlements, ZSettlementExportQuery } from './export-settlements.ts'
import { getSettlement } from './get-settlement.ts'
import { listSettlements } from './list-settlements.ts'
import { updateSettlement } from './update-settlement.ts'

// Any string: an id that is not a uuid is "not found", like another user's.
const ZIdParams = z.object({ id: z.string() })

/** /api/settlements: the signed-in user's own rows only. */
export function settlementsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const { db, clock } = ctx
    // onRequest, so a request without a session is 401 before its body is validated.
    app.addHook('onRequest', async (req) => {
      requireUser(req)
    })

    app.get('/', { schema: { querystring: ZSettlementQuery, response: { 200: ZSettlementList } } }, (req) =>
      listSettlements({ db, userId: requireUser(req).id, query: req.query }),
    )

    app.post(
      '/',
      { schema: { body: ZSettlementInput, response: { 201: ZSettlement } } },
      async (req, reply) => {
        const settlement = await createSettlement({ db, clock, userId: requireUser(req).id, input: req.body })
        return reply.code(201).send(settlement)
      },
    )

    // Fixed paths before /:id.
    app.get('/export.csv', { schema: { querystring: ZSettlementExportQuery } }, (req, reply) => {
      const user = requireUser(req)
      const stream = exportSettlements({ db, userId: user.id, query: req.query })
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${csvFileName('settlements', todayFor(user, clock))}"`,
        )
        .send(stream)
    })

    app.post(
      '/bulk-delete',
      { schema: { body: ZIds, response: { 200: ZDeletedCount } } },
      async (req, reply) => {
        const { deleted, undoId } = await deleteSettlements({
          db,
          clock,
          userId: requireUser(req).id,
          ids: req.body.ids,
        })
        return reply.header(UNDO_HEADER, undoId).send({ deleted })
      },
    )

    app.get('/:id', { schema: { params: ZIdParams, response: { 200: ZSettlement } } }, (req) =>
      getSettlement({ db, userId: requireUser(req).id, id: req.params.id }),
    )

    app.patch(
      '/:id',
      { schema: { params: ZIdParams, body: ZSettlementInput, response: { 200: ZSettlement } } },
      (req) =>
        updateSettlement({ db, clock, userId: requireUser(req).id, id: req.params.id, input: req.body }),
    )

    app.delete('/:id', { schema: { params: ZIdParams } }, async (req, reply) => {
      const { undoId } = await deleteSettlements({
        db,
        clock,
        userId: requireUser(req).id,
        ids: [req.params.id],
      })
      return reply.header(UNDO_HEADER, undoId).code(204).send()
    })

    app.post('/:id/confirm', { schema: { params: ZIdParams, response: { 200: ZSettlement } } }, (req) =>
      confirmSettlement({ db, clock, userId: requireUser(req).id, id: req.params.id }),
    )
  }
}
