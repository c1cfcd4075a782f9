import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { ColumnMapping } from '@/domain/ifta/import/import-fields.ts'
import { IMPORT_KINDS } from '@/domain/ifta/import/import-fields.ts'
import type { SheetRow } from '@/domain/ifta/import/import-rows.ts'
import { users } from './users.ts'

/**
 * A spreadsheet of IFTA records being imported: an ELD's miles by jurisdiction or a fuel card's
 * transactions, read and kept (its rows bounded) until the user confirms how its columns map.
 */
export const iftaImports = pgTable(
  'ifta_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: IMPORT_KINDS }).notNull(),
    fileName: text('file_name').notNull(),
    headers: jsonb('headers').$type<string[]>().notNull(),
    /** The data rows under the header, each with its row number in the file. */
    rows: jsonb('rows').$type<SheetRow[]>().notNull(),
    /** The mapping guessed (or saved before) when the file was read. */
    mapping: jsonb('mapping').$type<ColumnMapping>().notNull(),
    confidence: jsonb('confidence').$type<Record<string, number>>().notNull(),
    confident: boolean('confident').notNull().default(false),
    savedMappingUsed: boolean('saved_mapping_used').notNull().default(false),
    status: text('status', { enum: ['pending', 'imported'] })
      .notNull()
      .default('pending'),
    rowCount: integer('row_count').notNull(),
    createdCount: integer('created_count'),
    matchedCount: integer('matched_count'),
    skippedCount: integer('skipped_count'),
    problems: jsonb('problems').$type<string[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    importedAt: timestamp('imported_at', { withTimezone: true }),
  },
  (t) => [
    index('ifta_imports_user_idx').on(t.userId, t.createdAt),
    check('ifta_imports_row_count', sql`${t.rowCount} BETWEEN 0 AND 20000`),
  ],
)
export type IftaImportRow = typeof iftaImports.$inferSelect

/** A column mapping the user chose to remember for a layout of file (its header names). */
export const importMappings = pgTable(
  'import_mappings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: IMPORT_KINDS }).notNull(),
    /** The file's header names, normalised and joined: the same layout signs the same. */
    signature: text('signature').notNull(),
    mapping: jsonb('mapping').$type<ColumnMapping>().notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('import_mappings_user_layout_idx').on(t.userId, t.kind, t.signature)],
)
