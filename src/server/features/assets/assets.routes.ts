import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ASSET_MESSAGES,
  ZAsset,
  ZAssetDepreciation,
  ZAssetInput,
  ZAssetList,
  ZAssetListQuery,
  ZAssetPatch,
  ZDepreciationSummary,
  ZLedgerPaymentList,
  ZLedgerPaymentsInput,
  ZLoan,
  ZLoanInput,
  ZLoanList,
  ZLoanListQuery,
  ZLoanPatch,
  ZLoanPayment,
  ZLoanPaymentInput,
  ZLoanPaymentList,
  ZLoanSchedule,
  ZRecordedPayments,
  ZYearQuery,
} from '@/contracts/assets.ts'
import { ZIdParams } from '@/contracts/common.ts'
import { ROLE_RULES } from '@/contracts/role-rules.ts'
import type { AppContext } from '@/server/context.ts'
import { todayFor } from '@/server/lib/today.ts'
import { requireUser } from '@/server/shared/auth/auth-context.ts'
import { guardRoutes } from '@/server/shared/auth/route-access.ts'
import { booksAnswer } from '@/server/shared/books-answer.ts'
import { callerOf } from '@/server/shared/caller.ts'
import { depreciationSummary } from './depreciation-summary.ts'
import { ledgerPayments, recordLedgerPayments } from './ledger-payments.ts'
import { deletePayment, listPayments, recordPayment } from './loan-payments.ts'
import { assetDepreciation, getAsset, listAssets } from './read-assets.ts'
import { getLoan, listLoans, loanSchedule } from './read-loans.ts'
import { createAsset, deleteAsset, updateAsset } from './save-asset.ts'
import { createLoan, deleteLoan, updateLoan } from './save-loan.ts'

const ZAssetParams = ZIdParams(ASSET_MESSAGES.notFound)
const ZLoanParams = ZIdParams(ASSET_MESSAGES.loanNotFound)
const ZPaymentParams = ZLoanParams.extend({
  paymentId: z.uuid({ error: ASSET_MESSAGES.paymentNotFound }),
})

/**
 * /api/assets and /api/loans: the equipment an owner-operator or fleet depreciates, the loans that
 * bought it and the payments made on them, and the year's depreciation and interest for the tax side.
 * A company driver's equipment is the carrier's.
 */
