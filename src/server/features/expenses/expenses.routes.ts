import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZDeletedCount, ZIdParams, ZIds } from '@/contracts/common.ts'
import {
  ZExpense,
  ZExpenseDuplicateQuery,
  ZExpenseDuplicates,
  ZExpenseFilters,
  ZExpenseInput,
  ZExpenseList,
  ZExpensePatch,
  ZExpenseQuery,
  ZExpenseSplit,
} from '@/contracts/expenses.ts'
import type { AppContext } from '@/server/context.ts'
import { sendCsv } from '@/server/lib/csv.ts'
import { todayFor } from '@/server/lib/today.ts'
import { UNDO_HEADER } from '@/server/lib/undo.ts'
import { requireUser } from '@/server/shared/auth/auth-context.ts'
import { guardRoutes } from '@/server/shared/auth/route-access.ts'
import { callerOf } from '@/server/shared/caller.ts'
import { createExpense } from './create-expense.ts'
import { deleteExpenses } from './delete-expenses.ts'
import { EXPENSE_NOT_FOUND } from './expense-view.ts'
import { exportExpenses } from './export-expenses.ts'
import { findDuplicateExpenses } from './find-duplicate-expenses.ts'
import { getExpense } from './get-expense.ts'
import { listExpenses } from './list-expenses.ts'
import { splitExpense } from './split-expense.ts'
import { updateExpense } from './update-expense.ts'

const ZExpenseParams = ZIdParams(EXPENSE_NOT_FOUND)

/** /api/expenses: the signed-in user's own rows only. */
export function expensesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, { who: 'user', apiKey: 'books', paywall: { books: true } })

    app.get(
      '',
      {
        schema: {
          summary: 'List your expenses with totals, newest first',
          querystring: ZExpenseQuery,
          response: { 200: ZExpenseList },
        },
      },
      (req) => listExpenses({ ...callerOf(ctx, req), ...req.query }),
    )

    app.post(
      '',
      { schema: { summary: 'Add an expense', body: ZExpenseInput, response: { 201: ZExpense } } },
      async (req, reply) => {
        const expense = await createExpense({ ...callerOf(ctx, req), ...req.body })
        return reply.code(201).send(expense)
      },
    )

    app.post(
      '/bulk-delete',
      {
        schema: {
          summary: 'Delete several expenses (all or none)',
          body: ZIds,
          response: { 200: ZDeletedCount },
        },
      },
      async (req, reply) => {
        const { deleted, undoId } = await deleteExpenses({ ...callerOf(ctx, req), ids: req.body.ids })
        return reply.header(UNDO_HEADER, undoId).send({ deleted })
      },
    )

    // Before '/:id', so these paths are never read as an id.
    app.get(
      '/export.csv',
      {
        schema: {
          summary: 'Download your expenses as CSV',
          querystring: ZExpenseFilters,
        },
      },
      (req, reply) => {
        const { fileName, stream } = exportExpenses({
          ...callerOf(ctx, req),
          ...req.query,
          today: todayFor(requireUser(req), ctx.clock),
        })
        return sendCsv(reply, fileName, stream)
      },
    )

    app.get(
      '/duplicates',
      {
        schema: {
          summary: 'Your expenses with the same date, amount and description as one about to be saved',
          querystring: ZExpenseDuplicateQuery,
          response: { 200: ZExpenseDuplicates },
        },
      },
      (req) => findDuplicateExpenses({ ...callerOf(ctx, req), ...req.query }),
    )

    app.get(
      '/:id',
      { schema: { summary: 'One expense', params: ZExpenseParams, response: { 200: ZExpense } } },
      (req) => getExpense({ ...callerOf(ctx, req), id: req.params.id }),
    )

    app.patch(
      '/:id',
      {
        schema: {
          summary: 'Change an expense you entered',
          params: ZExpenseParams,
          body: ZExpensePatch,
          response: { 200: ZExpense },
        },
      },
      (req) => updateExpense({ ...callerOf(ctx, req), id: req.params.id, ...req.body }),
    )

    app.post(
      '/:id/split',
      {
        schema: {
          summary: 'Split an expense into parts of other categories (meals and lodging)',
          params: ZExpenseParams,
          body: ZExpenseSplit,
          response: { 200: z.object({ expenses: z.array(ZExpense) }) },
        },
      },
      (req) => splitExpense({ ...callerOf(ctx, req), id: req.params.id, ...req.body }),
    )

    app.delete(
      '/:id',
      {
        schema: {
          summary: 'Delete an expense you entered',
          params: ZExpenseParams,
        },
      },
      async (req, reply) => {
        const { undoId } = await deleteExpenses({ ...callerOf(ctx, req), ids: [req.params.id] })
        return reply.header(UNDO_HEADER, undoId).code(204).send()
      },
    )
  }
}
