import { eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZTaxYear } from '@/contracts/calculators.ts'
import { ZIdParams } from '@/contracts/common.ts'
import {
  ADMIN_REPORTS,
  type AdminReportName,
  type AdminReportPeriod,
  ZAdminReportQuery,
  ZAdminReportsOverview,
  ZDocumentsReport,
  ZEntityList,
  ZEntityProfitLoss,
  ZEntityQuery,
  ZPlatformRevenueReport,
  ZProfitLossQuery,
  ZRecentAdminReports,
  ZUserActivityReport,
} from '@/contracts/reports-admin.ts'
import type { AppContext } from '@/server/context.ts'
import { users } from '@/server/db/schema/index.ts'
import { csvFileName, sendCsv } from '@/server/lib/csv.ts'
import { AppError } from '@/server/lib/errors.ts'
import { todayFor } from '@/server/lib/today.ts'
import { actorOf, recordAudit } from '@/server/shared/audit.ts'
import { requireUser } from '@/server/shared/auth/auth-context.ts'
import { guardRoutes } from '@/server/shared/auth/route-access.ts'
import { documentsCsv, reportsZip, revenueCsv, userActivityCsv } from './admin/admin-report-files.ts'
import { reportWindow } from './admin/admin-report-range.ts'
import {
  REPORT_EXPORT_ACTION,
  recentAdminReports,
  reportsOverview,
  revenueReport,
} from './admin/admin-reports.ts'
import { documentsReport } from './admin/documents-report.ts'
import { listEntities } from './admin/entities.ts'
import { entityProfitLoss, profitLossCsv } from './admin/entity-profit-loss.ts'
import { userActivityReport } from './admin/user-activity-report.ts'
import { yearEndPackage } from './files/year-end-package.ts'

const ZReportParams = z.object({ report: z.enum(ADMIN_REPORTS, { error: 'Report not found' }) })

/** /api/admin/reports/*: the hub's figures, each report, its CSV, all of them zipped, recent downloads. */
export function reportsAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, { who: 'admin' })
    const api = app.withTypeProvider<ZodTypeProvider>()
    const windowOf = (req: FastifyRequest, period: AdminReportPeriod) => {
      const user = requireUser(req)
      return reportWindow(period, todayFor(user, ctx.clock), user.timeZone)
    }
    const csvOf = async (report: AdminReportName, req: FastifyRequest, period: AdminReportPeriod) => {
      const window = windowOf(req, period)
      if (report === 'user-activity') return userActivityCsv(await userActivityReport(ctx.db, window))
      if (report === 'documents') return documentsCsv(await documentsReport(ctx.db, window))
      return revenueCsv(await revenueReport(ctx.db, window))
    }
    const audit = (req: FastifyRequest, report: AdminReportName | 'all', period: AdminReportPeriod) =>
      recordAudit(ctx.db, actorOf(req), {
        action: REPORT_EXPORT_ACTION,
        details: { report, period },
        at: ctx.clock.now(),
      })

    api.get(
      '/reports/overview',
      {
        schema: {
          summary: 'The reports hub’s figures for a period (admin)',
          querystring: ZAdminReportQuery,
          response: { 200: ZAdminReportsOverview },
        },
      },
      (req) => reportsOverview(ctx.db, windowOf(req, req.query.period)),
    )

    api.get(
      '/reports/user-activity',
      {
        schema: {
          summary: 'Sign-ups, logins and active users over a period (admin)',
          querystring: ZAdminReportQuery,
          response: { 200: ZUserActivityReport },
        },
      },
      (req) => userActivityReport(ctx.db, windowOf(req, req.query.period)),
    )

    api.get(
      '/reports/documents',
      {
        schema: {
          summary: 'Uploads, reading outcomes, review rate and processing time over a period (admin)',
          querystring: ZAdminReportQuery,
          response: { 200: ZDocumentsReport },
        },
      },
      (req) => documentsReport(ctx.db, windowOf(req, req.query.period)),
    )

    api.get(
      '/reports/revenue',
      {
        schema: {
          summary:
            'Payments and refunds by month and plan over a period, with MRR, active subscriptions by plan and past due now (admin)',
          querystring: ZAdminReportQuery,
          response: { 200: ZPlatformRevenueReport },
        },
      },
      (req) => revenueReport(ctx.db, windowOf(req, req.query.period)),
    )

    api.get(
      '/reports/recent',
      { schema: { summary: 'Your latest report downloads (admin)', response: { 200: ZRecentAdminReports } } },
      (req) => recentAdminReports(ctx.db, requireUser(req).id),
    )

    api.get(
      '/reports/:report/export.csv',
      {
        schema: {
          summary: 'One admin report as CSV (admin)',
          params: ZReportParams,
          querystring: ZAdminReportQuery,
        },
      },
      async (req, reply) => {
        const { report } = req.params
        const text = await csvOf(report, req, req.query.period)
        await audit(req, report, req.query.period)
        return sendCsv(reply, `${report}-${req.query.period}.csv`, text)
      },
    )

    api.get(
      '/reports/export-all.zip',
      {
        schema: {
          summary: 'Every admin report of a period as a zip of CSV files (admin)',
          querystring: ZAdminReportQuery,
        },
      },
      async (req, reply) => {
        const { period } = req.query
        const files = Object.fromEntries(
          await Promise.all(
            ADMIN_REPORTS.map(async (report) => [report, await csvOf(report, req, period)] as const),
          ),
        ) as Record<AdminReportName, string>
        await audit(req, 'all', period)
        return reply
          .type('application/zip')
          .header('content-disposition', `attachment; filename="rigledger-reports-${period}.zip"`)
          .send(reportsZip(files, period))
      },
    )
  }
}

