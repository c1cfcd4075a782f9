import type { MileageEntry } from '@/contracts/mileage.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { findOwnMileageRow, toMileageEntry } from './mileage-view.ts'

export async function getMileageEntry(options: Caller & { id: string }): Promise<MileageEntry> {
  return toMileageEntry(await findOwnMileageRow(options))
}
