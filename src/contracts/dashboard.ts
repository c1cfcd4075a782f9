import { z } from 'zod'
import { ZDateFilter } from './common.ts'
import { ZTaxEstimateFields } from './reports.ts'

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

export const CHART_UNITS = ['day', 'month', 'year'] as const

export const ACTIVITY_TYPES = ['settlement', 'expense', 'load', 'report', 'alert'] as const
export const ACTIVITY_STATUSES = ['success', 'pending', 'error'] as const

/** The Platform Users card shows to admins, and to everyone once the platform has this many users. */
export const PLATFORM_USERS_CARD_FROM = 100

export const ZDashboard = z.object({
  /** The user's today (in their time zone), from which the period and "this month" were taken. */
  today: z.string(),
  range: z.object({ from: z.string(), to: z.string() }),
  /** How many accounts the platform has; null when the card is not shown to this user. */
  platformUsers: z.number().int().nullable(),
  incomeCents: z.number().int(),
  expensesCents: z.number().int(),
  netCents: z.number().int(),
  ...ZTaxEstimateFields.shape,
  /**
   * Income and expenses of the period over time: by day for a period of up to 31 days, by month up
   * to 36 months, else by year. `start` is the first day of the bucket (the first bucket may start
   * before the period; only the period's entries count). Oldest first, zeros where empty.
   */
  chart: z.object({
    unit: z.enum(CHART_UNITS),
    points: z.array(
      z.object({ start: z.string(), incomeCents: z.number().int(), expensesCents: z.number().int() }),
    ),
  }),
  /**
   * When the period has no entries: the date of the latest entry of the books (null when there are
   * none at all). Null when the period has entries.
   */
  latestEntryDate: z.string().nullable(),
  /** Expenses of the period by category, largest first; percent of the period's expenses, 1 decimal. */
  breakdown: z.array(
    z.object({ category: z.string(), label: z.string(), amountCents: z.number().int(), percent: z.number() }),
  ),
  /**
   * A fleet manager's fleet for the period (null for everyone else): the drivers' pay (their revenue
   * entries, which the fleet pays), the fleet's costs (the manager's own expenses and driver pay) and
   * its net (the manager's revenue less those costs).
   */
  fleet: z
    .object({ driverPayCents: z.number().int(), costsCents: z.number().int(), netCents: z.number().int() })
    .nullable(),
  quickStats: z.object({
    settlementsThisMonth: z.number().int(),
    pendingUploads: z.number().int(),
    milesLogged: z.number(),
    receiptsScanned: z.number().int(),
    /** Loads picked up in the calendar month of the user's today. */
    loadsThisMonth: z.number().int(),
  }),
  /**
   * What the user's loads say to ask payers about: paid short of their rate confirmation (or lease),
   * or delivered and on no settlement after the user's number of days; and how many loads.
   */
  moneyToAskAbout: z.object({ amountCents: z.number().int(), loads: z.number().int() }),
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
