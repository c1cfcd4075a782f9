import { Readable } from 'node:stream'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZBalanceSheet, ZBalanceSheetQuery } from '@/contracts/balance-sheet.ts'
import { ZTaxYear } from '@/contracts/calculators.ts'
import { ZDeletedCount, ZIdParams, ZIds } from '@/contracts/common.ts'
import {
  ZCustomReportConfig,
  ZCustomReportPreview,
  ZExpenseReport,
  ZExportAllQuery,
  ZProfitLossReport,
  ZReportFile,
  ZReportFileList,
  ZReportFileRequest,
  ZReportFilesQuery,
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
import { balanceSheet } from '@/server/features/balance-sheet/balance-sheet.public.ts'
import { sendCsv } from '@/server/lib/csv.ts'
import { AppError } from '@/server/lib/errors.ts'
import { todayFor } from '@/server/lib/today.ts'
import { actorOf, recordAudit } from '@/server/shared/audit.ts'
import { requireUser } from '@/server/shared/auth/auth-context.ts'
import { guardRoutes } from '@/server/shared/auth/route-access.ts'
import { booksAnswer } from '@/server/shared/books-answer.ts'
import { callerOf } from '@/server/shared/caller.ts'
import { customReport, PREVIEW_ROWS } from './custom-report.ts'
import { expenseReport } from './expense-report.ts'
import { renderCsv } from './files/render-csv.ts'
import type { ReportDocument } from './files/report-document.ts'
import {
  balanceSheetDocument,
  expenseDocument,
  profitLossDocument,
  revenueDocument,
  taxDocument,
} from './files/report-documents.ts'
import {
  deleteReportFiles,
  exportReportsZip,
  getReportFile,
  listReportFiles,
  REPORT_NOT_FOUND,
  readReportFile,
  requestReportFile,
} from './files/report-files.ts'
import { yearEndPackage } from './files/year-end-package.ts'
import { profitLossReport } from './profit-loss-report.ts'
import { revenueReport } from './revenue-report.ts'
import { saveTaxProfile } from './tax-profile.ts'
import { taxReport } from './tax-report.ts'

const sendFile = (reply: FastifyReply, document: ReportDocument) =>
  sendCsv(reply, `${document.fileStem}.csv`, Readable.from([renderCsv(document)]))

const ZReportParams = ZIdParams(REPORT_NOT_FOUND)

/** /api/reports: reports over the signed-in user's own ledger. */
export function reportsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, { who: 'user', apiKey: 'books' })
    const today = (req: FastifyRequest) => todayFor(requireUser(req), ctx.clock)
    const thisYear = (req: FastifyRequest) => Number(today(req).slice(0, 4))

    app.get(
      '/profit-loss',
      {
        config: { access: { paywall: { feature: 'advanced' } } },
        schema: {
          summary: 'Profit & loss of a period by category, against the period before',
          querystring: ZReportQuery,
          response: { 200: ZProfitLossReport },
        },
      },
      (req, reply) =>
        booksAnswer(ctx, req, reply, {
          name: 'reports/profit-loss',
          compute: () => profitLossReport({ ...callerOf(ctx, req), ...req.query, today: today(req) }),
        }),
    )
    app.get(
      '/profit-loss/export.csv',
      {
        config: { access: { paywall: { feature: 'advanced' } } },
        schema: { summary: 'Download the profit & loss report as CSV', querystring: ZReportQuery },
      },
      async (req, reply) =>
        sendFile(
          reply,
          profitLossDocument(
            await profitLossReport({ ...callerOf(ctx, req), ...req.query, today: today(req) }),
          ),
        ),
    )

    // Read on every request (not the books' answer cache): its typed items, reserves and loans
    // are tables of their own.
    app.get(
      '/balance-sheet',
      {
        config: { access: { paywall: { feature: 'advanced' } } },
        schema: {
          summary:
            'Balance sheet at a date (default today): cash, escrow and reserves, receivables, equipment, loans; equity',
          querystring: ZBalanceSheetQuery,
          response: { 200: ZBalanceSheet },
        },
      },
      (req) => balanceSheet({ ...callerOf(ctx, req), date: req.query.date ?? today(req) }),
    )
    app.get(
      '/balance-sheet/export.csv',
      {
        config: { access: { paywall: { feature: 'advanced' } } },
        schema: { summary: 'Download the balance sheet at a date as CSV', querystring: ZBalanceSheetQuery },
      },
      async (req, reply) =>
        sendFile(
          reply,
          balanceSheetDocument(
            await balanceSheet({ ...callerOf(ctx, req), date: req.query.date ?? today(req) }),
          ),
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
      (req, reply) =>
        booksAnswer(ctx, req, reply, {
          name: 'reports/expenses',
          compute: () => expenseReport({ ...callerOf(ctx, req), ...req.query, today: today(req) }),
        }),
    )
    app.get(
      '/expenses/export.csv',
      { schema: { summary: 'Download the expense report as CSV', querystring: ZReportQuery } },
      async (req, reply) =>
        sendFile(
          reply,
          expenseDocument(await expenseReport({ ...callerOf(ctx, req), ...req.query, today: today(req) })),
        ),
    )

    app.get(
      '/revenue',
      {
        config: { access: { paywall: { feature: 'advanced' } } },
        schema: {
          summary: 'Revenue of a period: loads, growth, trend and top payers',
          querystring: ZRevenueQuery,
          response: { 200: ZRevenueReport },
        },
      },
      (req, reply) =>
        booksAnswer(ctx, req, reply, {
          name: 'reports/revenue',
          compute: () => revenueReport({ ...callerOf(ctx, req), ...req.query, today: today(req) }),
        }),
    )
    app.get(
      '/revenue/export.csv',
      {
        config: { access: { paywall: { feature: 'advanced' } } },
        schema: { summary: 'Download the revenue analysis as CSV', querystring: ZRevenueQuery },
      },
      async (req, reply) =>
        sendFile(
          reply,
          revenueDocument(await revenueReport({ ...callerOf(ctx, req), ...req.query, today: today(req) })),
        ),
    )

    app.get(
      '/tax',
      {
        config: { access: { paywall: { feature: 'advanced' } } },
        schema: {
          summary:
            'Tax summary of a year: Schedule C lines, simple and detailed estimates, quarterly payments',
          querystring: ZTaxQuery,
          response: { 200: ZTaxReport },
        },
      },
      (req, reply) =>
        booksAnswer(ctx, req, reply, {
          name: 'reports/tax',
          compute: () => taxReport({ ...callerOf(ctx, req), year: req.query.year ?? thisYear(req) }),
        }),
    )
    app.get(
      '/tax/export.csv',
      {
        config: { access: { paywall: { feature: 'advanced' } } },
        schema: { summary: 'Download the tax summary as CSV', querystring: ZTaxQuery },
      },
      async (req, reply) =>
        sendFile(
          reply,
          taxDocument(await taxReport({ ...callerOf(ctx, req), year: req.query.year ?? thisYear(req) })),
        ),
    )
    app.put(
      '/tax/profile/:year',
      {
        config: { access: { paywall: { feature: 'advanced' } } },
        schema: {
          summary: 'Save your tax profile for a year (filing status, other income, last year’s tax)',
          params: ZTaxYearParams,
          body: ZTaxProfileInput,
          response: { 200: ZTaxProfile },
        },
      },
      (req) => saveTaxProfile({ ...callerOf(ctx, req), year: req.params.year, ...req.body }),
    )

    app.post(
      '/custom/preview',
      {
        config: { access: { paywall: { feature: 'advanced' } } },
        schema: {
          summary: 'Preview a custom report: totals of the matching rows and the first ten',
          body: ZCustomReportConfig,
          response: { 200: ZCustomReportPreview },
        },
      },
      async (req) => {
        const { db, userId } = callerOf(ctx, req)
        const { truncatedAt: _, ...preview } = await customReport(db, userId, req.body, PREVIEW_ROWS)
        return preview
      },
    )

    app.post(
      '',
      {
        schema: {
          summary: 'Generate a report file (PDF or CSV); it is made in the background',
          body: ZReportFileRequest,
          response: { 202: ZReportFile },
        },
      },
      async (req, reply) => {
        const file = await requestReportFile(ctx, { ...callerOf(ctx, req), today: today(req) }, req.body)
        return reply.code(202).send(file)
      },
    )

    app.get(
      '',
      {
        schema: {
          summary: 'Your generated reports, newest first',
          querystring: ZReportFilesQuery,
          response: { 200: ZReportFileList },
        },
      },
      (req) => listReportFiles({ ...callerOf(ctx, req), ...req.query }),
    )

    app.get(
      '/export.zip',
      {
        schema: {
          summary: 'Download every generated report of a period as one zip',
          querystring: ZExportAllQuery,
          produces: ['application/zip'],
        },
      },
      async (req, reply) => {
        const zip = await exportReportsZip(ctx, { ...callerOf(ctx, req), ...req.query })
        return reply
          .type('application/zip')
          .header('content-disposition', `attachment; filename="${zip.fileName}"`)
          .send(zip.stream)
      },
    )

    app.get(
      '/year-end.zip',
      {
        schema: {
          summary:
            'A year’s package: P&L, tax summary and year-end balance sheet PDFs, every expense as CSV, the year’s documents',
          querystring: z.object({ year: z.coerce.number().pipe(ZTaxYear) }),
          produces: ['application/zip'],
        },
      },
      async (req, reply) => {
        const user = requireUser(req)
        const caller = callerOf(ctx, req)
        // An accountant working in the books takes them out: recorded as theirs.
        if (req.impersonatorId) {
          await recordAudit(ctx.db, actorOf(req), {
            action: 'reports.year_end_export',
            targetUserId: user.id,
            details: { year: req.query.year },
            at: ctx.clock.now(),
          })
        }
        const zip = await yearEndPackage(ctx, {
          ...caller,
          year: req.query.year,
          today: todayFor(user, ctx.clock),
          timeZone: user.timeZone,
        })
        return reply
          .type('application/zip')
          .header('content-disposition', `attachment; filename="${zip.fileName}"`)
          .send(zip.stream)
      },
    )

    app.post(
      '/bulk-delete',
      {
        schema: {
          summary: 'Delete several of your generated reports',
          body: ZIds,
          response: { 200: ZDeletedCount },
        },
      },
      async (req) => ({
        deleted: await deleteReportFiles(ctx, { ...callerOf(ctx, req), ids: req.body.ids }),
      }),
    )

    app.get(
      '/:id',
      {
        schema: {
          summary: 'One generated report: its status, progress and, once ready, size',
          params: ZReportParams,
          response: { 200: ZReportFile },
        },
      },
      (req) => getReportFile({ ...callerOf(ctx, req), id: req.params.id }),
    )

    app.get(
      '/:id/file',
      {
        schema: {
          summary: 'Download a generated report once it is ready',
          params: ZReportParams,
          produces: ['application/pdf', 'text/csv'],
        },
      },
      async (req, reply) => {
        const file = await readReportFile(ctx, { ...callerOf(ctx, req), id: req.params.id })
        return reply
          .type(file.format === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(Buffer.from(file.bytes))
      },
    )

    app.delete(
      '/:id',
      { schema: { summary: 'Delete a generated report and its file', params: ZReportParams } },
      async (req, reply) => {
        const deleted = await deleteReportFiles(ctx, { ...callerOf(ctx, req), ids: [req.params.id] })
        if (deleted === 0) throw new AppError('NOT_FOUND', REPORT_NOT_FOUND)
        return reply.code(204).send()
      },
    )
  }
}
