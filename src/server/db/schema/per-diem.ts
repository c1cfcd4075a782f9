import { sql } from 'drizzle-orm'
import { boolean, check, date, pgEnum, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core'
import { LEDGER_DATE_RANGE } from '@/domain/period.ts'
import { PER_DIEM_DAY_KINDS } from '@/domain/tax/per-diem-log.ts'
import { users } from './users.ts'

export const perDiemDayKind = pgEnum('per_diem_day_kind', PER_DIEM_DAY_KINDS)

/** The user's confirmed days away from home (the per diem log): one row per day at most. */
export const perDiemDays = pgTable(
  'per_diem_days',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    kind: perDiemDayKind('kind').notNull(),
    outsideConus: boolean('outside_conus').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'per_diem_days_pk', columns: [t.userId, t.date] }),
    check(
      'per_diem_days_date_range',
      sql`${t.date} BETWEEN ${sql.raw(`'${LEDGER_DATE_RANGE.from}'`)} AND ${sql.raw(`'${LEDGER_DATE_RANGE.to}'`)}`,
    ),
  ],
)
