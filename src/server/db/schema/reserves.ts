import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { LEDGER_DATE_RANGE } from '@/domain/period.ts'
import { ENTRY_KINDS, RESERVE_KINDS } from '@/domain/reserves/reserve-ledger.ts'
import { ledgerEntries, money, settlements } from './ledger.ts'
import { users } from './users.ts'

const inLedgerRange = (column: unknown) =>
  sql`${column} BETWEEN ${sql.raw(`'${LEDGER_DATE_RANGE.from}'`)} AND ${sql.raw(`'${LEDGER_DATE_RANGE.to}'`)}`

/**
 * Money a carrier holds for a leased owner-operator (escrow, a maintenance reserve, a tire fund),
 * with the lease's terms. Its balance is its entries plus the escrow lines of its payer's
 * settlements (when `fromSettlements`): those are read, never copied.
 */
export const reserveAccounts = pgTable(
  'reserve_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    payerName: text('payer_name').notNull(),
    kind: text('kind', { enum: RESERVE_KINDS }).notNull(),
    requiredBalanceCents: money('required_balance_cents'),
    weeklyDepositCents: money('weekly_deposit_cents'),
    /** Annual percentage the lease pays on the balance ("4.25"). */
    interestRate: numeric('interest_rate', { precision: 7, scale: 4 }),
    leaseEndDate: date('lease_end_date', { mode: 'string' }),
    /** The escrow lines of this payer's settlements are its deposits (and credits its refunds). */
    fromSettlements: boolean('from_settlements').notNull().default(true),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reserve_accounts_user_idx').on(t.userId, t.createdAt),
    check('reserve_accounts_lease_end_range', inLedgerRange(t.leaseEndDate)),
  ],
)

/** A movement typed into a reserve account (settlement lines are read from the settlements). */
export const reserveEntries = pgTable(
  'reserve_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => reserveAccounts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ENTRY_KINDS }).notNull(),
    /** An adjustment's direction; null for the other kinds. */
    direction: text('direction', { enum: ['increase', 'decrease'] }),
    amountCents: money('amount_cents').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    description: text('description').notNull().default(''),
    settlementId: uuid('settlement_id').references(() => settlements.id, { onDelete: 'set null' }),
    /** The expense a draw posted (what it paid for) or the income interest posted. */
    ledgerEntryId: uuid('ledger_entry_id').references(() => ledgerEntries.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reserve_entries_account_idx').on(t.accountId, t.date),
    check('reserve_entries_amount_positive', sql`${t.amountCents} > 0`),
    check('reserve_entries_date_range', inLedgerRange(t.date)),
  ],
)

export type ReserveAccountRow = typeof reserveAccounts.$inferSelect
export type ReserveEntryRow = typeof reserveEntries.$inferSelect

/**
 * The yield of each weekly auction of 13-week (91-day) Treasury bills: the investment rate
 * (coupon-equivalent yield) in percent, typed or imported by administrators from TreasuryDirect's
 * auction results. The escrow interest check holds each credit to the higher of the lease's rate
 * and the yield of the latest auction on or before the day its period began (49 CFR 376.12(k)(5)).
 */
export const tbillYields = pgTable(
  'tbill_yields',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    auctionDate: date('auction_date', { mode: 'string' }).notNull(),
    rate: numeric('rate', { precision: 7, scale: 4 }).notNull(),
    /** Where the figure comes from: typed by an admin, or the file it was imported from. */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tbill_yields_auction_date_idx').on(t.auctionDate),
    check('tbill_yields_auction_date_range', inLedgerRange(t.auctionDate)),
    check('tbill_yields_rate_range', sql`${t.rate} >= 0 AND ${t.rate} < 100`),
  ],
)
export type TbillYieldRow = typeof tbillYields.$inferSelect
