import type { z } from 'zod'
import type { MileageEntry, ZMileageInput } from '@/contracts/mileage.ts'
import { milesToTenths } from '@/domain/mileage/deduction.ts'
import type { Db } from '@/server/db/client.ts'
import { mileageEntries } from '@/server/db/schema/index.ts'
import { toMileageEntry } from './mileage-view.ts'

export async function createMileageEntry(options: {
  db: Db
  userId: string
  input: z.output<typeof ZMileageInput>
}): Promise<MileageEntry> {
  const { input } = options
  const [row] = await options.db
    .insert(mileageEntries)
    .values({
      userId: options.userId,
      date: input.date,
      startLocation: input.startLocation,
      endLocation: input.endLocation,
      milesTenths: milesToTenths(input.miles),
      purpose: input.purpose,
      notes: input.notes,
    })
    .returning()
  return toMileageEntry(row!)
}
