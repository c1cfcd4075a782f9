import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { BuiltReturn } from '@/domain/ifta/build-return.ts'
import { FUEL_TYPES } from '@/domain/ifta/build-return.ts'
import { LEDGER_DATE_RANGE } from '@/domain/period.ts'
import { documents } from './documents.ts'
import { ledgerEntries, money } from './ledger.ts'
import { loads } from './loads.ts'
import { trucks } from './trucks.ts'
import { users } from './users.ts'

const inLedgerRange = (column: unknown) =>
  sql`${column} BETWEEN ${sql.raw(`'${LEDGER_DATE_RANGE.from}'`)} AND ${sql.raw(`'${LEDGER_DATE_RANGE.to}'`)}`

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}

/**
 * A trip sheet (the individual vehicle mileage record an IFTA audit asks for): one truck's days on
 * the road, its odometer at the start and end, and the miles in each jurisdiction it crossed.
 */
export const iftaTrips = pgTable(
  'ifta_trips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    truckId: uuid('truck_id').references(() => trucks.id, { onDelete: 'set null' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    startOdometer: integer('start_odometer'),
    endOdometer: integer('end_odometer'),
    /** Where it began and ended, the highways taken: what an auditor reads beside the miles. */
    origin: text('origin'),
    destination: text('destination'),
    routes: text('routes'),
    /** Loaded, empty (deadhead, bobtail) or unknown. */
    loaded: boolean('loaded'),
    /** The load it hauled, when it was made from one. */
    loadId: uuid('load_id').references(() => loads.id, { onDelete: 'set null' }),
    /** How it was made: typed, from a load's stops, or imported from an ELD's export. */
    source: text('source', { enum: ['typed', 'load', 'eld_import'] })
      .notNull()
      .default('typed'),
    notes: text('notes').notNull().default(''),
    /** The sum of its jurisdictions' miles, kept with them (tenths of a mile). */
    milesTenths: integer('miles_tenths').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('ifta_trips_user_date_idx').on(t.userId, t.startDate, t.id),
    index('ifta_trips_truck_idx').on(t.truckId).where(sql`${t.truckId} is not null`),
    check('ifta_trips_start_range', inLedgerRange(t.startDate)),
    check('ifta_trips_end_range', inLedgerRange(t.endDate)),
    check('ifta_trips_dates_order', sql`${t.endDate} >= ${t.startDate}`),
    check(
      'ifta_trips_odometer_order',
      sql`${t.startOdometer} IS NULL OR ${t.endOdometer} IS NULL OR ${t.endOdometer} >= ${t.startOdometer}`,
    ),
  ],
)
export type IftaTripRow = typeof iftaTrips.$inferSelect

