import type { z } from 'zod'
import type { MileageEntry, ZMileageInput } from '@/contracts/mileage.ts'
import { milesToTenths } from '@/domain/mileage/deduction.ts'
import { mileageEntries } from '@/server/db/schema/index.ts'
import { checkTruckRef } from '@/server/features/trucks/trucks.public.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { toMileageEntry } from './mileage-view.ts'
import { standardRateOf } from './standard-rate.ts'

export async function createMileageEntry(
  options: Caller & z.output<typeof ZMileageInput>,
): Promise<MileageEntry> {
  const { db, userId, ...input } = options
  await checkTruckRef({ db, userId, truckId: input.truckId })
  const [row] = await db
    .insert(mileageEntries)
    .values({
      userId,
      date: input.date,
      startLocation: input.startLocation,
      endLocation: input.endLocation,
      milesTenths: milesToTenths(input.miles),
      purpose: input.purpose,
      notes: input.notes,
      truckId: input.truckId ?? null,
    })
    .returning()
  const { eligibility } = await standardRateOf(db, userId)
  return toMileageEntry(row!, eligibility.applies)
}