/** The sketch's paths for the admin P&L by entity: /api/entities and /api/profit-loss (admin only). */
export function entityProfitLossRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, { who: 'admin' })

    app.get(
      '/entities',
      {
        schema: {
          summary: 'Trucks, companies or owner-operators to report on, by name (admin)',
          querystring: ZEntityQuery,
          response: { 200: ZEntityList },
        },
      },
      (req) => listEntities(ctx.db, req.query.type, req.query.search),
    )

    app.get(
      '/profit-loss',
      {
        schema: {
          summary: 'Profit and loss of one entity for the period to date (admin)',
          querystring: ZProfitLossQuery,
          response: { 200: ZEntityProfitLoss },
        },
      },
      (req) =>
        entityProfitLoss({
          db: ctx.db,
          clock: ctx.clock,
          today: todayFor(requireUser(req), ctx.clock),
          ...req.query,
        }),
    )

    app.get(
      '/profit-loss/export.csv',
      { schema: { summary: 'The same profit and loss as CSV (admin)', querystring: ZProfitLossQuery } },
      async (req, reply) => {
        const today = todayFor(requireUser(req), ctx.clock)
        const report = await entityProfitLoss({ db: ctx.db, clock: ctx.clock, today, ...req.query })
        return sendCsv(reply, csvFileName(`profit-loss-${report.entityType}`, today), profitLossCsv(report))
      },
    )
  }
}

/**
 * /api/admin/users/:id/year-end.zip: a customer's year-end package for the team delivering a bought
 * tax preparation (admins only, audited).
 */
export function yearEndAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, { who: 'admin' })
    app.get(
      '/users/:id/year-end.zip',
      {
        schema: {
          summary: 'A customer’s year-end package, for a bought tax preparation (admin)',
          params: ZIdParams('User not found'),
          querystring: z.object({ year: z.coerce.number().pipe(ZTaxYear) }),
          produces: ['application/zip'],
        },
      },
      async (req, reply) => {
        const [customer] = await ctx.db.select().from(users).where(eq(users.id, req.params.id))
        if (!customer) throw new AppError('NOT_FOUND', 'User not found')
        await recordAudit(ctx.db, actorOf(req), {
          action: 'admin.year_end_export',
          targetUserId: customer.id,
          details: { year: req.query.year },
          at: ctx.clock.now(),
        })
        const zip = await yearEndPackage(ctx, {
          db: ctx.db,
          clock: ctx.clock,
          userId: customer.id,
          year: req.query.year,
          today: todayFor(customer, ctx.clock),
          timeZone: customer.timeZone,
        })
        return reply
          .type('application/zip')
          .header('content-disposition', `attachment; filename="${zip.fileName}"`)
          .send(zip.stream)
      },
    )
  }
}
