import { z } from 'zod'
import { ZDateFilter } from './common.ts'

export const DASHBOARD_PERIODS = [
  'current',
  'last-month',
  'last-quarter',
  'ytd',
  'last-year',
  'custom',
] as const

export const ZDashboardQuery = z.object({
  period: z.enum(DASHBOARD_PERIODS).default('current'),
  from: ZDateFilter,
  to: ZDateFilter,
})

export const ACTIVITY_TYPES = ['settlement', 'expense', 'report', 'alert'] as const
export const ACTIVITY_STATUSES = ['success', 'pending', 'error'] as const

/** The Platform Users card shows to admins, and to everyone once the platform has this many users. */
export const PLATFORM_USERS_CARD_FROM = 100

export const ZDashboard = z.object({
  range: z.object({ from: z.string(), to: z.string() }),
  /** How many accounts the platform has; null when the card is not shown to this user. */
  platformUsers: z.number().int().nullable(),
  incomeCents: z.number().int(),
  expensesCents: z.number().int(),
  netCents: z.number().int(),
  /** The last 6 months up to the period's end, oldest first; month is 'YYYY-MM'. */
  monthly: z.array(
    z.object({ month: z.string(), incomeCents: z.number().int(), expensesCents: z.number().int() }),
  ),
  /** Expenses of the period by category, largest first; percent of the period's expenses, 1 decimal. */
  breakdown: z.array(
    z.object({ category: z.string(), label: z.string(), amountCents: z.number().int(), percent: z.number() }),
  ),
  quickStats: z.object({
    settlementsThisMonth: z.number().int(),
    pendingUploads: z.number().int(),
    milesLogged: z.number(),
    receiptsScanned: z.number().int(),
  }),
  recentActivity: z.array(
    z.object({
      id: z.string(),
      type: z.enum(ACTIVITY_TYPES),
      title: z.string(),
      amountCents: z.number().int().nullable(),
      status: z.enum(ACTIVITY_STATUSES),
      at: z.string(),
    }),
  ),
})
export type Dashboard = z.infer<typeof ZDashboard>
