import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ADVANCE_MESSAGES,
  ZAdvance,
  ZAdvanceInput,
  ZAdvanceList,
  ZAdvancePatch,
  ZAdvancesOutstanding,
  ZOutstandingQuery,
} from '@/contracts/advances.ts'
import { ZIdParams } from '@/contracts/common.ts'
import { ROLE_RULES } from '@/contracts/role-rules.ts'
import type { AppContext } from '@/server/context.ts'
import { todayFor } from '@/server/lib/today.ts'
import { requireUser } from '@/server/shared/auth/auth-context.ts'
import { guardRoutes } from '@/server/shared/auth/route-access.ts'
import { type Caller, callerOf } from '@/server/shared/caller.ts'
import { advanceBook, advancesOutstanding, listAdvances } from './read-advances.ts'
import { advanceNotFound, createAdvance, deleteAdvance, updateAdvance } from './write-advances.ts'

const ZAdvanceParams = ZIdParams(ADVANCE_MESSAGES.notFound)

async function getAdvance(options: Caller & { id: string; today: string }) {
  const { items } = await advanceBook(options.db, options.userId, options.today)
  const advance = items.find((item) => item.id === options.id)
  if (!advance) throw advanceNotFound()
  return advance
}

/** /api/advances: fuel and cash advances a carrier lent the user, and the settlement lines that repaid them. */
export function advancesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, {
      who: 'user',
      apiKey: 'books',
      paywall: { books: true },
      roles: ROLE_RULES.sharesBooks,
    })
    const today = (req: Parameters<typeof requireUser>[0]) => todayFor(requireUser(req), ctx.clock)

    app.get(
      '/advances',
      {
        schema: {
          summary:
            'Your advances, each with the settlement line that repaid it, and advance lines still to match',
          response: { 200: ZAdvanceList },
        },
      },
      (req) => listAdvances({ ...callerOf(ctx, req), today: today(req) }),
    )

    app.post(
      '/advances',
      {
        schema: {
          summary: 'Record a fuel or cash advance (and the expense it paid, posted once)',
          body: ZAdvanceInput,
          response: { 201: ZAdvance },
        },
      },
      async (req, reply) => {
        const caller = callerOf(ctx, req)
        const id = await createAdvance({ ...caller, input: req.body })
        return reply.code(201).send(await getAdvance({ ...caller, id, today: today(req) }))
      },
    )

    app.get(
      '/advances/outstanding',
      {
        schema: {
          summary: 'Advances owed per carrier on a date (today by default)',
          querystring: ZOutstandingQuery,
          response: { 200: ZAdvancesOutstanding },
        },
      },
      (req) => advancesOutstanding({ ...callerOf(ctx, req), date: req.query.date ?? today(req) }),
    )

    app.get(
      '/advances/:id',
      { schema: { summary: 'One advance', params: ZAdvanceParams, response: { 200: ZAdvance } } },
      (req) => getAdvance({ ...callerOf(ctx, req), id: req.params.id, today: today(req) }),
    )

    app.patch(
      '/advances/:id',
      {
        schema: {
          summary: 'Change an advance, what it paid for, or the settlement line that repaid it',
          params: ZAdvanceParams,
          body: ZAdvancePatch,
          response: { 200: ZAdvance },
        },
      },
      async (req) => {
        const caller = callerOf(ctx, req)
        await updateAdvance({ ...caller, id: req.params.id, patch: req.body })
        return getAdvance({ ...caller, id: req.params.id, today: today(req) })
      },
    )

    app.delete(
      '/advances/:id',
      {
        schema: {
          summary: 'Delete an advance (and the expense it posted)',
          params: ZAdvanceParams,
        },
      },
      async (req, reply) => {
        await deleteAdvance({ ...callerOf(ctx, req), id: req.params.id })
        return reply.code(204).send()
      },
    )
  }
}
