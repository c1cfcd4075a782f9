import { and, desc, eq, sql } from 'drizzle-orm'
import {
  ADMIN_REPORT_PERIOD_LABELS,
  ADMIN_REPORT_PERIODS,
  type AdminReportName,
  type AdminReportPeriod,
  type AdminReportsOverview,
  adminReportUrl,
  type PlatformRevenueReport,
} from '@/contracts/reports-admin.ts'
import { addDays } from '@/domain/period.ts'
import type { Db } from '@/server/db/client.ts'
import { auditLog } from '@/server/db/schema/index.ts'
import { recurringRevenue, revenueByMonth, revenueOfSpan } from '@/server/features/billing/billing.public.ts'
import { exactInt, queryRows } from '@/server/lib/sql-values.ts'
import { SIGN_IN_ACTION } from '@/server/shared/audit.ts'
import { inWindow, type ReportWindow } from './admin-report-range.ts'

export const REPORT_EXPORT_ACTION = 'admin_report.export'

export const REPORT_TITLES: Record<AdminReportName | 'all', string> = {
  'user-activity': 'User Activity',
  revenue: 'Revenue',
  documents: 'Documents',
  all: 'All Reports',
}

/** The window as instants: from its first day's midnight to the midnight after its last, in its time zone. */
function spanOf(window: ReportWindow) {
  return {
    from: sql`(${window.from}::date)::timestamp at time zone ${window.timeZone}`,
    to: sql`(${addDays(window.to, 1)}::date)::timestamp at time zone ${window.timeZone}`,
  }
}

/** The hub's KPI cards for the window; revenue is what came in less what was refunded. */
export async function reportsOverview(db: Db, window: ReportWindow): Promise<AdminReportsOverview> {
  const [[users], [signIns], [docs], revenue] = await Promise.all([
    queryRows<{ n: string }>(
      db,
      sql`select count(*)::text as n from users u where ${inWindow(sql.raw('u.created_at'), window)}`,
    ),
    queryRows<{ n: string }>(
      db,
      sql`select count(distinct a.actor_user_id)::text as n from audit_log a
        where a.action = ${SIGN_IN_ACTION} and ${inWindow(sql.raw('a.at'), window)}`,
    ),
    queryRows<{ n: string }>(
      db,
      sql`select count(*)::text as n from documents d
        where d.status in ('processed', 'needs_review') and ${inWindow(sql.raw('d.processed_at'), window)}`,
    ),
    revenueOfSpan(db, spanOf(window)),
  ])
  return {
    period: window.period,
    from: window.from,
    to: window.to,
    newUsers: exactInt(users?.n),
    activeUsers: exactInt(signIns?.n),
    documentsProcessed: exactInt(docs?.n),
    revenueCents: revenue.netCents,
  }
}

/**
 * Payments and refunds by month and plan over the window, with the subscriptions as they are now
 * (MRR, active by plan, past due). Test clients are never counted.
 */
export async function revenueReport(db: Db, window: ReportWindow): Promise<PlatformRevenueReport> {
  const span = spanOf(window)
  const [revenue, recurring, rows] = await Promise.all([
    revenueOfSpan(db, span),
    recurringRevenue(db),
    revenueByMonth(db, span, window.timeZone),
  ])
  return {
    period: window.period,
    from: window.from,
    to: window.to,
    receivedCents: revenue.receivedCents,
    payments: revenue.payments,
    refundsCents: revenue.refundedCents,
    totalCents: revenue.netCents,
    mrrCents: recurring.mrrCents,
    activeSubscriptions: recurring.activeSubscriptions,
    pastDueSubscriptions: recurring.pastDueSubscriptions,
    byPlan: recurring.byPlan,
    rows,
  }
}

/** The admin's own latest report downloads (each export is audited), newest first. */
export async function recentAdminReports(db: Db, adminId: string) {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.actorUserId, adminId), eq(auditLog.action, REPORT_EXPORT_ACTION)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(10)
  return {
    items: rows.flatMap((row) => {
      const report = String(row.details.report ?? '') as AdminReportName | 'all'
      const period = String(row.details.period ?? '') as AdminReportPeriod
      if (!(report in REPORT_TITLES) || !ADMIN_REPORT_PERIODS.includes(period)) return []
      return [
        {
          id: row.id,
          name: `${REPORT_TITLES[report]} — ${ADMIN_REPORT_PERIOD_LABELS[period]}`,
          report,
          period,
          generatedAt: row.at.toISOString(),
          downloadUrl: adminReportUrl(report, period),
        },
      ]
    }),
  }
}
