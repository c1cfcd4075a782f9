import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  type PgColumn,
  type PgColumnBuilderBase,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { MILEAGE_PURPOSES } from '@/contracts/mileage.ts'
import { SETTLEMENT_STATUSES, type SettlementReview } from '@/contracts/settlements.ts'
import { PAYMENT_METHODS } from '@/domain/categories.ts'
import { LEDGER_DATE_RANGE } from '@/domain/period.ts'
import { LINE_KINDS, PAID_AS } from '@/domain/settlements/settlement-math.ts'
import { documents } from './documents.ts'
import { trucks } from './trucks.ts'
import { users } from './users.ts'

export const entryType = pgEnum('entry_type', ['revenue', 'expense'])
export const paymentMethod = pgEnum('payment_method', PAYMENT_METHODS)
export const settlementStatus = pgEnum('settlement_status', SETTLEMENT_STATUSES)
export const settlementLineKind = pgEnum('settlement_line_kind', LINE_KINDS)
export const mileagePurpose = pgEnum('mileage_purpose', MILEAGE_PURPOSES)

export const money = (name: string) => bigint(name, { mode: 'number' })

/** A date column holds only dates a ledger can (LEDGER_DATE_RANGE): the API refuses others too. */
const ledgerDate = (name: string, column: PgColumn) =>
  check(
    name,
    sql`${column} BETWEEN ${sql.raw(`'${LEDGER_DATE_RANGE.from}'`)} AND ${sql.raw(`'${LEDGER_DATE_RANGE.to}'`)}`,
  )
const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}

/** A broker or carrier pay sheet; its totals always equal the sums of its lines. */
export const settlements = pgTable(
  'settlements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null only while a settlement read from a document waits for the user to enter it. */
    broker: text('broker'),
    settlementNumber: text('settlement_number'),
    tripNumber: text('trip_number'),
    /** Null only while a settlement read from a document waits for the user to enter it. */
    settlementDate: date('settlement_date', { mode: 'string' }),
    periodStart: date('period_start', { mode: 'string' }),
    periodEnd: date('period_end', { mode: 'string' }),
    grossCents: money('gross_cents').notNull(),
    deductionsCents: money('deductions_cents').notNull(),
    reimbursementsCents: money('reimbursements_cents').notNull().default(0),
    netCents: money('net_cents').notNull(),
    status: settlementStatus('status').notNull().default('pending'),
    /** When the user confirmed it and its ledger entries were posted. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    /** What the reader of its document was unsure of (issues, per-field confidence); null if typed in. */
    review: jsonb('review').$type<SettlementReview>(),
    notes: text('notes').notNull().default(''),
    truckId: uuid('truck_id').references(() => trucks.id, { onDelete: 'set null' }),
    /** Paid as a contractor (Schedule C) or an employee (W-2 wages): decides how its lines post. */
    paidAs: text('paid_as', { enum: PAID_AS }).notNull().default('contractor'),
    ...timestamps,
  },
  (t) => [
    index('settlements_user_date_idx').on(t.userId, t.settlementDate, t.id),
    index('settlements_truck_idx').on(t.truckId).where(sql`${t.truckId} is not null`),
    index('settlements_user_status_idx').on(t.userId, t.status),
    // The dashboard's recent activity: a user's latest settlements, newest first.
    index('settlements_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('settlements_document_idx').on(t.documentId),
    ledgerDate('settlements_date_range', t.settlementDate),
    ledgerDate('settlements_period_start_range', t.periodStart),
    ledgerDate('settlements_period_end_range', t.periodEnd),
    check(
      'settlements_net_check',
      sql`${t.netCents} = ${t.grossCents} - ${t.deductionsCents} + ${t.reimbursementsCents}`,
    ),
    check('settlements_paid_as_check', sql`${t.paidAs} IN ('contractor', 'employee')`),
    // What is posted to the ledger has a payer and a date; only a pending reading may lack them.
    check(
      'settlements_confirmed_fields_check',
      sql`${t.confirmedAt} IS NULL OR (${t.broker} IS NOT NULL AND ${t.settlementDate} IS NOT NULL)`,
    ),
  ],
)
/** A stored settlement, as read from the table. */
export type SettlementRow = typeof settlements.$inferSelect

export const settlementLines = pgTable(
  'settlement_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    settlementId: uuid('settlement_id')
      .notNull()
      .references(() => settlements.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: settlementLineKind('kind').notNull(),
    description: text('description').notNull().default(''),
    category: text('category'),
    amountCents: money('amount_cents').notNull(),
    loadNumber: text('load_number'),
    loadDate: date('load_date', { mode: 'string' }),
    origin: text('origin'),
    destination: text('destination'),
    miles: numeric('miles', { precision: 10, scale: 1, mode: 'number' }),
    /** A fuel line's gallons as the pay sheet prints them: its expense is a fuel purchase without retyping. */
    gallons: numeric('gallons', { precision: 12, scale: 3 }),
  },
  (t) => [
    index('settlement_lines_settlement_idx').on(t.settlementId, t.position),
    ledgerDate('settlement_lines_load_date_range', t.loadDate),
  ],
)
/** A stored line of a settlement, as read from the table. */
export type SettlementLineRow = typeof settlementLines.$inferSelect

