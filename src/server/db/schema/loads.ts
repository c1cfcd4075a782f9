import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { LOAD_DOCUMENT_KINDS, type LoadReview } from '@/contracts/loads.ts'
import type { Discrepancy, PayGroup } from '@/domain/loads/load-check.ts'
import { LOAD_ORIGINS, LOAD_STATUSES, RATE_LINE_KINDS, STOP_TYPES } from '@/domain/loads/load-terms.ts'
import { LEDGER_DATE_RANGE } from '@/domain/period.ts'
import { documents } from './documents.ts'
import { money, settlements } from './ledger.ts'
import { trucks } from './trucks.ts'
import { users } from './users.ts'

export const loadStatus = pgEnum('load_status', LOAD_STATUSES)
export const stopType = pgEnum('stop_type', STOP_TYPES)
export const rateLineKind = pgEnum('rate_line_kind', RATE_LINE_KINDS)
export const loadDocumentKind = pgEnum('load_document_kind', LOAD_DOCUMENT_KINDS)

const inLedgerRange = (column: unknown) =>
  sql`${column} BETWEEN ${sql.raw(`'${LEDGER_DATE_RANGE.from}'`)} AND ${sql.raw(`'${LEDGER_DATE_RANGE.to}'`)}`

/**
 * A broker or carrier that pays a user's loads, kept once and reused. Lease terms are the user's
 * own (a percentage-of-revenue lease to this carrier): the settlement check compares against them.
 */
export const payers = pgTable(
  'payers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mcNumber: text('mc_number'),
    dotNumber: text('dot_number'),
    /** The lease's percentage of revenue as a decimal string ('88.00'); null without such a lease. */
    leasePercent: numeric('lease_percent', { precision: 5, scale: 2 }),
    /** Whether the lease's percentage is taken of the fuel surcharge too (else it passes through whole). */
    leaseIncludesFuelSurcharge: boolean('lease_includes_fuel_surcharge').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payers_user_name_idx').on(t.userId, sql`lower(${t.name})`)],
)

/** A load: what was booked (its rate confirmation), hauled (its stops) and paid (a settlement's line). */
export const loads = pgTable(
  'loads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Whose books the load is in: an owner-operator's, a driver's or a fleet manager's. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    loadNumber: text('load_number'),
    payerId: uuid('payer_id').references(() => payers.id, { onDelete: 'set null' }),
    shipper: text('shipper'),
    receiver: text('receiver'),
    status: loadStatus('status').notNull().default('booked'),
    origin: text('origin', { enum: LOAD_ORIGINS }).notNull().default('typed'),
    /** The first pickup's and last delivery's dates (from the stops): lists, filters and lanes. */
    pickupDate: date('pickup_date', { mode: 'string' }),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    /** "City, ST" of the first pickup and the last delivery, and their states (the lane). */
    originPlace: text('origin_place'),
    destinationPlace: text('destination_place'),
    originState: text('origin_state'),
    destinationState: text('destination_state'),
    loadedMiles: numeric('loaded_miles', { precision: 10, scale: 1, mode: 'number' }),
    emptyMiles: numeric('empty_miles', { precision: 10, scale: 1, mode: 'number' }),
    truckId: uuid('truck_id').references(() => trucks.id, { onDelete: 'set null' }),
    /** A fleet manager's load hauled by one of the fleet's drivers. */
    driverId: uuid('driver_id').references(() => users.id, { onDelete: 'set null' }),
    commodity: text('commodity'),
    weightLb: integer('weight_lb'),
    poNumber: text('po_number'),
    bolNumber: text('bol_number'),
    proNumber: text('pro_number'),
    notes: text('notes').notNull().default(''),
    /** The sum of its rate lines, kept with them in one transaction. */
    rateTotalCents: money('rate_total_cents').notNull().default(0),
    /** The settlement that paid it and what that settlement's lines for it add up to. */
    settlementId: uuid('settlement_id').references(() => settlements.id, { onDelete: 'set null' }),
    paidCents: money('paid_cents'),
    paidMiles: numeric('paid_miles', { precision: 10, scale: 1, mode: 'number' }),
    /** What each group of rate lines was paid, when the settlement's lines say (null: one amount for all). */
    paidByGroup: jsonb('paid_by_group').$type<Partial<Record<PayGroup, number>> | null>(),
    /** What to ask the payer about once paid (load-check.ts), kept with every change that moves it. */
    payFlags: jsonb('pay_flags').$type<Discrepancy[]>().notNull().default([]),
    /** The money those flags say was paid short. */
    shortCents: money('short_cents').notNull().default(0),
    /** The rate confirmation it was read from, and what the reader was unsure of (null once checked). */
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    review: jsonb('review').$type<LoadReview>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list, newest pickup first: read in index order, a page at a time.
    index('loads_user_pickup_idx').on(t.userId, t.pickupDate.desc().nullsLast(), t.id.desc()),
    index('loads_user_number_idx').on(t.userId, sql`lower(${t.loadNumber})`),
    index('loads_user_status_idx').on(t.userId, t.status),
    index('loads_settlement_idx').on(t.settlementId).where(sql`${t.settlementId} is not null`),
    index('loads_driver_idx').on(t.driverId).where(sql`${t.driverId} is not null`),
    index('loads_payer_idx').on(t.payerId),
    check('loads_pickup_date_range', inLedgerRange(t.pickupDate)),
    check('loads_delivery_date_range', inLedgerRange(t.deliveryDate)),
  ],
)
export type LoadRow = typeof loads.$inferSelect

/** A load's stops in order: pickups and deliveries, with appointment and actual times (local). */
export const loadStops = pgTable(
  'load_stops',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    loadId: uuid('load_id')
      .notNull()
      .references(() => loads.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    type: stopType('type').notNull(),
    name: text('name'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip'),
    scheduledAt: timestamp('scheduled_at', { mode: 'string' }),
    arrivedAt: timestamp('arrived_at', { mode: 'string' }),
    departedAt: timestamp('departed_at', { mode: 'string' }),
  },
  (t) => [index('load_stops_load_idx').on(t.loadId, t.position)],
)

/** What a load's rate is made of: linehaul, fuel surcharge and accessorials, each in cents. */
export const loadRateLines = pgTable(
  'load_rate_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    loadId: uuid('load_id')
      .notNull()
      .references(() => loads.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: rateLineKind('kind').notNull(),
    description: text('description').notNull().default(''),
    amountCents: money('amount_cents').notNull(),
  },
  (t) => [index('load_rate_lines_load_idx').on(t.loadId, t.position)],
)

/**
 * The files attached to a load (its rate confirmation, BOL, proof of delivery…): links to the owner's
 * documents, so the bytes are stored, checked and served as every other upload. One document may be
 * attached to more than one load (the same file uploaded twice is one document).
 */
export const loadDocuments = pgTable(
  'load_documents',
  {
    loadId: uuid('load_id')
      .notNull()
      .references(() => loads.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    kind: loadDocumentKind('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.loadId, t.documentId] }),
    // Whether a document is still attached anywhere once a load lets go of it.
    index('load_documents_document_idx').on(t.documentId),
  ],
)
