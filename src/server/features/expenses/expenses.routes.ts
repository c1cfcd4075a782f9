import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ZExpense,
  ZExpenseFilters,
  ZExpenseInput,
  ZExpenseList,
  ZExpensePatch,
  ZExpenseQuery,
} from '@/contracts/expenses.ts'
import { ZDeletedCount, ZIds } from '@/contracts/ledger-common.ts'
import type { AppContext } from '@/server/context.ts'
import { isUuid } from '@/server/lib/sql-values.ts'
import { todayFor } from '@/server/lib/today.ts'
import { UNDO_HEADER } from '@/server/lib/undo.ts'
import { requireUser } from '@/server/shared/auth/auth-context.ts'
import { createExpense } from './create-expense.ts'
import { deleteExpenses } from './delete-expenses.ts'
import { expenseNotFound } from './expense-view.ts'
import { exportExpenses } from './export-expenses.ts'
import { getExpense } from './get-expense.ts'
import { listExpenses } from './list-expenses.ts'
import { updateExpense } from './update-expense.ts'

const ZExpenseParams = z.object({ id: z.uuid() })

/** /api/expenses: the signed-in user's own rows only. */
export function expensesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, clock } = ctx
  return async (app) => {
    // Before validation, so a signed-out caller learns nothing from a 400 or a 404.
    app.addHook('onRequest', async (req) => {
      requireUser(req)
    })
    // An id that is not a UUID cannot be one of the user's expenses: not found, like any other.
    app.addHook('preValidation', async (req) => {
      const { id } = req.params as { id?: string }
      if (id !== undefined && !isUuid(id)) throw expenseNotFound()
    })

    app.get('/', { schema: { querystring: ZExpenseQuery, response: { 200: ZExpenseList } } }, (req) =>
      listExpenses({ db, userId: requireUser(req).id, query: req.query }),
    )

    app.post('/', { schema: { body: ZExpenseInput, response: { 201: ZExpense } } }, async (req, reply) => {
      const expense = await createExpense({
        db,
        userId: requireUser(req).id,
        input: req.body,
        now: clock.now(),
      })
      return reply.code(201).send(expense)
    })

    app.post(
      '/bulk-delete',
      { schema: { body: ZIds, response: { 200: ZDeletedCount } } },
      async (req, reply) => {
        const { deleted, undoId } = await deleteExpenses({
          db,
          clock,
          userId: requireUser(req).id,
          ids: req.body.ids,
        })
        return reply.header(UNDO_HEADER, undoId).send({ deleted })
      },
    )

    // Before '/:id', so the path is never read as an id.
    app.get('/export.csv', { schema: { querystring: ZExpenseFilters } }, (req, reply) => {
      const user = requireUser(req)
      const { fileName, stream } = exportExpenses({
        db,
        userId: user.id,
        filters: req.query,
        today: todayFor(user, clock),
      })
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(stream)
    })

    app.get('/:id', { schema: { params: ZExpenseParams, response: { 200: ZExpense } } }, (req) =>
      getExpense({ db, userId: requireUser(req).id, id: req.params.id }),
    )

    app.patch(
      '/:id',
      { schema: { params: ZExpenseParams, body: ZExpensePatch, response: { 200: ZExpense } } },
      (req) =>
        updateExpense({
          db,
          userId: requireUser(req).id,
          id: req.params.id,
          patch: req.body,
          now: clock.now(),
        }),
    )

    app.delete('/:id', { schema: { params: ZExpenseParams } }, async (req, reply) => {
      const { undoId } = await deleteExpenses({
        db,
        clock,
        userId: requireUser(req).id,
        ids: [req.params.id],
      })
      return reply.header(UNDO_HEADER, undoId).code(204).send()
    })
  }
}
