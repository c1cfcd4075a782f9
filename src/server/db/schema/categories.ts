import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { entryType } from './ledger.ts'

/**
 * The revenue and expense categories as the admins keep them: the name and description people
 * see when they pick one, the order, and whether it is still offered. `value` is the key ledger
 * rows store and src/domain/categories.ts knows; migration 0020 seeds one row for each of those.
 */
export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: entryType('type').notNull(),
    value: text('value').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Offered for new rows picked by hand; rows already in it keep it either way. */
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('categories_type_value_idx').on(t.type, t.value),
    index('categories_type_position_idx').on(t.type, t.position),
    check('categories_value_slug', sql`${t.value} ~ '^[a-z][a-z0-9_]{0,62}$'`),
  ],
)
