import { Readable } from 'node:stream'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ZExpenseReport,
  ZProfitLossReport,
  ZReportQuery,
  ZRevenueQuery,
  ZRevenueReport,
  ZTaxProfile,
  ZTaxProfileInput,
  ZTaxQuery,
  ZTaxReport,
  ZTaxYearParams,
} from '@/contracts/reports.ts'
import type { AppContext } from '@/server/context.ts'
import { sendCsv } from '@/server/lib/csv.ts'
import { todayFor } from '@/server/lib/today.ts'
import { guardRoutes, requireUser } from '@/server/shared/auth/auth-context.ts'
import { callerOf } from '@/server/shared/caller.ts'
import { expenseReport } from './expense-report.ts'
import { profitLossReport } from './profit-loss-report.ts'
import { expenseCsv, profitLossCsv, revenueCsv, taxCsv } from './report-csv.ts'
import { revenueReport } from './revenue-report.ts'
import { saveTaxProfile } from './tax-profile.ts'
import { taxReport } from './tax-report.ts'

const sendFile = (reply: FastifyReply, file: { fileName: string; text: string }) =>
  sendCsv(reply, file.fileName, Readable.from([file.text]))

/** /api/reports: reports over the signed-in user's own ledger. */
export function reportsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, 'user')
    const today = (req: FastifyRequest) => todayFor(requireUser(req), ctx.clock)
    const thisYear = (req: FastifyRequest) => Number(today(req).slice(0, 4))

    app.get(
      '/profit-loss',
      {
        schema: {
          summary: 'Profit & loss of a period by category, against the period before',
          querystring: ZReportQuery,
          response: { 200: ZProfitLossReport },
        },
      },
      (req) => profitLossReport({ ...callerOf(ctx, req), ...req.query, today: today(req) }),
    )
    app.get(
      '/profit-loss/export.csv',
      { schema: { summary: 'Download the profit & loss report as CSV', querystring: ZReportQuery } },
      async (req, reply) =>
        sendFile(
          reply,
          profitLossCsv(await profitLossReport({ ...callerOf(ctx, req), ...req.query, today: today(req) })),
        ),
    )

    app.get(
      '/expenses',
      {
        schema: {
          summary: 'Expenses of a period by category, with the tax-deductible share',
          querystring: ZReportQuery,
          response: { 200: ZExpenseReport },
        },
      },
      (req) => expenseReport({ ...callerOf(ctx, req), ...req.query, today: today(req) }),
    )
    app.get(
      '/expenses/export.csv',
      { schema: { summary: 'Download the expense report as CSV', querystring: ZReportQuery } },
      async (req, reply) =>
        sendFile(
          reply,
          expenseCsv(await expenseReport({ ...callerOf(ctx, req), ...req.query, today: today(req) })),
        ),
    )

    app.get(
      '/revenue',
      {
        schema: {
          summary: 'Revenue of a period: loads, growth, trend and top payers',
          querystring: ZRevenueQuery,
          response: { 200: ZRevenueReport },
        },
      },
      (req) => revenueReport({ ...callerOf(ctx, req), ...req.query, today: today(req) }),
    )
    app.get(
      '/revenue/export.csv',
      { schema: { summary: 'Download the revenue analysis as CSV', querystring: ZRevenueQuery } },
      async (req, reply) =>
        sendFile(
          reply,
          revenueCsv(await revenueReport({ ...callerOf(ctx, req), ...req.query, today: today(req) })),
        ),
    )

    app.get(
      '/tax',
      {
        schema: {
          summary:
            'Tax summary of a year: Schedule C lines, simple and detailed estimates, quarterly payments',
          querystring: ZTaxQuery,
          response: { 200: ZTaxReport },
        },
      },
      (req) => taxReport({ ...callerOf(ctx, req), year: req.query.year ?? thisYear(req) }),
    )
    app.get(
      '/tax/export.csv',
      { schema: { summary: 'Download the tax summary as CSV', querystring: ZTaxQuery } },
      async (req, reply) =>
        sendFile(
          reply,
          taxCsv(await taxReport({ ...callerOf(ctx, req), year: req.query.year ?? thisYear(req) })),
        ),
    )
    app.put(
      '/tax/profile/:year',
      {
        schema: {
          summary: 'Save your tax profile for a year (filing status, other income, last year’s tax)',
          params: ZTaxYearParams,
          body: ZTaxProfileInput,
          response: { 200: ZTaxProfile },
        },
      },
      (req) => saveTaxProfile({ ...callerOf(ctx, req), year: req.params.year, ...req.body }),
    )
  }
}
