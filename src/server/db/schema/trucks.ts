import { sql } from 'drizzle-orm'
import { date, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { TRUCK_STATUSES } from '@/contracts/trucks.ts'
import { users } from './users.ts'

export const truckStatus = pgEnum('truck_status', TRUCK_STATUSES)

/** An owner-operator's or fleet manager's trucks; expenses, settlements and miles may name one. */
export const trucks = pgTable(
  'trucks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unitNumber: text('unit_number').notNull(),
    vin: text('vin'),
    plate: text('plate'),
    plateState: text('plate_state'),
    taxableGrossWeightLb: integer('taxable_gross_weight_lb'),
    /** The power unit's axles: with the weight, whether it is an IFTA qualified vehicle. */
    axles: integer('axles'),
    status: truckStatus('status').notNull().default('in_service'),
    odometerMiles: integer('odometer_miles'),
    /** When the next service is due: a date, an odometer reading, or both (whichever comes first). */
    nextServiceDate: date('next_service_date', { mode: 'string' }),
    nextServiceMiles: integer('next_service_miles'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One unit number per owner, whatever its case.
  (t) => [uniqueIndex('trucks_user_unit_idx').on(t.userId, sql`lower(${t.unitNumber})`)],
)
