import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { NotificationKind } from '@/contracts/account.ts'
import { ROLES, USER_STATUSES } from '@/contracts/roles.ts'
import { MILEAGE_VEHICLES } from '@/domain/mileage/eligibility.ts'

export const userRole = pgEnum('user_role', ROLES)
export const userStatus = pgEnum('user_status', USER_STATUSES)
export const mileageVehicle = pgEnum('mileage_vehicle', MILEAGE_VEHICLES)

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull(),
    username: text('username').notNull(),
    companyName: text('company_name'),
    /** IANA zone; decides what "today" and "this month" mean for this user. */
    timeZone: text('time_zone').notNull().default('America/Chicago'),
    role: userRole('role').notNull().default('company_driver'),
    status: userStatus('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** What the user's logged miles are driven in; decides the standard-rate deduction. */
    mileageVehicle: mileageVehicle('mileage_vehicle'),
    /** E-mails the user turned off, by kind (`{ weekly_summary: false }`); missing kinds are on. */
    notificationPrefs: jsonb('notification_prefs')
      .$type<Partial<Record<NotificationKind, boolean>>>()
      .notNull()
      .default({}),
    /**
     * Moves with every change to what the user's dashboard and reports show, in the transaction of
     * the change: triggers on the books' tables and on the settings they depend on (migration 0035,
     * docs/decisions/024-answers-from-the-books-version.md). Answers are cached under it.
     */
    booksVersion: bigint('books_version', { mode: 'number' }).notNull().default(0),
    /** A delivered load on no settlement after this many days is flagged (DEFAULT_UNPAID_AFTER_DAYS). */
    unpaidLoadDays: integer('unpaid_load_days').notNull().default(21),
    /**
     * When the user closed their account (Settings › Account): signing in within 30 days restores
     * it; after them a daily job deletes the account with its rows and files. Null while open.
     */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    // E-mail addresses are unique whatever their case.
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_created_at_idx').on(t.createdAt),
  ],
)

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    impersonatorUserId: uuid('impersonator_user_id').references(() => users.id, { onDelete: 'cascade' }),
    persistent: boolean('persistent').notNull().default(false),
    /** The browser it signed in with and from where, for the user's list of sessions. */
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
)

/** Single-use tokens: password reset links, e-mail change links (`email` the new address), first-admin setup. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose')
      .$type<'password_reset' | 'admin_setup' | 'email_change' | 'two_factor'>()
      .notNull(),
    email: text('email'),
    /** A two-factor sign-in: whether the session it starts is remembered, and the wrong codes so far. */
    remember: boolean('remember').notNull().default(false),
    attempts: integer('attempts').notNull().default(0),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('one_time_tokens_user_idx').on(t.userId)],
)

/**
 * Who did what, when and from where: every admin write, and every write made while an admin views a
 * client's account (`impersonator_user_id` is then the admin, `actor_user_id` the client).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Null once the account is deleted; `actor_email` keeps who it was. */
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    impersonatorUserId: uuid('impersonator_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    /** The account the action was about, when there is one. */
    targetUserId: uuid('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** What was changed (never a password or a secret). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_target_idx').on(t.targetUserId, t.at),
    index('audit_log_actor_idx').on(t.actorUserId, t.at),
  ],
)

/**
 * The scheduled e-mails sent to a user (weekly summary, tax deadline reminders), one row per kind and
 * period: inserting it claims the mail, so it goes once even with several servers.
 */
export const userMailLog = pgTable(
  'user_mail_log',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    periodKey: text('period_key').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.periodKey] }),
    index('user_mail_log_period_idx').on(t.periodKey),
  ],
)

/**
 * A user's API keys: `Authorization: Bearer <key>` on their own API routes. Only the key's hash is
 * kept (and its first characters, to tell keys apart); a revoked key stays listed for the audit.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scope: text('scope').$type<'read' | 'write'>().notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_keys_user_idx').on(t.userId, t.createdAt)],
)

/**
 * Two-factor sign-in with an authenticator app (TOTP): the secret encrypted at rest, the one being
 * set up until a code confirms it, the last time step used (a code works once), and the hashes of
 * the unused recovery codes.
 */
export const userTwoFactor = pgTable('user_two_factor', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretEnc: text('secret_enc'),
  pendingSecretEnc: text('pending_secret_enc'),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastStep: integer('last_step'),
  recoveryHashes: jsonb('recovery_hashes').$type<string[]>().notNull().default([]),
})

/** What the app tells a user in its bell (settlement read, report ready, comments, fleet and access events). */
export const userNotifications = pgTable(
  'user_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** Where in the app it leads, e.g. /settlements/…; null when nowhere. */
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('user_notifications_user_idx').on(t.userId, t.createdAt)],
)
