import { sql } from 'drizzle-orm'
import { check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { BALANCE_ITEM_KINDS } from '@/contracts/balance-sheet.ts'
import { LEDGER_DATE_RANGE } from '@/domain/period.ts'
import { money } from './ledger.ts'
import { users } from './users.ts'

/**
 * What the user types onto the balance sheet: cash on hand or in the bank, another thing owned,
 * another debt, each an amount true on a day. The latest entry per label on or before a sheet's
 * date counts (a new entry is a new balance, the old ones stay for earlier dates).
 */
export const balanceItems = pgTable(
  'balance_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: BALANCE_ITEM_KINDS }).notNull(),
    label: text('label').notNull(),
    amountCents: money('amount_cents').notNull(),
    asOfDate: date('as_of_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('balance_items_user_date_idx').on(t.userId, t.asOfDate),
    check('balance_items_amount_range', sql`${t.amountCents} >= 0`),
    check(
      'balance_items_as_of_range',
      sql`${t.asOfDate} BETWEEN ${sql.raw(`'${LEDGER_DATE_RANGE.from}'`)} AND ${sql.raw(`'${LEDGER_DATE_RANGE.to}'`)}`,
    ),
  ],
)
export type BalanceItemRow = typeof balanceItems.$inferSelect
