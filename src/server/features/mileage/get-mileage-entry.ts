import type { MileageEntry } from '@/contracts/mileage.ts'
import type { Db } from '@/server/db/client.ts'
import { findOwnMileageRow, toMileageEntry } from './mileage-view.ts'

export async function getMileageEntry(options: {
  db: Db
  userId: string
  id: string
}): Promise<MileageEntry> {
  return toMileageEntry(await findOwnMileageRow(options))
}
