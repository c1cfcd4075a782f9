import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { REPORT_FILE_FORMATS, REPORT_FILE_STATUSES, REPORT_FILE_TYPES } from '@/contracts/reports.ts'
import { PAY_TYPES } from '@/domain/tax/federal-return.ts'
import { FILING_STATUSES } from '@/domain/tax/tables.ts'
import { money } from './ledger.ts'
import { users } from './users.ts'

export const filingStatus = pgEnum('filing_status', FILING_STATUSES)
export const payType = pgEnum('pay_type', PAY_TYPES)
export const mealsMethod = pgEnum('meals_method', ['per_diem', 'actual_meals'])
export const vehicleMethod = pgEnum('vehicle_method', ['standard_mileage', 'actual_costs'])

/**
 * What the detailed tax estimate needs beyond the ledger, kept by the user per tax year on the Tax
 * Summary page (all amounts in cents; last year's figures are optional).
 */
export const taxProfiles = pgTable(
  'tax_profiles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taxYear: integer('tax_year').notNull(),
    filingStatus: filingStatus('filing_status').notNull().default('single'),
    otherIncomeCents: money('other_income_cents').notNull().default(0),
    w2WagesCents: money('w2_wages_cents').notNull().default(0),
    lastYearTaxCents: money('last_year_tax_cents'),
    lastYearAgiCents: money('last_year_agi_cents'),
    // Null: the default (from the role; per diem when days are logged; DOT rules for drivers).
    payType: payType('pay_type'),
    mealsMethod: mealsMethod('meals_method'),
    hoursOfService: boolean('hours_of_service'),
    dependentsUnder17: integer('dependents_under_17').notNull().default(0),
    age65OrOlder: integer('age_65_or_older').notNull().default(0),
    blind: integer('blind').notNull().default(0),
    /** W-2 box 3; null: the same as the wages. */
    w2SocialSecurityWagesCents: money('w2_social_security_wages_cents'),
    /** Federal income tax withheld that no pay sheet in RigLedger shows. */
    federalWithheldCents: money('federal_withheld_cents').notNull().default(0),
    vehicleMethod: vehicleMethod('vehicle_method'),
    vehicleFirstYear: integer('vehicle_first_year'),
    vehicleAcceleratedDepreciation: boolean('vehicle_accelerated_depreciation').notNull().default(false),
    vehiclesInService: integer('vehicles_in_service').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'tax_profiles_pk', columns: [t.userId, t.taxYear] }),
    check('tax_profiles_year_range', sql`${t.taxYear} BETWEEN 1900 AND 2200`),
    check(
      'tax_profiles_people',
      sql`${t.dependentsUnder17} BETWEEN 0 AND 20 AND ${t.age65OrOlder} BETWEEN 0 AND 2 AND ${t.blind} BETWEEN 0 AND 2 AND ${t.vehiclesInService} BETWEEN 1 AND 10000`,
    ),
  ],
)

export const reportFileType = pgEnum('report_file_type', REPORT_FILE_TYPES)
export const reportFileFormat = pgEnum('report_file_format', REPORT_FILE_FORMATS)
export const reportFileStatus = pgEnum('report_file_status', REPORT_FILE_STATUSES)

/**
 * A report file the user asked for: made by a background job (status and progress), then kept in
 * storage under `storage_key` until the user deletes it. `params` is the request that made it; the
 * period it covers is kept apart for "Export All" of a period.
 */
export const generatedReports = pgTable(
  'generated_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: reportFileType('type').notNull(),
    format: reportFileFormat('format').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    status: reportFileStatus('status').notNull().default('queued'),
    /** 0–100 while the job runs. */
    progress: integer('progress').notNull().default(0),
    error: text('error'),
    fileName: text('file_name'),
    storageKey: text('storage_key'),
    sizeBytes: integer('size_bytes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    generatedAt: timestamp('generated_at', { withTimezone: true }),
  },
  (t) => [
    index('generated_reports_user_created_idx').on(t.userId, t.createdAt, t.id),
    check('generated_reports_progress_range', sql`${t.progress} BETWEEN 0 AND 100`),
  ],
)

/** A saved Custom Report Builder configuration. */
export const reportTemplates = pgTable(
  'report_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    config: jsonb('config').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('report_templates_user_created_idx').on(t.userId, t.createdAt)],
)
