import { index, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './users.ts'

/** The rows of one table as `to_jsonb` gave them (column names as keys). */
export interface DeletedTableRows {
  table: string
  rows: Record<string, unknown>[]
}

/**
 * What a delete removed, kept for a short while so Undo can put it back exactly (same ids, statuses,
 * links and ledger postings). Read and written only by src/server/lib/undo.ts.
 */
export const deletions = pgTable(
  'deletions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Parents before children, the order they are inserted again. */
    tables: jsonb('tables').$type<DeletedTableRows[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('deletions_expires_at_idx').on(t.expiresAt)],
)
