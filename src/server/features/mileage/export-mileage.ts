import type { Readable } from 'node:stream'
import { and, desc, sql } from 'drizzle-orm'
import { tenthsToMiles } from '@/domain/mileage/deduction.ts'
import { mileageRateCents } from '@/domain/mileage/rates.ts'
import { centsToDecimalString } from '@/domain/money.ts'
import { mileageEntries } from '@/server/db/schema/index.ts'
import { csvStream } from '@/server/lib/csv.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { mileageFilter } from './list-mileage.ts'
import { entryDeductionCents, yearOf } from './mileage-view.ts'
import { standardRateOf } from './standard-rate.ts'

const BATCH = 500

const HEADER = ['Date', 'From', 'To', 'Miles', 'Purpose', 'Rate (cents/mile)', 'Deduction', 'Notes']

const PURPOSE_LABEL = { business: 'Business', personal: 'Personal' } as const

/**
 * The log as CSV in the list's order (newest first), streamed in keyset batches. The cursor keeps
 * created_at as text: a JS Date would drop its microseconds and skip or repeat rows.
 */
interface Cursor {
  date: string
  cursor: string
  id: string
}

export async function exportMileage(options: Caller & { from?: string; to?: string }): Promise<Readable> {
  const { db } = options
  const { eligibility } = await standardRateOf(db, options.userId)
  const where = mileageFilter(options.userId, options)
  const nextBatch = (after: Cursor | undefined) =>
    db
      .select({
        id: mileageEntries.id,
        date: mileageEntries.date,
        startLocation: mileageEntries.startLocation,
        endLocation: mileageEntries.endLocation,
        milesTenths: mileageEntries.milesTenths,
        purpose: mileageEntries.purpose,
        notes: mileageEntries.notes,
        cursor: sql<string>`${mileageEntries.createdAt}::text`,
      })
      .from(mileageEntries)
      .where(
        after
          ? and(
              where,
              sql`(${mileageEntries.date}, ${mileageEntries.createdAt}, ${mileageEntries.id}) < (${after.date}::date, ${after.cursor}::timestamptz, ${after.id}::uuid)`,
            )
          : where,
      )
      .orderBy(desc(mileageEntries.date), desc(mileageEntries.createdAt), desc(mileageEntries.id))
      .limit(BATCH)
  return csvStream({
    header: HEADER,
    nextBatch,
    toValues: (row) => [
      row.date,
      row.startLocation,
      row.endLocation,
      tenthsToMiles(row.milesTenths),
      PURPOSE_LABEL[row.purpose],
      mileageRateCents(yearOf(row.date)),
      centsToDecimalString(entryDeductionCents(row, eligibility.applies)),
      row.notes,
    ],
  })
}