export function assetsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, {
      who: 'user',
      apiKey: 'books',
      paywall: { books: true },
      roles: ROLE_RULES.keepsTrucks,
    })
    const today = (req: FastifyRequest) => todayFor(requireUser(req), ctx.clock)
    const yearOr = (req: FastifyRequest, year: number | undefined) => year ?? Number(today(req).slice(0, 4))

    app.get(
      '/assets',
      {
        schema: {
          summary: 'Your equipment (tractors, trailers), the latest placed in service first',
          querystring: ZAssetListQuery,
          response: { 200: ZAssetList },
        },
      },
      (req) => listAssets({ ...callerOf(ctx, req), ...req.query }),
    )
    app.post(
      '/assets',
      {
        schema: {
          summary:
            'Add a piece of equipment: its cost, when it went into service, how it is held and depreciated',
          body: ZAssetInput,
          response: { 201: ZAsset },
        },
      },
      async (req, reply) =>
        reply.code(201).send(await createAsset({ ...callerOf(ctx, req), input: req.body })),
    )
    app.get(
      '/assets/depreciation-summary',
      {
        schema: {
          summary:
            'A tax year’s depreciation (section 179, bonus, MACRS: Schedule C line 13) and loan interest (line 16b)',
          querystring: ZYearQuery,
          response: { 200: ZDepreciationSummary },
        },
      },
      (req, reply) =>
        booksAnswer(ctx, req, reply, {
          name: 'assets/depreciation-summary',
          extra: yearOr(req, req.query.year),
          compute: () =>
            depreciationSummary({
              db: ctx.db,
              userId: requireUser(req).id,
              year: yearOr(req, req.query.year),
            }),
        }),
    )
    app.get(
      '/assets/:id',
      { schema: { summary: 'One piece of equipment', params: ZAssetParams, response: { 200: ZAsset } } },
      (req) => getAsset({ ...callerOf(ctx, req), id: req.params.id }),
    )
    app.patch(
      '/assets/:id',
      {
        schema: {
          summary: 'Change a piece of equipment, or record its sale (disposal date and proceeds)',
          params: ZAssetParams,
          body: ZAssetPatch,
          response: { 200: ZAsset },
        },
      },
      (req) => updateAsset({ ...callerOf(ctx, req), id: req.params.id, patch: req.body }),
    )
    app.delete(
      '/assets/:id',
      { schema: { summary: 'Delete a piece of equipment (its loans stay)', params: ZAssetParams } },
      async (req, reply) => {
        await deleteAsset({ ...callerOf(ctx, req), id: req.params.id })
        return reply.code(204).send()
      },
    )
    app.get(
      '/assets/:id/depreciation',
      {
        schema: {
          summary:
            'One piece of equipment’s depreciation in a tax year (this year by default), with its sale in the year of disposal',
          params: ZAssetParams,
          querystring: ZYearQuery,
          response: { 200: ZAssetDepreciation },
        },
      },
      (req) =>
        assetDepreciation({ ...callerOf(ctx, req), id: req.params.id, year: yearOr(req, req.query.year) }),
    )

    app.get(
      '/loans',
      {
        schema: {
          summary: 'Your equipment loans, each with its payment and its balance today',
          querystring: ZLoanListQuery,
          response: { 200: ZLoanList },
        },
      },
      (req) => listLoans({ ...callerOf(ctx, req), ...req.query, today: today(req) }),
    )
    app.post(
      '/loans',
      {
        schema: {
          summary:
            'Add a loan (or a lease-purchase’s financing): lender, principal, annual rate, term, first payment',
          body: ZLoanInput,
          response: { 201: ZLoan },
        },
      },
      async (req, reply) => {
        const caller = callerOf(ctx, req)
        const id = await createLoan({ ...caller, input: req.body })
        return reply.code(201).send(await getLoan({ ...caller, id, today: today(req) }))
      },
    )
    app.get(
      '/loans/:id',
      {
        schema: { summary: 'One loan with its balance today', params: ZLoanParams, response: { 200: ZLoan } },
      },
      (req) => getLoan({ ...callerOf(ctx, req), id: req.params.id, today: today(req) }),
    )
    app.patch(
      '/loans/:id',
      {
        schema: {
          summary: 'Change a loan; its recorded payments are split again on the new terms',
          params: ZLoanParams,
          body: ZLoanPatch,
          response: { 200: ZLoan },
        },
      },
      async (req) => {
        const caller = callerOf(ctx, req)
        await updateLoan({ ...caller, id: req.params.id, patch: req.body })
        return getLoan({ ...caller, id: req.params.id, today: today(req) })
      },
    )
    app.delete(
      '/loans/:id',
      { schema: { summary: 'Delete a loan with its payments', params: ZLoanParams } },
      async (req, reply) => {
        await deleteLoan({ ...callerOf(ctx, req), id: req.params.id })
        return reply.code(204).send()
      },
    )
    app.get(
      '/loans/:id/schedule',
      {
        schema: {
          summary: 'The loan’s amortisation schedule: each month’s payment, interest, principal and balance',
          params: ZLoanParams,
          response: { 200: ZLoanSchedule },
        },
      },
      (req) => loanSchedule({ ...callerOf(ctx, req), id: req.params.id }),
    )
    app.get(
      '/loans/:id/payments',
      {
        schema: {
          summary: 'The payments made on a loan, each with its interest and principal',
          params: ZLoanParams,
          querystring: ZLoanListQuery,
          response: { 200: ZLoanPaymentList },
        },
      },
      (req) => listPayments({ ...callerOf(ctx, req), loanId: req.params.id, ...req.query }),
    )
    app.post(
      '/loans/:id/payments',
      {
        schema: {
          summary: 'Record a payment made: split into interest and principal by the balance owed that day',
          params: ZLoanParams,
          body: ZLoanPaymentInput,
          response: { 201: ZLoanPayment },
        },
      },
      async (req, reply) =>
        reply.code(201).send(
          await recordPayment({
            ...callerOf(ctx, req),
            loanId: req.params.id,
            input: req.body,
            today: today(req),
          }),
        ),
    )
    app.get(
      '/loans/:id/ledger-payments',
      {
        schema: {
          summary:
            'Truck payments in the books (settlement lines, expenses) not yet on any loan, to record on this one',
          params: ZLoanParams,
          response: { 200: ZLedgerPaymentList },
        },
      },
      (req) => ledgerPayments({ ...callerOf(ctx, req), loanId: req.params.id, today: today(req) }),
    )
    app.post(
      '/loans/:id/ledger-payments',
      {
        schema: {
          summary:
            'Record truck payments of the books as payments on the loan, each split by the balance owed',
          params: ZLoanParams,
          body: ZLedgerPaymentsInput,
          response: { 201: ZRecordedPayments },
        },
      },
      async (req, reply) =>
        reply.code(201).send(
          await recordLedgerPayments({
            ...callerOf(ctx, req),
            loanId: req.params.id,
            expenseIds: req.body.expenseIds,
            today: today(req),
          }),
        ),
    )
    app.delete(
      '/loans/:id/payments/:paymentId',
      {
        schema: {
          summary: 'Delete a payment recorded by mistake; the ones after it are split again',
          params: ZPaymentParams,
        },
      },
      async (req, reply) => {
        await deletePayment({ ...callerOf(ctx, req), loanId: req.params.id, id: req.params.paymentId })
        return reply.code(204).send()
      },
    )
  }
}
