import type { MileageEntry } from '@/contracts/mileage.ts'
import { mileageDeductionCents, tenthsToMiles } from '@/domain/mileage/deduction.ts'
import { mileageRateCents } from '@/domain/mileage/rates.ts'
import type { Db } from '@/server/db/client.ts'
import { mileageEntries } from '@/server/db/schema/index.ts'
import { AppError } from '@/server/lib/errors.ts'
import { requireOwn } from '@/server/shared/ownership.ts'

export type MileageRow = typeof mileageEntries.$inferSelect

export const MILEAGE_NOT_FOUND = 'Mileage entry not found'

export function yearOf(date: string): number {
  return Number(date.slice(0, 4))
}

/**
 * The deduction of one entry at its own year's rate; personal miles deduct nothing, nor do any
 * where the standard rate does not apply to the user (`applies`).
 */
export function entryDeductionCents(
  row: Pick<MileageRow, 'date' | 'milesTenths' | 'purpose'>,
  applies: boolean,
): number {
  return applies && row.purpose === 'business' ? mileageDeductionCents(row.milesTenths, yearOf(row.date)) : 0
}

export function toMileageEntry(row: MileageRow, applies: boolean): MileageEntry {
  return {
    id: row.id,
    date: row.date,
    startLocation: row.startLocation,
    endLocation: row.endLocation,
    miles: tenthsToMiles(row.milesTenths),
    purpose: row.purpose,
    notes: row.notes,
    truckId: row.truckId,
    rateCents: mileageRateCents(yearOf(row.date)),
    deductionCents: entryDeductionCents(row, applies),
    createdAt: row.createdAt.toISOString(),
  }
}

/** The user's own entry, or 404 (also for another user's id: never confirm it exists). */
export function findOwnMileageRow(options: { db: Db; userId: string; id: string }): Promise<MileageRow> {
  return requireOwn(options.db, mileageEntries, options, () => new AppError('NOT_FOUND', MILEAGE_NOT_FOUND))
}
