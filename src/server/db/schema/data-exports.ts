import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './users.ts'

export const DATA_EXPORT_STATUSES = ['queued', 'running', 'ready', 'failed'] as const

/**
 * One "export all my data" run: a zip of every record the user owns, made by a job and kept for
 * 7 days (`expiresAt`), then its file is deleted.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: DATA_EXPORT_STATUSES }).notNull().default('queued'),
    /** 0–100 while the job runs. */
    progress: integer('progress').notNull().default(0),
    /** What the job is doing now, in words ("Records", "Documents"…). */
    step: text('step'),
    storageKey: text('storage_key'),
    sizeBytes: integer('size_bytes'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('data_exports_user_created_idx').on(t.userId, t.createdAt),
    check('data_exports_progress_range', sql`${t.progress} BETWEEN 0 AND 100`),
    check('data_exports_status', sql`${t.status} IN ('queued', 'running', 'ready', 'failed')`),
  ],
)
