import { and, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { MileageEntry, ZMileagePatch } from '@/contracts/mileage.ts'
import { milesToTenths } from '@/domain/mileage/deduction.ts'
import { mileageEntries } from '@/server/db/schema/index.ts'
import { checkTruckRef } from '@/server/features/trucks/trucks.public.ts'
import { AppError } from '@/server/lib/errors.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { findOwnMileageRow, MILEAGE_NOT_FOUND, toMileageEntry } from './mileage-view.ts'
import { standardRateOf } from './standard-rate.ts'

/** Changes the given fields of the user's own entry; an empty patch changes nothing. */
export async function updateMileageEntry(
  options: Caller & { id: string } & z.output<typeof ZMileagePatch>,
): Promise<MileageEntry> {
  const { db, userId, id } = options
  const patch = options
  const current = await findOwnMileageRow({ db, userId, id })
  await checkTruckRef({ db, userId, truckId: patch.truckId })
  const changes = {
    ...(patch.date !== undefined && { date: patch.date }),
    ...(patch.startLocation !== undefined && { startLocation: patch.startLocation }),
    ...(patch.endLocation !== undefined && { endLocation: patch.endLocation }),
    ...(patch.miles !== undefined && { milesTenths: milesToTenths(patch.miles) }),
    ...(patch.purpose !== undefined && { purpose: patch.purpose }),
    ...(patch.notes !== undefined && { notes: patch.notes }),
    ...(patch.truckId !== undefined && { truckId: patch.truckId }),
  }
  const { eligibility } = await standardRateOf(db, userId)
  if (Object.keys(changes).length === 0) return toMileageEntry(current, eligibility.applies)
  const [row] = await db
    .update(mileageEntries)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(mileageEntries.id, id), eq(mileageEntries.userId, userId)))
    .returning()
  // Deleted between the read and the write.
  if (!row) throw new AppError('NOT_FOUND', MILEAGE_NOT_FOUND)
  return toMileageEntry(row, eligibility.applies)
}