/** A trip's miles in one jurisdiction, in the order it crossed them. */
export const iftaTripMiles = pgTable(
  'ifta_trip_miles',
  {
    tripId: uuid('trip_id')
      .notNull()
      .references(() => iftaTrips.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    jurisdiction: text('jurisdiction').notNull(),
    /** Tenths of a mile (an ELD prints 123.4). */
    milesTenths: integer('miles_tenths').notNull(),
    /** Null when every mile is taxable (most jurisdictions have no exempt distance). */
    taxableMilesTenths: integer('taxable_miles_tenths'),
    /** The odometer where the truck entered the jurisdiction, when the sheet recorded it. */
    entryOdometer: integer('entry_odometer'),
  },
  (t) => [
    primaryKey({ columns: [t.tripId, t.position] }),
    check('ifta_trip_miles_positive', sql`${t.milesTenths} >= 0`),
    check(
      'ifta_trip_miles_taxable',
      sql`${t.taxableMilesTenths} IS NULL OR ${t.taxableMilesTenths} BETWEEN 0 AND ${t.milesTenths}`,
    ),
  ],
)

/**
 * Fuel bought for a truck: where, how much, at what price, whether the pump price included the
 * jurisdiction's tax. Its amount is in the books once, as the expense it posted (or the one it was
 * made from).
 */
export const fuelPurchases = pgTable(
  'fuel_purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    truckId: uuid('truck_id').references(() => trucks.id, { onDelete: 'set null' }),
    date: date('date', { mode: 'string' }).notNull(),
    vendor: text('vendor'),
    city: text('city'),
    jurisdiction: text('jurisdiction').notNull(),
    gallons: numeric('gallons', { precision: 12, scale: 3 }).notNull(),
    fuelType: text('fuel_type', { enum: FUEL_TYPES }).notNull().default('diesel'),
    /** Dollars per gallon as printed ("3.899"). */
    pricePerGallon: numeric('price_per_gallon', { precision: 10, scale: 4 }),
    amountCents: money('amount_cents').notNull(),
    paymentMethod: text('payment_method'),
    /** False for fuel bought without the jurisdiction's tax (bulk storage, an exempt sale). */
    taxPaid: boolean('tax_paid').notNull().default(true),
    /** How it was made: typed, a receipt, a settlement's fuel line, a fuel card export, an expense. */
    source: text('source', { enum: ['typed', 'receipt', 'settlement', 'card_import', 'expense'] })
      .notNull()
      .default('typed'),
    /** The receipt. */
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    /** Read from a receipt and not yet checked by the user: what the reader was unsure of. */
    review: jsonb('review').$type<{ issues: string[]; confidence: Record<string, number> }>(),
    /** The expense that carries its amount in the books. */
    ledgerEntryId: uuid('ledger_entry_id').references(() => ledgerEntries.id, { onDelete: 'set null' }),
    /**
     * That expense was in the books before the purchase (a settlement's fuel line, fuel typed as an
     * expense) and was linked rather than posted: deleting the purchase leaves it.
     */
    expenseLinked: boolean('expense_linked').notNull().default(false),
    notes: text('notes').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    index('fuel_purchases_user_date_idx').on(t.userId, t.date, t.id),
    uniqueIndex('fuel_purchases_ledger_idx').on(t.ledgerEntryId).where(sql`${t.ledgerEntryId} is not null`),
    check('fuel_purchases_date_range', inLedgerRange(t.date)),
    check('fuel_purchases_gallons_positive', sql`${t.gallons} > 0`),
    check('fuel_purchases_amount', sql`${t.amountCents} >= 0`),
  ],
)
export type FuelPurchaseRow = typeof fuelPurchases.$inferSelect

/**
 * A quarter's fuel tax rates per jurisdiction and fuel type (US dollars per gallon), seeded from the
 * IFTA, Inc. rate matrices the product ships (src/domain/ifta/rate-tables.ts) and edited or imported
 * by administrators.
 */
export const iftaRates = pgTable(
  'ifta_rates',
  {
    quarter: text('quarter').notNull(),
    jurisdiction: text('jurisdiction').notNull(),
    fuelType: text('fuel_type', { enum: FUEL_TYPES }).notNull(),
    rate: numeric('rate', { precision: 8, scale: 4 }).notNull(),
    surchargeRate: numeric('surcharge_rate', { precision: 8, scale: 4 }),
    /** Where the figure comes from: the matrix's address, or the admin who typed or imported it. */
    source: text('source').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.quarter, t.jurisdiction, t.fuelType] })],
)

/**
 * A quarter's return as the user filed it: its figures frozen, the date and amount paid. Filing
 * locks the quarter's trips and purchases; an amendment is a new version, opened (status
 * `amending`) then filed in its turn.
 */
export const iftaReturns = pgTable(
  'ifta_returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quarter: text('quarter').notNull(),
    version: integer('version').notNull(),
    status: text('status', { enum: ['filed', 'amending'] }).notNull(),
    filedOn: date('filed_on', { mode: 'string' }),
    amountPaidCents: money('amount_paid_cents'),
    figures: jsonb('figures').$type<BuiltReturn>(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('ifta_returns_user_quarter_version_idx').on(t.userId, t.quarter, t.version),
    check('ifta_returns_filed_on_range', inLedgerRange(t.filedOn)),
  ],
)
export type IftaReturnRow = typeof iftaReturns.$inferSelect
