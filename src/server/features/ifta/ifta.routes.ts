import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZIdParams } from '@/contracts/common.ts'
import {
  IFTA_MESSAGES,
  ZFileReturnInput,
  ZFuelExpenseConversion,
  ZFuelExpenseConversionInput,
  ZFuelExpenseList,
  ZFuelExpenseQuery,
  ZFuelPurchase,
  ZFuelPurchaseInput,
  ZFuelPurchaseList,
  ZFuelPurchasePatch,
  ZIftaListQuery,
  ZIftaQuarters,
  ZIftaRates,
  ZIftaReturn,
  ZIftaReturnQuery,
  ZQuarterParams,
  ZTrip,
  ZTripInput,
  ZTripList,
  ZTripPatch,
} from '@/contracts/ifta.ts'
import { ROLE_RULES } from '@/contracts/role-rules.ts'
import type { AppContext } from '@/server/context.ts'
import { sendCsv } from '@/server/lib/csv.ts'
import { todayFor } from '@/server/lib/today.ts'
import { actorOf, recordAudit } from '@/server/shared/audit.ts'
import { requireUser } from '@/server/shared/auth/auth-context.ts'
import { guardRoutes } from '@/server/shared/auth/route-access.ts'
import { callerOf } from '@/server/shared/caller.ts'
import { convertFuelExpenses } from './convert-fuel-expenses.ts'
import {
  createFuelPurchase,
  deleteFuelPurchase,
  getFuelPurchase,
  listFuelExpensesToLink,
  listFuelPurchases,
  updateFuelPurchase,
} from './fuel-purchases.ts'
import { iftaAuditPack } from './ifta-audit-pack.ts'
import { amendIftaReturn, fileIftaReturn, getIftaReturn, listIftaQuarters } from './ifta-return.ts'
import { iftaReturnDocumentOf, renderIftaReturn } from './ifta-return-files.ts'
import { quarterRates } from './rates.ts'
import { createTrip, deleteTrip, getTrip, listTrips, updateTrip } from './trips.ts'

const ZTripParams = ZIdParams(IFTA_MESSAGES.tripNotFound)
const ZPurchaseParams = ZIdParams(IFTA_MESSAGES.purchaseNotFound)
const ZReturnFileParams = ZQuarterParams.extend({
  format: z.enum(['csv', 'pdf'], { error: 'Choose csv or pdf' }),
})

/**
 * /api/ifta and /api/fuel-purchases: the trip sheets and fuel an IFTA return is built from, the
 * quarter's return, and the rates it uses. Owner-operators and fleet managers keep them (a company
 * driver's fuel tax is the carrier's).
 */
