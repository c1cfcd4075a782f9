import type { MileageEntry } from '@/contracts/mileage.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { findOwnMileageRow, toMileageEntry } from './mileage-view.ts'
import { standardRateOf } from './standard-rate.ts'

export async function getMileageEntry(options: Caller & { id: string }): Promise<MileageEntry> {
  const row = await findOwnMileageRow(options)
  const { eligibility } = await standardRateOf(options.db, options.userId)
  return toMileageEntry(row, eligibility.applies)
}
