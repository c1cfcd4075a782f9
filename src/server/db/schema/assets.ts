import { sql } from 'drizzle-orm'
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { BONUS_CHOICES, DEPRECIATION_METHODS } from '@/contracts/assets.ts'
import { ASSET_HOLDINGS, ASSET_KINDS } from '@/domain/depreciation/asset-terms.ts'
import { LEDGER_DATE_RANGE } from '@/domain/period.ts'
import { money } from './ledger.ts'
import { trucks } from './trucks.ts'
import { users } from './users.ts'

export const assetKind = pgEnum('asset_kind', ASSET_KINDS)
export const assetHolding = pgEnum('asset_holding', ASSET_HOLDINGS)

const inLedgerRange = (column: unknown) =>
  sql`${column} BETWEEN ${sql.raw(`'${LEDGER_DATE_RANGE.from}'`)} AND ${sql.raw(`'${LEDGER_DATE_RANGE.to}'`)}`

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}

/**
 * A trucker's equipment: what it cost, when it went into service, how it is held and how it is
 * depreciated. Its yearly depreciation is computed from these (src/domain/depreciation), never kept.
 */
export const assets = pgTable(
  'assets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: assetKind('kind').notNull(),
    truckId: uuid('truck_id').references(() => trucks.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    costCents: money('cost_cents').notNull(),
    placedInServiceDate: date('placed_in_service_date', { mode: 'string' }).notNull(),
    acquiredDate: date('acquired_date', { mode: 'string' }),
    businessUsePercent: integer('business_use_percent').notNull().default(100),
    holding: assetHolding('holding').notNull().default('owned'),
    depreciationMethod: text('depreciation_method', { enum: DEPRECIATION_METHODS })
      .notNull()
      .default('macrs'),
    bonus: text('bonus', { enum: BONUS_CHOICES }).notNull().default('default'),
    section179Cents: money('section_179_cents').notNull().default(0),
    disposedDate: date('disposed_date', { mode: 'string' }),
    saleProceedsCents: money('sale_proceeds_cents'),
    ...timestamps,
  },
  (t) => [
    index('assets_user_placed_idx').on(t.userId, t.placedInServiceDate, t.id),
    index('assets_truck_idx').on(t.truckId).where(sql`${t.truckId} is not null`),
    check('assets_placed_range', inLedgerRange(t.placedInServiceDate)),
    check('assets_acquired_range', inLedgerRange(t.acquiredDate)),
    check('assets_disposed_range', inLedgerRange(t.disposedDate)),
    check(
      'assets_acquired_order',
      sql`${t.acquiredDate} IS NULL OR ${t.acquiredDate} <= ${t.placedInServiceDate}`,
    ),
    check(
      'assets_disposed_order',
      sql`${t.disposedDate} IS NULL OR ${t.disposedDate} >= ${t.placedInServiceDate}`,
    ),
    check('assets_cost_positive', sql`${t.costCents} > 0`),
    check('assets_business_use', sql`${t.businessUsePercent} BETWEEN 1 AND 100`),
    check('assets_section_179', sql`${t.section179Cents} >= 0 AND ${t.section179Cents} <= ${t.costCents}`),
    check(
      'assets_sale',
      sql`${t.saleProceedsCents} IS NULL OR (${t.saleProceedsCents} >= 0 AND ${t.disposedDate} IS NOT NULL)`,
    ),
  ],
)
export type AssetRow = typeof assets.$inferSelect

/** A loan that bought equipment (or the financing of a lease-purchase): its terms; the schedule is computed. */
export const loans = pgTable(
  'loans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assetId: uuid('asset_id').references(() => assets.id, { onDelete: 'set null' }),
    lender: text('lender').notNull(),
    principalCents: money('principal_cents').notNull(),
    /** Percent a year, exact ("7.5000"). */
    annualRate: numeric('annual_rate', { precision: 7, scale: 4 }).notNull(),
    termMonths: integer('term_months').notNull(),
    firstPaymentDate: date('first_payment_date', { mode: 'string' }).notNull(),
    ...timestamps,
  },
  (t) => [
    index('loans_user_idx').on(t.userId, t.firstPaymentDate, t.id),
    index('loans_asset_idx').on(t.assetId).where(sql`${t.assetId} is not null`),
    // Named by its payments with the owner, so a payment is always of its loan's owner.
    unique('loans_id_user_key').on(t.id, t.userId),
    check('loans_first_payment_range', inLedgerRange(t.firstPaymentDate)),
    check('loans_principal_positive', sql`${t.principalCents} > 0`),
    check('loans_rate_range', sql`${t.annualRate} >= 0 AND ${t.annualRate} < 100`),
    check('loans_term_range', sql`${t.termMonths} BETWEEN 1 AND 480`),
  ],
)
export type LoanRow = typeof loans.$inferSelect

/**
 * A loan payment made, kept with its split (a month's interest on the balance owed that day, the rest
 * principal). The splits of a loan's payments are worked again in date order whenever one before them
 * or the loan's terms change, in the same transaction.
 */
export const loanPayments = pgTable(
  'loan_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    loanId: uuid('loan_id').notNull(),
    /** The loan's owner (the books version triggers and every query scope by it). */
    userId: uuid('user_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    amountCents: money('amount_cents').notNull(),
    interestCents: money('interest_cents').notNull(),
    principalCents: money('principal_cents').notNull(),
    /** Owed after it. */
    balanceCents: money('balance_cents').notNull(),
    ...timestamps,
  },
  (t) => [
    foreignKey({
      name: 'loan_payments_loan_fk',
      columns: [t.loanId, t.userId],
      foreignColumns: [loans.id, loans.userId],
    }).onDelete('cascade'),
    index('loan_payments_loan_date_idx').on(t.loanId, t.date, t.createdAt, t.id),
    index('loan_payments_user_date_idx').on(t.userId, t.date),
    check('loan_payments_date_range', inLedgerRange(t.date)),
    check('loan_payments_amount_positive', sql`${t.amountCents} > 0`),
    check(
      'loan_payments_split',
      sql`${t.interestCents} >= 0 AND ${t.principalCents} >= 0 AND ${t.interestCents} + ${t.principalCents} = ${t.amountCents} AND ${t.balanceCents} >= 0`,
    ),
  ],
)
export type LoanPaymentRow = typeof loanPayments.$inferSelect
