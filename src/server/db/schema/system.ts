import { bigint, index, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { BACKUP_STATUSES, MAIL_LOG_STATUSES, MAIL_ROUTES } from '@/contracts/admin.ts'
import {
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_STATUSES,
  NOTIFICATION_TYPES,
} from '@/contracts/notifications.ts'

/** Mail that had no SMTP server to go to: kept for admins and tests (the dev outbox). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_created_at_idx').on(t.createdAt)],
)

export const mailLogStatus = pgEnum('mail_log_status', MAIL_LOG_STATUSES)
export const mailRoute = pgEnum('mail_route', MAIL_ROUTES)

/**
 * Every attempt to send a mail, for the admins' mail log: to whom, the subject, how it ended and
 * why it failed. Never the message's text (it may hold a sign-in or reset link).
 */
export const mailLog = pgTable(
  'mail_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    status: mailLogStatus('status').notNull(),
    via: mailRoute('via').notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_log_created_at_idx').on(t.createdAt),
    index('mail_log_status_created_at_idx').on(t.status, t.createdAt),
  ],
)

/** One row per counted event (a failed sign-in, a reset request) for throttling across instances. */
export const throttleEvents = pgTable(
  'throttle_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('throttle_events_key_at_idx').on(t.key, t.at)],
)

/** Captcha solutions already accepted, so each is accepted once. */
export const usedCaptchas = pgTable('used_captchas', {
  id: text('id').primaryKey(),
  usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
})

export const notificationType = pgEnum('admin_notification_type', NOTIFICATION_TYPES)
export const notificationPriority = pgEnum('admin_notification_priority', NOTIFICATION_PRIORITIES)
export const notificationStatus = pgEnum('admin_notification_status', NOTIFICATION_STATUSES)

/**
 * The back office's notifications, raised by the server (a large expense, a revenue anomaly, a failed
 * job or mail, a crash the web app reported). `dedup_key`, when set, lets one event raise one.
 */
export const adminNotifications = pgTable(
  'admin_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: notificationType('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    status: notificationStatus('status').notNull().default('unread'),
    priority: notificationPriority('priority').notNull().default('normal'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    dedupKey: text('dedup_key').unique(),
    /** When the admins were e-mailed about it (high and urgent ones, when e-mail notifications are on). */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_notifications_created_idx').on(t.createdAt),
    index('admin_notifications_status_idx').on(t.status),
  ],
)

/** Settings the admins change at run time (e-mail, notifications), one JSON value per key. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export const backupStatus = pgEnum('backup_status', BACKUP_STATUSES)

/** Each backup run (docs/decisions/043-backups.md): the admin action, the schedule or `npm run backup`. */
export const backups = pgTable(
  'backups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    status: backupStatus('status').notNull().default('running'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    /** The backup folder, and the S3 key prefix when it was uploaded too. */
    location: text('location'),
    error: text('error'),
  },
  (t) => [index('backups_started_at_idx').on(t.startedAt)],
)
