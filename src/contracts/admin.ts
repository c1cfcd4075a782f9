import { z } from 'zod'
import { ZLine, ZPage, ZRequiredLine, ZSearch } from './common.ts'
import { ROLES, USER_STATUSES } from './roles.ts'

const ZPageQuery = z.object(ZPage)

export const ZAdminUserQuery = ZPageQuery.extend({
  search: ZSearch,
  role: z.enum(ROLES).optional(),
  status: z.enum(USER_STATUSES).optional(),
})

export const ZAdminUser = z.object({
  id: z.uuid(),
  email: z.string(),
  fullName: z.string(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
})
export type AdminUser = z.infer<typeof ZAdminUser>

export const ZAdminUserList = z.object({ items: z.array(ZAdminUser), total: z.number().int() })

export const ZOutboxMessage = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
})
export type OutboxMessage = z.infer<typeof ZOutboxMessage>

export const ZOutboxQuery = ZPageQuery.extend({ to: ZLine(254).optional() })
export const ZOutboxList = z.object({ items: z.array(ZOutboxMessage), total: z.number().int() })

/** The admin users screen's messages (spec 5 and 8). */
export const ADMIN_MESSAGES = {
  required: 'Please fill in all required fields',
  noneSelected: 'No users selected',
  created: (name: string) => `User ${name} created successfully`,
  activated: 'User activated successfully',
  suspended: 'User suspended successfully',
  deleted: 'User deleted successfully',
  bulkDeleted: (n: number) => `${n} user(s) deleted successfully`,
  bulkActivated: (n: number) => `${n} user(s) activated successfully`,
  bulkSuspended: (n: number) => `${n} user(s) suspended successfully`,
  updated: 'User updated successfully',
  resetSent: 'Password reset email sent',
  loadFailed: 'Failed to load users',
  createFailed: 'Failed to create user',
  statusFailed: 'Failed to update user status',
  deleteFailed: 'Failed to delete user',
  bulkFailed: (action: string) => `Failed to ${action} users`,
  viewing: 'Viewing user account',
  returned: 'Returned to admin account',
  notFound: 'User not found',
  lastAdmin: 'The last administrator cannot be suspended, demoted or deleted',
  notYourself: 'You cannot suspend or delete your own account here',
  cannotImpersonateAdmin: 'An administrator account cannot be viewed as a client',
  cannotImpersonateInactive: 'Only active accounts can be viewed',
  alreadyViewing: 'Return to your admin account first',
} as const

/** The plan a role is on (spec 3: Driver Plan, Owner Operator Plan, Fleet Manager Plan, Basic Plan). */
export function planNameOf(role: string): string {
  switch (role) {
    case 'company_driver':
      return 'Driver Plan'
    case 'owner_operator':
      return 'Owner Operator Plan'
    case 'fleet_manager':
      return 'Fleet Manager Plan'
    default:
      return 'Basic Plan'
  }
}

export const ZAdminStats = z.object({
  totalUsers: z.number().int(),
  activeUsers: z.number().int(),
  suspendedUsers: z.number().int(),
  newThisMonth: z.number().int(),
  newLastMonth: z.number().int(),
  documentsProcessed: z.number().int(),
})
export type AdminStats = z.infer<typeof ZAdminStats>

/** An e-mail typed by an admin, checked with the spec's messages. */
export const ZAdminEmail = z
  .string({ error: ADMIN_MESSAGES.required })
  .trim()
  .min(1, { error: ADMIN_MESSAGES.required })
  .max(254, { error: 'Please enter a valid email address' })
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: 'Please enter a valid email address' })
  .meta({ format: 'email' })

export const ZAdminCreateUser = z
  .object({
    name: ZRequiredLine(120, ADMIN_MESSAGES.required),
    email: ZAdminEmail,
    password: z
      .string({ error: ADMIN_MESSAGES.required })
      .min(1, { error: ADMIN_MESSAGES.required })
      .min(8, { error: 'Password must be at least 8 characters long' })
      .max(256, { error: 'Password must be at most 256 characters long' }),
    role: z.enum(ROLES).default('company_driver'),
    sendWelcomeEmail: z.boolean().default(true),
  })
  .meta({
    examples: [
      {
        name: 'Casey Trucker',
        email: 'casey@example.com',
        password: 'road-ready-pass-1',
        role: 'owner_operator',
        sendWelcomeEmail: true,
      },
    ],
  })

export const ZAdminUserPatch = z
  .object({
    fullName: ZRequiredLine(120, ADMIN_MESSAGES.required).optional(),
    role: z.enum(ROLES).optional(),
    status: z.enum(['active', 'suspended']).optional(),
    companyName: ZLine(120).nullable().optional(),
  })
  .meta({ examples: [{ status: 'suspended' }] })

