import { z } from 'zod'
import { ZDateFilter, ZLine, ZPageQuery, ZSearch } from './common.ts'

/** The back office's own screens: its dashboard, the activity, the mail settings and the dev outbox. */

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

/** How a mail attempt ended: handed to the SMTP server (or kept in the dev outbox), or refused. */
export const MAIL_LOG_STATUSES = ['sent', 'failed'] as const
export type MailLogStatus = (typeof MAIL_LOG_STATUSES)[number]
/** Where a message went: an SMTP server, or the dev outbox when none is configured. */
export const MAIL_ROUTES = ['smtp', 'outbox'] as const
export type MailRoute = (typeof MAIL_ROUTES)[number]

export const ZMailLogEntry = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_LOG_STATUSES),
  via: z.enum(MAIL_ROUTES),
  /** Why it failed: the mail server's answer (never the message's text). */
  error: z.string().nullable(),
  createdAt: z.string(),
})
export type MailLogEntry = z.infer<typeof ZMailLogEntry>

export const ZMailLogQuery = ZPageQuery.extend({
  status: z.enum(MAIL_LOG_STATUSES).optional(),
  /** Part of the recipient's address, any case. */
  to: ZLine(254).optional(),
})
export const ZMailLogList = z.object({ items: z.array(ZMailLogEntry), total: z.number().int() })

export const ZAdminStats = z.object({
  totalUsers: z.number().int(),
  activeUsers: z.number().int(),
  suspendedUsers: z.number().int(),
  newThisMonth: z.number().int(),
  newLastMonth: z.number().int(),
  documentsProcessed: z.number().int(),
  revenueThisMonthCents: z.number().int().meta({
    description:
      'Payments completed or succeeded this calendar month (UTC), less the refunds made this month, in cents; test clients not counted',
  }),
  mrrCents: z.number().int().meta({
    description:
      'Monthly recurring revenue of the active subscriptions, in cents: monthly ones at their monthly price, yearly ones at their yearly price / 12 (per plan summed, divided once, rounded half up)',
  }),
  activeSubscriptions: z.number().int().meta({ description: 'Subscriptions (plans and add-ons) now active' }),
  openTickets: z.number().int().meta({ description: 'Support tickets open or in progress' }),
})
export type AdminStats = z.infer<typeof ZAdminStats>

export const ZActivity = z.object({
  items: z.array(
    z.object({
      id: z.uuid(),
      at: z.string(),
      action: z.string(),
      /** The action in words. */
      actionLabel: z.string(),
      actorEmail: z.string(),
      viaAdmin: z.boolean(),
      targetUserId: z.string().nullable(),
    }),
  ),
})

// ---- Settings ----

export const SETTINGS_MESSAGES = {
  saved: 'Settings saved successfully',
  testSent: (to: string) => `Test e-mail sent to ${to}`,
  testFailed: 'Failed to send the test e-mail',
} as const

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

/** Spec 5: keys are shown as their first 8 characters, bullets, their last 4; 8 characters or fewer as they are. */
export function maskKey(value: string): string {
  if (value.length <= 8) return value
  return `${value.slice(0, 8)}••••${value.slice(-4)}`
}

// ---- Audit log ----

export const AUDIT_MESSAGES = {
  loadFailed: 'Failed to load the audit log',
  datesOrder: 'The start date must be on or before the end date',
} as const

const auditFilters = {
  /** Words in who did it or whom it was about (e-mails and names), what was done, the address or the details. */
  q: ZSearch,
  /** Who did it: part of their e-mail or name. */
  actor: ZSearch,
  /** One action code. */
  action: ZLine(120).optional(),
  /** Calendar days in UTC, both included. */
  from: ZDateFilter,
  to: ZDateFilter,
}
const datesInOrder = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to

export const ZAuditQuery = ZPageQuery.extend(auditFilters).refine(datesInOrder, {
  error: AUDIT_MESSAGES.datesOrder,
  path: ['to'],
})
export const ZAuditExportQuery = z.object(auditFilters).refine(datesInOrder, {
  error: AUDIT_MESSAGES.datesOrder,
  path: ['to'],
})
export type AuditFilters = z.infer<typeof ZAuditExportQuery>

const ZAuditPerson = z.object({
  /** Null once the account is deleted. */
  id: z.uuid().nullable(),
  email: z.string(),
  name: z.string().nullable(),
})

export const ZAuditEntry = z.object({
  id: z.uuid(),
  at: z.string(),
  /** Who did it, the account it was about and where from, flat (the API's names). */
  actorEmail: z.string(),
  targetEmail: z.string().nullable(),
  address: z.string().nullable(),
  action: z.string(),
  /** The action in words. */
  actionLabel: z.string(),
  actor: ZAuditPerson,
  /** The admin who did it from inside the client's account, when one did. */
  viaAdmin: ZAuditPerson.nullable(),
  /** The account it was about. */
  target: ZAuditPerson.nullable(),
  ip: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
})
export type AuditEntry = z.infer<typeof ZAuditEntry>
export const ZAuditPage = z.object({
  items: z.array(ZAuditEntry),
  total: z.number().int(),
  /** Every action code in the log, with its words, for the filter. */
  actions: z.array(z.object({ value: z.string(), label: z.string() })),
})
export type AuditPage = z.infer<typeof ZAuditPage>

export const BACKUP_STATUSES = ['running', 'ready', 'failed'] as const

/** One backup run: where it went (the folder, or the S3 key prefix too), how big, how it ended. */
export const ZBackup = z.object({
  id: z.uuid(),
  status: z.enum(BACKUP_STATUSES),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  location: z.string().nullable(),
  error: z.string().nullable(),
})
export type Backup = z.infer<typeof ZBackup>

export const ZBackupList = z.object({
  items: z.array(ZBackup),
  /** Free bytes on the disk that holds the backup folder (null when it cannot be read). */
  freeDiskBytes: z.number().int().nullable(),
  backupDir: z.string(),
})
export type BackupList = z.infer<typeof ZBackupList>

export const ZBackupStarted = z.object({ id: z.uuid() })