/** Every revenue and expense of a user (the sketch's profit_loss_entries). */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: entryType('type').notNull(),
    category: text('category').notNull(),
    amountCents: money('amount_cents').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    paymentMethod: paymentMethod('payment_method'),
    notes: text('notes').notNull().default(''),
    taxDeductible: boolean('tax_deductible').notNull().default(true),
    recurring: boolean('recurring').notNull().default(false),
    settlementId: uuid('settlement_id').references(() => settlements.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    /** The truck it was for, when the user said (a settlement's postings take the settlement's). */
    truckId: uuid('truck_id').references(() => trucks.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    // Per-truck P&L: a truck's entries by date.
    index('ledger_truck_date_idx').on(t.truckId, t.date).where(sql`${t.truckId} is not null`),
    // Lists, pages and period sums: one user's entries of a type by date. Indexes here are ascending:
    // scanned backwards they give ORDER BY … DESC (NULLS FIRST), which a DESC NULLS LAST index can't.
    // Migration 0002 rebuilds this one with INCLUDE (amount_cents, category) for index-only sums.
    index('ledger_user_type_date_idx').on(t.userId, t.type, t.date, t.id),
    // Category filters and breakdowns.
    index('ledger_user_type_category_date_idx').on(t.userId, t.type, t.category, t.date),
    index('ledger_settlement_idx').on(t.settlementId),
    // The dashboard's recent activity: a user's latest expenses of their own (not posted by a
    // settlement), newest first by a backward scan.
    index('ledger_user_recent_expense_idx')
      .on(t.userId, t.createdAt, t.id)
      .where(sql`${t.type} = 'expense' and ${t.settlementId} is null`),
    check('ledger_amount_positive', sql`${t.amountCents} > 0`),
    ledgerDate('ledger_date_range', t.date),
  ],
)

/** The columns of ledger_daily_totals and ledger_monthly_totals, around their period column. */
function totalsColumns<P extends Record<string, PgColumnBuilderBase>>(period: P) {
  return {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: entryType('type').notNull(),
    ...period,
    category: text('category').notNull(),
    taxDeductible: boolean('tax_deductible').notNull(),
    amountCents: money('amount_cents').notNull(),
    entryCount: bigint('entry_count', { mode: 'number' }).notNull(),
  }
}

/*
 * Sums of ledger_entries per user, type, day (or month), category and tax flag, while the key has
 * entries. Statement-level triggers on ledger_entries keep both exact in the same transaction as
 * every write (migration 0003). Sums over a date range read whole months from the monthly table and
 * the days around them from the daily one (src/server/lib/ledger-totals.ts): at most ~60 days of
 * rows whatever the range, instead of every entry in it.
 *
 * The primary keys lead with user, type and period, so a date range is one range scan (a category
 * narrows it inside). Migration 0003 adds INCLUDE (amount_cents, entry_count) to them, so sums are
 * index-only scans (drizzle's primaryKey has no INCLUDE).
 */
export const ledgerDailyTotals = pgTable(
  'ledger_daily_totals',
  totalsColumns({ date: date('date', { mode: 'string' }).notNull() }),
  (t) => [
    primaryKey({
      name: 'ledger_daily_totals_pk',
      columns: [t.userId, t.type, t.date, t.category, t.taxDeductible],
    }),
  ],
)

export const ledgerMonthlyTotals = pgTable(
  'ledger_monthly_totals',
  // The first day of the month.
  totalsColumns({ month: date('month', { mode: 'string' }).notNull() }),
  (t) => [
    primaryKey({
      name: 'ledger_monthly_totals_pk',
      columns: [t.userId, t.type, t.month, t.category, t.taxDeductible],
    }),
  ],
)

export const mileageEntries = pgTable(
  'mileage_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    startLocation: text('start_location').notNull(),
    endLocation: text('end_location').notNull(),
    /** Tenths of a mile, so sums are exact. */
    milesTenths: integer('miles_tenths').notNull(),
    purpose: mileagePurpose('purpose').notNull().default('business'),
    notes: text('notes').notNull().default(''),
    truckId: uuid('truck_id').references(() => trucks.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('mileage_user_date_idx').on(t.userId, t.date, t.id),
    index('mileage_truck_idx').on(t.truckId).where(sql`${t.truckId} is not null`),
    check('mileage_miles_positive', sql`${t.milesTenths} > 0`),
    ledgerDate('mileage_date_range', t.date),
  ],
)
