import { sql } from 'drizzle-orm'
import { check, integer, pgEnum, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core'
import { FILING_STATUSES } from '@/domain/tax/tables.ts'
import { money } from './ledger.ts'
import { users } from './users.ts'

export const filingStatus = pgEnum('filing_status', FILING_STATUSES)

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
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'tax_profiles_pk', columns: [t.userId, t.taxYear] }),
    check('tax_profiles_year_range', sql`${t.taxYear} BETWEEN 1900 AND 2200`),
  ],
)