export const ZAdminUserDetails = ZAdminUser.extend({
  companyName: z.string().nullable(),
  plan: z.string(),
  counts: z.object({
    documents: z.number().int(),
    settlements: z.number().int(),
    ledgerEntries: z.number().int(),
    mileageEntries: z.number().int(),
  }),
  recentActivity: z.array(
    z.object({
      at: z.string(),
      action: z.string(),
      actorEmail: z.string(),
      viaAdmin: z.boolean(),
    }),
  ),
})
export type AdminUserDetails = z.infer<typeof ZAdminUserDetails>

export const ADMIN_BULK_ACTIONS = ['activate', 'suspend', 'delete'] as const
export const ZAdminBulk = z
  .object({
    ids: z
      .array(z.uuid({ error: ADMIN_MESSAGES.noneSelected }), { error: ADMIN_MESSAGES.noneSelected })
      .min(1, { error: ADMIN_MESSAGES.noneSelected })
      .max(1000),
    action: z.enum(ADMIN_BULK_ACTIONS),
  })
  .meta({ examples: [{ ids: ['0f2fba88-9d59-4f09-ac1b-a784901b8b3e'], action: 'suspend' }] })
export const ZAdminBulkResult = z.object({ affected: z.number().int() })

// ---- Notifications and the dashboard ----

export const NOTIFICATION_TYPES = ['expense_alert', 'revenue_alert', 'system_alert'] as const
export const NOTIFICATION_PRIORITIES = ['urgent', 'high', 'normal'] as const
export const NOTIFICATION_STATUSES = ['unread', 'read'] as const

/** The notifications tab's messages (spec 8). */
export const NOTIFICATION_MESSAGES = {
  markedRead: 'Notification marked as read',
  deleted: 'Notification deleted',
  allRead: 'All notifications marked as read',
  readDeleted: 'All read notifications deleted',
  confirmDeleteRead: 'Are you sure you want to delete all read notifications?',
  notFound: 'Notification not found',
} as const

export const ZNotification = z.object({
  id: z.uuid(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  status: z.enum(NOTIFICATION_STATUSES),
  priority: z.enum(NOTIFICATION_PRIORITIES),
  data: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
})
export type AdminNotification = z.infer<typeof ZNotification>

export const ZNotificationQuery = ZPageQuery.extend({ status: z.enum(NOTIFICATION_STATUSES).optional() })
export const ZNotificationList = z.object({
  items: z.array(ZNotification),
  total: z.number().int(),
  unread: z.number().int(),
})
export const ZNotificationPatch = z
  .object({ status: z.enum(NOTIFICATION_STATUSES) })
  .meta({ examples: [{ status: 'read' }] })
export const ZNotificationDeleteQuery = z.object({ status: z.literal('read') })

export const ZActivity = z.object({
  items: z.array(
    z.object({
      id: z.uuid(),
      at: z.string(),
      action: z.string(),
      actorEmail: z.string(),
      viaAdmin: z.boolean(),
      targetUserId: z.string().nullable(),
    }),
  ),
})

/** A crash the web app's crash screen reports (rate limited per address). */
export const ZClientError = z
  .object({
    message: ZLine(500),
    path: ZLine(300).default(''),
    stack: z.string().max(4000).default(''),
  })
  .meta({ examples: [{ message: 'Cannot read properties of undefined', path: '/reports/tax' }] })

// ---- Settings ----

export const SETTINGS_MESSAGES = {
  saved: 'Settings saved successfully',
  testSent: (to: string) => `Test e-mail sent to ${to}`,
  testFailed: 'Failed to send the test e-mail',
} as const

/** Which notifications the server raises, and whether the admins are e-mailed the high and urgent ones. */
export const ZNotificationSettings = z
  .object({
    emailNotifications: z.boolean(),
    expenseAlerts: z.boolean(),
    /** An expense at or over this raises an expense alert. */
    largeExpenseThresholdCents: z.number().int().min(100).max(1_000_000_000),
    revenueAlerts: z.boolean(),
    systemAlerts: z.boolean(),
  })
  .meta({
    examples: [
      {
        emailNotifications: true,
        expenseAlerts: true,
        largeExpenseThresholdCents: 500_000,
        revenueAlerts: true,
        systemAlerts: true,
      },
    ],
  })
export type NotificationSettings = z.infer<typeof ZNotificationSettings>

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  emailNotifications: false,
  expenseAlerts: true,
  largeExpenseThresholdCents: 500_000,
  revenueAlerts: true,
  systemAlerts: true,
}

/** SMTP for outgoing mail (spec 2.5: port 587 and the product's name by default). */
export const ZEmailSettingsInput = z
  .object({
    host: ZLine(253),
    port: z.number().int().min(1).max(65_535).default(587),
    user: ZLine(254).default(''),
    /** Left out (or null) keeps the stored password; '' removes it. */
    password: z.string().max(500).nullable().optional(),
    fromEmail: z
      .string()
      .trim()
      .max(254)
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: 'Please enter a valid email address' })
      .meta({ format: 'email' }),
    fromName: ZLine(120).default('RigLedger'),
  })
  .meta({
    examples: [
      {
        host: 'smtp.example.com',
        port: 587,
        user: 'mailer',
        password: 'app-password',
        fromEmail: 'no-reply@example.com',
        fromName: 'RigLedger',
      },
    ],
  })

