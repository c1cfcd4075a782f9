import { sql } from 'drizzle-orm'
import {
  bigint,
  index,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { DOCUMENT_KINDS, DOCUMENT_STATUSES, type DocumentResult } from '@/contracts/documents.ts'
import { users } from './users.ts'

export const documentStatus = pgEnum('document_status', DOCUMENT_STATUSES)
export const documentKind = pgEnum('document_kind', DOCUMENT_KINDS)

/** An uploaded file: its bytes live in the storage under `storage_key`, its reading here. */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: documentKind('kind').notNull(),
    fileName: text('file_name').notNull(),
    /** Sniffed from the bytes, never the browser's claim. */
    mediaType: text('media_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    status: documentStatus('status').notNull().default('uploaded'),
    /** Why it failed, in words for the user. */
    error: text('error'),
    /** What the reader found that the user should look at (issues, confidence, column mapping). */
    result: jsonb('result').$type<DocumentResult>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    // The same bytes uploaded twice by one user for one purpose are one document.
    uniqueIndex('documents_user_kind_sha256_idx').on(t.userId, t.kind, t.sha256),
    index('documents_user_created_idx').on(t.userId, t.createdAt.desc(), t.id),
    // The dashboard's counts of pending uploads and scanned receipts.
    index('documents_user_kind_status_idx').on(t.userId, t.kind, t.status),
    index('documents_unfinished_idx').on(t.status).where(sql`${t.status} in ('uploaded', 'processing')`),
  ],
)
