import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { mileageEntries } from '../../db/schema/index.ts'
import { AppError } from '../../lib/errors.ts'
import { assertMileageId, MILEAGE_NOT_FOUND } from './mileage-view.ts'

export async function deleteMileageEntry(options: { db: Db; userId: string; id: string }): Promise<void> {
  assertMileageId(options.id)
  const deleted = await options.db
    .delete(mileageEntries)
    .where(and(eq(mileageEntries.id, options.id), eq(mileageEntries.userId, options.userId)))
    .returning({ id: mileageEntries.id })
  if (deleted.length === 0) throw new AppError('NOT_FOUND', MILEAGE_NOT_FOUND)
}
