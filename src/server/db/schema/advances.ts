import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { ADVANCE_METHODS } from '@/domain/advances/advance-matching.ts'
import { LEDGER_DATE_RANGE } from '@/domain/period.ts'
import { ledgerEntries, money, settlements } from './ledger.ts'
import { users } from './users.ts'

/**
 * A fuel or cash advance a carrier lent the user (a Comchek, an EFS or T-Chek check, cash), owed
 * until a settlement deducts it. The settlement line that repays it is found by matching (or
 * pinned by the user: `settlementId` and the line's position); what it paid for, when given, is
 * the expense it posted on its date (`ledgerEntryId`).
 */
export const advances = pgTable(
  'advances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    payerName: text('payer_name').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    amountCents: money('amount_cents').notNull(),
    method: text('method', { enum: ADVANCE_METHODS }).notNull(),
    /** The check or express code number. */
    reference: text('reference'),
    /** What it paid for: the expense category it posted, and its description. */
    expenseCategory: text('expense_category'),
    description: text('description').notNull().default(''),
    ledgerEntryId: uuid('ledger_entry_id').references(() => ledgerEntries.id, { onDelete: 'set null' }),
    /** The settlement (and its line's position) the user said repaid it. */
    settlementId: uuid('settlement_id').references(() => settlements.id, { onDelete: 'set null' }),
    settlementLinePosition: integer('settlement_line_position'),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('advances_user_idx').on(t.userId, t.date),
    check('advances_amount_positive', sql`${t.amountCents} > 0`),
    check(
      'advances_date_range',
      sql`${t.date} BETWEEN ${sql.raw(`'${LEDGER_DATE_RANGE.from}'`)} AND ${sql.raw(`'${LEDGER_DATE_RANGE.to}'`)}`,
    ),
  ],
)

export type AdvanceRow = typeof advances.$inferSelect
