import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZIdParams } from '@/contracts/common.ts'
import {
  ZMileageEntry,
  ZMileageInput,
  ZMileageList,
  ZMileagePatch,
  ZMileageQuery,
  ZMileageVehicle,
} from '@/contracts/mileage.ts'
import type { AppContext } from '@/server/context.ts'
import { csvFileName, sendCsv } from '@/server/lib/csv.ts'
import { todayFor } from '@/server/lib/today.ts'
import { UNDO_HEADER } from '@/server/lib/undo.ts'
import { requireUser } from '@/server/shared/auth/auth-context.ts'
import { guardRoutes } from '@/server/shared/auth/route-access.ts'
import { callerOf } from '@/server/shared/caller.ts'
import { createMileageEntry } from './create-mileage-entry.ts'
import { deleteMileageEntry } from './delete-mileage-entry.ts'
import { exportMileage } from './export-mileage.ts'
import { getMileageEntry } from './get-mileage-entry.ts'
import { listMileage } from './list-mileage.ts'
import { MILEAGE_NOT_FOUND } from './mileage-view.ts'
import { setMileageVehicle } from './set-mileage-vehicle.ts'
import { updateMileageEntry } from './update-mileage-entry.ts'

const ZMileageParams = ZIdParams(MILEAGE_NOT_FOUND)
const ZExportQuery = ZMileageQuery.pick({ from: true, to: true })

/** /api/mileage: the signed-in user's own rows only. */
export function mileageRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, { who: 'user', apiKey: 'books', paywall: { books: true } })

    app.get(
      '',
      {
        schema: {
          summary: 'Your mileage log with totals and the deduction',
          querystring: ZMileageQuery,
          response: { 200: ZMileageList },
        },
      },
      (req) =>
        listMileage({ ...callerOf(ctx, req), ...req.query, today: todayFor(requireUser(req), ctx.clock) }),
    )

    app.get(
      '/export.csv',
      {
        schema: {
          summary: 'Download your mileage log as CSV',
          querystring: ZExportQuery,
        },
      },
      async (req, reply) => {
        const name = csvFileName('mileage', todayFor(requireUser(req), ctx.clock))
        return sendCsv(reply, name, await exportMileage({ ...callerOf(ctx, req), ...req.query }))
      },
    )

    app.post(
      '',
      {
        schema: {
          summary: 'Add a trip to the mileage log',
          body: ZMileageInput,
          response: { 201: ZMileageEntry },
        },
      },
      async (req, reply) => {
        const entry = await createMileageEntry({ ...callerOf(ctx, req), ...req.body })
        return reply.code(201).send(entry)
      },
    )

    app.put(
      '/vehicle',
      {
        schema: {
          summary: 'Say what your logged miles are driven in (decides the standard-rate deduction)',
          body: ZMileageVehicle,
          response: { 200: ZMileageVehicle },
        },
      },
      (req) => setMileageVehicle({ ...callerOf(ctx, req), vehicle: req.body.vehicle }),
    )

    app.get(
      '/:id',
      { schema: { summary: 'One mileage entry', params: ZMileageParams, response: { 200: ZMileageEntry } } },
      (req) => getMileageEntry({ ...callerOf(ctx, req), id: req.params.id }),
    )

    app.patch(
      '/:id',
      {
        schema: {
          summary: 'Change a mileage entry',
          params: ZMileageParams,
          body: ZMileagePatch,
          response: { 200: ZMileageEntry },
        },
      },
      (req) => updateMileageEntry({ ...callerOf(ctx, req), id: req.params.id, ...req.body }),
    )

    app.delete(
      '/:id',
      {
        schema: { summary: 'Delete a mileage entry', params: ZMileageParams },
      },
      async (req, reply) => {
        const { undoId } = await deleteMileageEntry({ ...callerOf(ctx, req), id: req.params.id })
        return reply.header(UNDO_HEADER, undoId).code(204).send()
      },
    )
  }
}