/** Stored SMTP settings as admins see them: the password only masked. */
export const ZEmailSettings = z.object({
  configured: z.boolean(),
  host: z.string(),
  port: z.number().int(),
  user: z.string(),
  passwordMasked: z.string().nullable(),
  fromEmail: z.string(),
  fromName: z.string(),
})
export type EmailSettings = z.infer<typeof ZEmailSettings>

export const ZTestEmail = z
  .object({
    to: z
      .string()
      .trim()
      .max(254)
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: 'Please enter a valid email address' }),
  })
  .meta({ examples: [{ to: 'you@example.com' }] })

// ---- Security and system ----

/** How long a "Remember me" sign-in lasts without use, in days, and the sign-in throttle's limits. */
export const SECURITY_BOUNDS = {
  sessionLifetimeDays: { min: 1, max: 90 },
  /** As high as the browser tests set the per-address limits, which effectively switches them off. */
  limit: { min: 1, max: 1_000_000 },
} as const

export const SECURITY_LABELS = {
  sessionLifetimeDays: 'Session lifetime (days)',
  loginCaptchaAfter: 'Failed sign-ins on one account before a captcha',
  loginAddressCaptchaAfter: 'Failed sign-ins from one address before a captcha',
  loginDelayAfter: 'Failed sign-ins on one account from one address before waits',
} as const

function boundedCount(label: string, bounds: { min: number; max: number }) {
  const error = `${label} must be a whole number from ${bounds.min} to ${bounds.max.toLocaleString('en-US')}`
  return z.number({ error }).int({ error }).min(bounds.min, { error }).max(bounds.max, { error })
}

export const ZSecuritySettings = z
  .object({
    sessionLifetimeDays: boundedCount(
      SECURITY_LABELS.sessionLifetimeDays,
      SECURITY_BOUNDS.sessionLifetimeDays,
    ),
    loginCaptchaAfter: boundedCount(SECURITY_LABELS.loginCaptchaAfter, SECURITY_BOUNDS.limit),
    loginAddressCaptchaAfter: boundedCount(SECURITY_LABELS.loginAddressCaptchaAfter, SECURITY_BOUNDS.limit),
    loginDelayAfter: boundedCount(SECURITY_LABELS.loginDelayAfter, SECURITY_BOUNDS.limit),
  })
  .meta({
    examples: [
      { sessionLifetimeDays: 30, loginCaptchaAfter: 5, loginAddressCaptchaAfter: 20, loginDelayAfter: 5 },
    ],
  })
export type SecuritySettings = z.infer<typeof ZSecuritySettings>

/** The settings in force and the server configuration's values (what a value not saved follows). */
export const ZSecuritySettingsView = ZSecuritySettings.extend({ defaults: ZSecuritySettings })
export type SecuritySettingsView = z.infer<typeof ZSecuritySettingsView>

export const SYSTEM_MESSAGES = {
  loadFailed: 'Failed to load system status',
  retried: (n: number) => (n === 0 ? 'No failed jobs to retry' : `${n} failed job(s) queued again`),
  retryFailed: 'Failed to retry the failed jobs',
} as const

const ZStored = z.object({ count: z.number().int(), bytes: z.number().int() })

/** What an admin sees of the running server: version, database, job queues, stored files, rows. */
export const ZSystemStatus = z.object({
  version: z.string(),
  uptimeSeconds: z.number().int(),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), sizeBytes: z.number().int() }),
  queues: z.array(
    z.object({
      name: z.string(),
      /** Queued and not yet started. */
      waiting: z.number().int(),
      /** Failed a try and waiting for the next. */
      retrying: z.number().int(),
      active: z.number().int(),
      /** No try left: only Retry failed jobs runs them again. */
      failed: z.number().int(),
    }),
  ),
  documents: ZStored,
  reportFiles: ZStored,
  users: z.number().int(),
  ledgerEntries: z.number().int(),
})
export type SystemStatus = z.infer<typeof ZSystemStatus>

export const ZRetryFailedJobsResult = z.object({ retried: z.number().int() })

/** Spec 5: keys are shown as their first 8 characters, bullets, their last 4; 8 characters or fewer as they are. */
export function maskKey(value: string): string {
  if (value.length <= 8) return value
  return `${value.slice(0, 8)}••••${value.slice(-4)}`
}

// ---- Profit and loss by entity (spec 2.5, 3) ----

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
  /** Null until billing is set up: the card says so instead of a made-up figure. */
  revenueCents: z.number().int().nullable(),
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

export const ZRevenueReport = z.object({
  ...ZRange,
  /** False until billing (the payment provider) is set up; then payments by plan and month. */
  billingConfigured: z.boolean(),
  totalCents: z.number().int(),
  rows: z.array(
    z.object({
      month: z.string(),
      plan: z.string(),
      payments: z.number().int(),
      amountCents: z.number().int(),
    }),
  ),
})
export type RevenueReport = z.infer<typeof ZRevenueReport>

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
