import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZIdParams } from '@/contracts/common.ts'
import {
  RESERVE_MESSAGES,
  ZReserveAccount,
  ZReserveAccountInput,
  ZReserveAccountList,
  ZReserveAccountPatch,
  ZReserveEntryInput,
  ZReserveStatement,
  ZStatementQuery,
} from '@/contracts/reserves.ts'
import { ROLE_RULES } from '@/contracts/role-rules.ts'
import { LEDGER_DATE_RANGE } from '@/domain/period.ts'
import type { AppContext } from '@/server/context.ts'
import { todayFor } from '@/server/lib/today.ts'
import { requireUser } from '@/server/shared/auth/auth-context.ts'
import { guardRoutes } from '@/server/shared/auth/route-access.ts'
import { callerOf } from '@/server/shared/caller.ts'
import {
  createReserveAccount,
  createReserveEntry,
  deleteReserveAccount,
  deleteReserveEntry,
  getReserveAccount,
  listReserveAccounts,
  reserveStatement,
  updateReserveAccount,
} from './reserve-accounts.ts'

const ZAccountParams = ZIdParams(RESERVE_MESSAGES.notFound)
const ZEntryParams = ZIdParams(RESERVE_MESSAGES.entryNotFound)

/** /api/reserve-accounts and /api/reserve-entries: escrow and reserves a carrier holds for the user, with their checks. */
export function reservesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, {
      who: 'user',
      apiKey: 'books',
      paywall: { books: true },
      roles: ROLE_RULES.sharesBooks,
    })
    const today = (req: Parameters<typeof requireUser>[0]) => todayFor(requireUser(req), ctx.clock)

    app.get(
      '/reserve-accounts',
      {
        schema: {
          summary: 'Your escrow and reserve accounts, with balances and the leasing rules’ checks',
          response: { 200: ZReserveAccountList },
        },
      },
      async (req) => ({ items: await listReserveAccounts({ ...callerOf(ctx, req), today: today(req) }) }),
    )

    app.post(
      '/reserve-accounts',
      {
        schema: {
          summary: 'Open an escrow or reserve account',
          body: ZReserveAccountInput,
          response: { 201: ZReserveAccount },
        },
      },
      async (req, reply) => {
        const caller = callerOf(ctx, req)
        const id = await createReserveAccount({ ...caller, input: req.body })
        return reply.code(201).send(await getReserveAccount({ ...caller, id, today: today(req) }))
      },
    )

    app.get(
      '/reserve-accounts/:id',
      {
        schema: {
          summary: 'One reserve account',
          params: ZAccountParams,
          response: { 200: ZReserveAccount },
        },
      },
      (req) => getReserveAccount({ ...callerOf(ctx, req), id: req.params.id, today: today(req) }),
    )

    app.patch(
      '/reserve-accounts/:id',
      {
        schema: {
          summary: 'Change a reserve account’s terms',
          params: ZAccountParams,
          body: ZReserveAccountPatch,
          response: { 200: ZReserveAccount },
        },
      },
      async (req) => {
        const caller = callerOf(ctx, req)
        await updateReserveAccount({ ...caller, id: req.params.id, patch: req.body })
        return getReserveAccount({ ...caller, id: req.params.id, today: today(req) })
      },
    )

    app.delete(
      '/reserve-accounts/:id',
      { schema: { summary: 'Delete a reserve account and its typed entries', params: ZAccountParams } },
      async (req, reply) => {
        await deleteReserveAccount({ ...callerOf(ctx, req), id: req.params.id })
        return reply.code(204).send()
      },
    )

    app.get(
      '/reserve-accounts/:id/entries',
      {
        schema: {
          summary:
            'Every movement of a reserve account (typed and from settlements), with the balance after each',
          params: ZAccountParams,
          response: { 200: ZReserveStatement },
        },
      },
      (req) =>
        reserveStatement({
          ...callerOf(ctx, req),
          id: req.params.id,
          from: LEDGER_DATE_RANGE.from,
          to: LEDGER_DATE_RANGE.to,
          today: today(req),
        }),
    )

    app.post(
      '/reserve-accounts/:id/entries',
      {
        schema: {
          summary: 'Add a deposit, interest, a draw (and the expense it paid), a refund or an adjustment',
          params: ZAccountParams,
          body: ZReserveEntryInput,
          response: { 201: ZReserveAccount },
        },
      },
      async (req, reply) => {
        const caller = callerOf(ctx, req)
        await createReserveEntry({ ...caller, accountId: req.params.id, input: req.body })
        return reply
          .code(201)
          .send(await getReserveAccount({ ...caller, id: req.params.id, today: today(req) }))
      },
    )

    app.delete(
      '/reserve-entries/:id',
      {
        schema: {
          summary: 'Delete a typed entry (and the expense or income it posted)',
          params: ZEntryParams,
        },
      },
      async (req, reply) => {
        await deleteReserveEntry({ ...callerOf(ctx, req), entryId: req.params.id })
        return reply.code(204).send()
      },
    )

    app.get(
      '/reserve-accounts/:id/statement',
      {
        schema: {
          summary: 'A statement: opening balance, every movement with its settlement, closing balance',
          params: ZAccountParams,
          querystring: ZStatementQuery,
          response: { 200: ZReserveStatement },
        },
      },
      (req) =>
        reserveStatement({ ...callerOf(ctx, req), id: req.params.id, ...req.query, today: today(req) }),
    )
  }
}
