import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ZMileageEntry,
  ZMileageInput,
  ZMileageList,
  ZMileagePatch,
  ZMileageQuery,
} from '@/contracts/mileage.ts'
import type { AppContext } from '@/server/context.ts'
import { csvFileName } from '@/server/lib/csv.ts'
import { todayFor } from '@/server/lib/today.ts'
import { UNDO_HEADER } from '@/server/lib/undo.ts'
import { requireUser } from '@/server/shared/auth/auth-context.ts'
import { createMileageEntry } from './create-mileage-entry.ts'
import { deleteMileageEntry } from './delete-mileage-entry.ts'
import { exportMileage } from './export-mileage.ts'
import { getMileageEntry } from './get-mileage-entry.ts'
import { listMileage } from './list-mileage.ts'
import { updateMileageEntry } from './update-mileage-entry.ts'

const ZIdParams = z.object({ id: z.string() })
const ZExportQuery = ZMileageQuery.pick({ from: true, to: true })

/** /api/mileage: the signed-in user's own rows only. */
export function mileageRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', async (req) => {
      requireUser(req)
    })

    app.get('/', { schema: { querystring: ZMileageQuery, response: { 200: ZMileageList } } }, (req) => {
      const user = requireUser(req)
      return listMileage({ db: ctx.db, userId: user.id, today: todayFor(user, ctx.clock), query: req.query })
    })

    app.get('/export.csv', { schema: { querystring: ZExportQuery } }, (req, reply) => {
      const user = requireUser(req)
      const name = csvFileName('mileage', todayFor(user, ctx.clock))
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(exportMileage({ db: ctx.db, userId: user.id, range: req.query }))
    })

    app.post(
      '/',
      { schema: { body: ZMileageInput, response: { 201: ZMileageEntry } } },
      async (req, reply) => {
        const entry = await createMileageEntry({ db: ctx.db, userId: requireUser(req).id, input: req.body })
        return reply.code(201).send(entry)
      },
    )

    app.get('/:id', { schema: { params: ZIdParams, response: { 200: ZMileageEntry } } }, (req) =>
      getMileageEntry({ db: ctx.db, userId: requireUser(req).id, id: req.params.id }),
    )

    app.patch(
      '/:id',
      { schema: { params: ZIdParams, body: ZMileagePatch, response: { 200: ZMileageEntry } } },
      (req) =>
        updateMileageEntry({ db: ctx.db, userId: requireUser(req).id, id: req.params.id, patch: req.body }),
    )

    app.delete('/:id', { schema: { params: ZIdParams } }, async (req, reply) => {
      const { undoId } = await deleteMileageEntry({
        db: ctx.db,
        clock: ctx.clock,
        userId: requireUser(req).id,
        id: req.params.id,
      })
      return reply.header(UNDO_HEADER, undoId).code(204).send()
    })
  }
}
