import { z } from 'zod'
import { ZSearch } from './common.ts'

/** The back office's reports: profit and loss by entity, and the Reports and Analytics hub. */

export const ENTITY_TYPES = ['truck', 'company', 'owner_operator'] as const
export type EntityType = (typeof ENTITY_TYPES)[number]
export const PNL_PERIODS = ['daily', 'weekly', 'monthly', 'yearly'] as const
export type PnlPeriod = (typeof PNL_PERIODS)[number]

export const PNL_MESSAGES = {
  entityNotFound: 'Entity not found',
  loadFailed: 'Failed to load profit & loss data',
} as const

/** An entity id: a uuid (a truck, a user), or a company's id in the same 8-4-4-4-12 hex shape. */
const ZEntityId = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
    error: PNL_MESSAGES.entityNotFound,
  })
  .meta({ description: 'An id from GET /api/entities' })

export const ZEntityQuery = z.object({ type: z.enum(ENTITY_TYPES), search: ZSearch })
export const ZEntity = z.object({ id: z.string(), name: z.string() })
export const ZEntityList = z.array(ZEntity)

export const ZProfitLossQuery = z.object({
  period: z.enum(PNL_PERIODS).default('monthly'),
  entityId: ZEntityId,
  /** Which kind of entity the id names; found from the id when absent. */
  type: z.enum(ENTITY_TYPES).optional(),
})

export const ZEntityProfitLoss = z.object({
  entityId: z.string(),
  entityType: z.enum(ENTITY_TYPES),
  name: z.string(),
  period: z.enum(PNL_PERIODS),
  from: z.string(),
  to: z.string(),
  totalRevenueCents: z.number().int(),
  totalExpensesCents: z.number().int(),
  netProfitCents: z.number().int(),
  lastUpdated: z.string(),
  /** Category name → cents, revenue and expense categories alike (the sketch's shape). */
  categories: z.record(z.string(), z.number().int()),
  breakdown: z.array(
    z.object({
      type: z.enum(['revenue', 'expense']),
      category: z.string(),
      label: z.string(),
      amountCents: z.number().int(),
    }),
  ),
})
export type EntityProfitLoss = z.infer<typeof ZEntityProfitLoss>

// ---- Admin reports (spec 2.5: the Reports and Analytics hub) ----

export const ADMIN_REPORT_PERIODS = [
  'today',
  'this-week',
  'this-month',
  'last-month',
  'this-quarter',
  'this-year',
] as const
export type AdminReportPeriod = (typeof ADMIN_REPORT_PERIODS)[number]
export const ADMIN_REPORTS = ['user-activity', 'revenue', 'documents'] as const
export type AdminReportName = (typeof ADMIN_REPORTS)[number]

export const ADMIN_REPORT_PERIOD_LABELS: Record<AdminReportPeriod, string> = {
  today: 'Today',
  'this-week': 'This Week',
  'this-month': 'This Month',
  'last-month': 'Last Month',
  'this-quarter': 'This Quarter',
  'this-year': 'This Year',
}

/** Where a report (or all of them, zipped) of a period is downloaded. */
export function adminReportUrl(report: AdminReportName | 'all', period: AdminReportPeriod): string {
  return report === 'all'
    ? `/api/admin/reports/export-all.zip?period=${period}`
    : `/api/admin/reports/${report}/export.csv?period=${period}`
}

export const ZAdminReportQuery = z.object({ period: z.enum(ADMIN_REPORT_PERIODS).default('this-month') })

const ZRange = { period: z.enum(ADMIN_REPORT_PERIODS), from: z.string(), to: z.string() }

export const ZAdminReportsOverview = z.object({
  ...ZRange,
  newUsers: z.number().int(),
  activeUsers: z.number().int(),
  documentsProcessed: z.number().int(),
  revenueCents: z.number().int().meta({
    description:
      'Payments received in the period less the refunds made in it, in cents; test clients not counted',
  }),
})
export type AdminReportsOverview = z.infer<typeof ZAdminReportsOverview>

export const ZUserActivityReport = z.object({
  ...ZRange,
  bucket: z.enum(['day', 'week', 'month']),
  signUps: z.number().int(),
  logins: z.number().int(),
  activeUsers: z.number().int(),
  totalUsers: z.number().int(),
  series: z.array(
    z.object({
      start: z.string(),
      signUps: z.number().int(),
      logins: z.number().int(),
      activeUsers: z.number().int(),
    }),
  ),
  byRole: z.array(z.object({ role: z.string(), signUps: z.number().int() })),
})
export type UserActivityReport = z.infer<typeof ZUserActivityReport>

export const ZDocumentsReport = z.object({
  ...ZRange,
  bucket: z.enum(['day', 'week', 'month']),
  uploads: z.number().int(),
  processed: z.number().int(),
  needsReview: z.number().int(),
  failed: z.number().int(),
  inProgress: z.number().int(),
  /** Share of finished documents that needed the user's review, in percent with one decimal ("12.5"). */
  reviewRatePercent: z.string(),
  /** Mean seconds from upload to the end of reading, over finished documents; null when none. */
  averageProcessingSeconds: z.number().int().nullable(),
  series: z.array(z.object({ start: z.string(), uploads: z.number().int(), failed: z.number().int() })),
})
export type DocumentsReport = z.infer<typeof ZDocumentsReport>

export const ZPlatformRevenueReport = z.object({
  ...ZRange,
  /** Payments completed or succeeded in the period, in cents. */
  receivedCents: z.number().int(),
  payments: z.number().int(),
  refundsCents: z.number().int().meta({ description: 'Refunds made in the period, in cents' }),
  /** Received less refunds. */
  totalCents: z.number().int(),
  mrrCents: z.number().int().meta({
    description:
      'Now, not over the period: monthly recurring revenue of the active subscriptions in cents (yearly prices / 12, per plan summed then divided once, rounded half up)',
  }),
  activeSubscriptions: z.number().int(),
  pastDueSubscriptions: z
    .number()
    .int()
    .meta({ description: 'Subscriptions whose last payment failed (not in the MRR), now' }),
  /** The active subscriptions by plan or add-on, now. */
  byPlan: z.array(
    z.object({
      item: z.string(),
      name: z.string(),
      monthly: z.number().int(),
      yearly: z.number().int(),
      mrrCents: z.number().int(),
    }),
  ),
  /** Payments and refunds by month (its first day, YYYY-MM-DD) and plan, newest month first. */
  rows: z.array(
    z.object({
      month: z.string(),
      plan: z.string(),
      payments: z.number().int(),
      amountCents: z.number().int(),
      refundedCents: z.number().int(),
    }),
  ),
})
export type PlatformRevenueReport = z.infer<typeof ZPlatformRevenueReport>

export const ZRecentAdminReports = z.object({
  items: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      report: z.string(),
      period: z.enum(ADMIN_REPORT_PERIODS),
      generatedAt: z.string(),
      downloadUrl: z.string(),
    }),
  ),
})
