import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  BALANCE_MESSAGES,
  ZBalanceItem,
  ZBalanceItemInput,
  ZBalanceItemList,
  ZBalanceItemPatch,
} from '@/contracts/balance-sheet.ts'
import { ZIdParams } from '@/contracts/common.ts'
import { ROLE_RULES } from '@/contracts/role-rules.ts'
import type { AppContext } from '@/server/context.ts'
import { guardRoutes } from '@/server/shared/auth/route-access.ts'
import { callerOf } from '@/server/shared/caller.ts'
import { createBalanceItem, deleteBalanceItem, listBalanceItems, updateBalanceItem } from './balance-items.ts'

const ZItemParams = ZIdParams(BALANCE_MESSAGES.notFound)

/** /api/balance-items: cash and the other items the user types onto the balance sheet. */
export function balanceSheetRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, {
      who: 'user',
      apiKey: 'books',
      paywall: { books: true },
      roles: ROLE_RULES.sharesBooks,
    })

    app.get(
      '/balance-items',
      {
        schema: {
          summary: 'Cash and other items you typed for the balance sheet, newest first',
          response: { 200: ZBalanceItemList },
        },
      },
      async (req) => ({ items: await listBalanceItems(callerOf(ctx, req)) }),
    )

    app.post(
      '/balance-items',
      {
        schema: {
          summary: 'Type cash, another asset or another liability as of a date',
          body: ZBalanceItemInput,
          response: { 201: ZBalanceItem },
        },
      },
      async (req, reply) =>
        reply.code(201).send(await createBalanceItem({ ...callerOf(ctx, req), input: req.body })),
    )

    app.patch(
      '/balance-items/:id',
      {
        schema: {
          summary: 'Change a typed balance sheet item',
          params: ZItemParams,
          body: ZBalanceItemPatch,
          response: { 200: ZBalanceItem },
        },
      },
      (req) => updateBalanceItem({ ...callerOf(ctx, req), id: req.params.id, patch: req.body }),
    )

    app.delete(
      '/balance-items/:id',
      { schema: { summary: 'Delete a typed balance sheet item', params: ZItemParams } },
      async (req, reply) => {
        await deleteBalanceItem({ ...callerOf(ctx, req), id: req.params.id })
        return reply.code(204).send()
      },
    )
  }
}