export function iftaRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, {
      who: 'user',
      apiKey: 'books',
      paywall: { books: true },
      roles: ROLE_RULES.keepsTrucks,
    })
    const today = (req: Parameters<typeof requireUser>[0]) => todayFor(requireUser(req), ctx.clock)

    app.get(
      '/ifta/trips',
      {
        schema: {
          summary: 'Your trip sheets (miles by state), newest first',
          querystring: ZIftaListQuery,
          response: { 200: ZTripList },
        },
      },
      (req) => listTrips({ ...callerOf(ctx, req), ...req.query }),
    )
    app.post(
      '/ifta/trips',
      {
        schema: {
          summary: 'Record a trip sheet: its dates, odometers and miles in each state',
          body: ZTripInput,
          response: { 201: ZTrip },
        },
      },
      async (req, reply) => {
        const caller = callerOf(ctx, req)
        const id = await createTrip({ ...caller, input: req.body })
        return reply.code(201).send(await getTrip({ ...caller, id }))
      },
    )
    app.get(
      '/ifta/trips/:id',
      { schema: { summary: 'One trip sheet', params: ZTripParams, response: { 200: ZTrip } } },
      (req) => getTrip({ ...callerOf(ctx, req), id: req.params.id }),
    )
    app.patch(
      '/ifta/trips/:id',
      {
        schema: {
          summary: 'Change a trip sheet (its states, when sent, replace its own)',
          params: ZTripParams,
          body: ZTripPatch,
          response: { 200: ZTrip },
        },
      },
      async (req) => {
        const caller = callerOf(ctx, req)
        await updateTrip({ ...caller, id: req.params.id, patch: req.body })
        return getTrip({ ...caller, id: req.params.id })
      },
    )
    app.delete(
      '/ifta/trips/:id',
      { schema: { summary: 'Delete a trip sheet', params: ZTripParams } },
      async (req, reply) => {
        await deleteTrip({ ...callerOf(ctx, req), id: req.params.id })
        return reply.code(204).send()
      },
    )

    app.get(
      '/fuel-purchases',
      {
        schema: {
          summary: 'Your fuel purchases, newest first',
          querystring: ZIftaListQuery,
          response: { 200: ZFuelPurchaseList },
        },
      },
      (req) => listFuelPurchases({ ...callerOf(ctx, req), ...req.query }),
    )
    app.post(
      '/fuel-purchases',
      {
        schema: {
          summary:
            'Record a fuel purchase; it posts its fuel expense (or becomes the fuel expense named by ledgerEntryId)',
          body: ZFuelPurchaseInput,
          response: { 201: ZFuelPurchase },
        },
      },
      async (req, reply) => {
        const caller = callerOf(ctx, req)
        const id = await createFuelPurchase({ ...caller, input: req.body })
        return reply.code(201).send(await getFuelPurchase({ ...caller, id }))
      },
    )
    app.get(
      '/fuel-purchases/expenses-to-link',
      {
        schema: {
          summary:
            'Your fuel expenses that are no fuel purchase yet (settlement fuel lines, fuel typed as an expense), with the place their words name',
          querystring: ZFuelExpenseQuery,
          response: { 200: ZFuelExpenseList },
        },
      },
      (req) => listFuelExpensesToLink({ ...callerOf(ctx, req), ...req.query }),
    )
    app.post(
      '/fuel-purchases/from-expenses',
      {
        schema: {
          summary:
            'Make a fuel purchase of every fuel expense whose words print its gallons and state (a settlement’s fuel lines), in one step: each carries its expense, nothing is posted twice',
          body: ZFuelExpenseConversionInput,
          response: { 200: ZFuelExpenseConversion },
        },
      },
      (req) => convertFuelExpenses({ ...callerOf(ctx, req), ...req.body }),
    )
    app.get(
      '/fuel-purchases/:id',
      { schema: { summary: 'One fuel purchase', params: ZPurchaseParams, response: { 200: ZFuelPurchase } } },
      (req) => getFuelPurchase({ ...callerOf(ctx, req), id: req.params.id }),
    )
    app.patch(
      '/fuel-purchases/:id',
      {
        schema: {
          summary: 'Change a fuel purchase (and its expense)',
          params: ZPurchaseParams,
          body: ZFuelPurchasePatch,
          response: { 200: ZFuelPurchase },
        },
      },
      async (req) => {
        const caller = callerOf(ctx, req)
        await updateFuelPurchase({ ...caller, id: req.params.id, patch: req.body })
        return getFuelPurchase({ ...caller, id: req.params.id })
      },
    )
    app.delete(
      '/fuel-purchases/:id',
      { schema: { summary: 'Delete a fuel purchase and the expense it posted', params: ZPurchaseParams } },
      async (req, reply) => {
        await deleteFuelPurchase({ ...callerOf(ctx, req), id: req.params.id })
        return reply.code(204).send()
      },
    )

    app.get(
      '/ifta/quarters',
      {
        schema: {
          summary: 'Your IFTA quarters: records, due dates and whether each is filed',
          response: { 200: ZIftaQuarters },
        },
      },
      (req) => listIftaQuarters({ ...callerOf(ctx, req), today: today(req) }),
    )
    app.get(
      '/ifta/returns/:quarter',
      {
        schema: {
          summary: 'A quarter’s IFTA return built from your trips, fuel and the quarter’s rates, with checks',
          params: ZQuarterParams,
          querystring: ZIftaReturnQuery,
          response: { 200: ZIftaReturn },
        },
      },
      (req) =>
        getIftaReturn({
          ...callerOf(ctx, req),
          quarter: req.params.quarter,
          today: today(req),
          truckId: req.query.truckId,
        }),
    )
    app.get(
      '/ifta/returns/:quarter/export.:format',
      {
        schema: {
          summary:
            'Download a quarter’s IFTA return as CSV or PDF, laid out as a base jurisdiction’s schedule',
          params: ZReturnFileParams,
          produces: ['text/csv', 'application/pdf'],
        },
      },
      async (req, reply) => {
        const made = await iftaReturnDocumentOf({
          ...callerOf(ctx, req),
          quarter: req.params.quarter,
          today: today(req),
        })
        const file = await renderIftaReturn(ctx, made, req.params.format)
        const name = `${made.document.fileStem}.${req.params.format}`
        if (typeof file === 'string') return sendCsv(reply, name, file)
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${name}"`)
          .send(file)
      },
    )
    app.get(
      '/ifta/returns/:quarter/audit-pack.zip',
      {
        schema: {
          summary:
            'Download a quarter’s IFTA audit pack: the return, trip sheets, fuel purchases and their receipts, miles by truck and jurisdiction (zip)',
          params: ZQuarterParams,
          produces: ['application/zip'],
        },
      },
      async (req, reply) => {
        // An accountant working in the books takes the records out: recorded as theirs.
        if (req.impersonatorId)
          await recordAudit(ctx.db, actorOf(req), {
            action: 'ifta.audit_pack_export',
            targetUserId: requireUser(req).id,
            details: { quarter: req.params.quarter },
            at: ctx.clock.now(),
          })
        const pack = await iftaAuditPack(ctx, {
          ...callerOf(ctx, req),
          quarter: req.params.quarter,
          today: today(req),
        })
        return reply
          .type('application/zip')
          .header('content-disposition', `attachment; filename="${pack.fileName}"`)
          .send(pack.stream)
      },
    )
    app.post(
      '/ifta/returns/:quarter/filed',
      {
        schema: {
          summary: 'Mark a quarter’s return filed (its figures are kept and its records locked)',
          params: ZQuarterParams,
          body: ZFileReturnInput,
          response: { 200: ZIftaReturn },
        },
      },
      (req) =>
        fileIftaReturn({
          ...callerOf(ctx, req),
          quarter: req.params.quarter,
          ...req.body,
          today: today(req),
        }),
    )
    app.post(
      '/ifta/returns/:quarter/amend',
      {
        schema: {
          summary: 'Amend a filed return: its records unlock until the new version is filed',
          params: ZQuarterParams,
          response: { 200: ZIftaReturn },
        },
      },
      (req) => amendIftaReturn({ ...callerOf(ctx, req), quarter: req.params.quarter, today: today(req) }),
    )
    app.get(
      '/ifta/rates/:quarter',
      {
        schema: {
          summary: 'A quarter’s fuel tax rates per jurisdiction (US dollars per gallon)',
          params: ZQuarterParams,
          response: { 200: ZIftaRates },
        },
      },
      (req) => quarterRates(ctx.db, req.params.quarter),
    )
  }
}
