import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ADMIN_REPORTS,
  type AdminReportName,
  type AdminReportPeriod,
  ZAdminReportQuery,
  ZAdminReportsOverview,
  ZDocumentsReport,
  ZPlatformRevenueReport,
  ZRecentAdminReports,
  ZUserActivityReport,
} from '@/contracts/reports-admin.ts'
import type { AppContext } from '@/server/context.ts'
import { sendCsv } from '@/server/lib/csv.ts'
import { todayFor } from '@/server/lib/today.ts'
import { actorOf, recordAudit } from '@/server/shared/audit.ts'
import { requireUser } from '@/server/shared/auth/auth-context.ts'
import { documentsCsv, reportsZip, revenueCsv, userActivityCsv } from './admin-report-files.ts'
import { reportWindow } from './admin-report-range.ts'
import { REPORT_EXPORT_ACTION, recentAdminReports, reportsOverview, revenueReport } from './admin-reports.ts'
import { documentsReport } from './documents-report.ts'
import { userActivityReport } from './user-activity-report.ts'

const ZReportParams = z.object({ report: z.enum(ADMIN_REPORTS, { error: 'Report not found' }) })

/** /api/admin/reports/*: the hub's figures, each report, its CSV, all of them zipped, recent downloads. */
export function adminReportRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const windowOf = (req: FastifyRequest, period: AdminReportPeriod) => {
    const user = requireUser(req)
    return reportWindow(period, todayFor(user, ctx.clock), user.timeZone)
  }
  const csvOf = async (report: AdminReportName, req: FastifyRequest, period: AdminReportPeriod) => {
    const window = windowOf(req, period)
    if (report === 'user-activity') return userActivityCsv(await userActivityReport(ctx.db, window))
    if (report === 'documents') return documentsCsv(await documentsReport(ctx.db, window))
    return revenueCsv(revenueReport(window))
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
        summary: 'Payments by plan and month over a period (admin)',
        querystring: ZAdminReportQuery,
        response: { 200: ZPlatformRevenueReport },
      },
    },
    async (req) => revenueReport(windowOf(req, req.query.period)),
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
