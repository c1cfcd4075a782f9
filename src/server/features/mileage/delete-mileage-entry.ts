import { and, eq } from 'drizzle-orm'
import type { Db } from '@/server/db/client.ts'
import { mileageEntries } from '@/server/db/schema/index.ts'
import type { Clock } from '@/server/lib/clock.ts'
import { AppError } from '@/server/lib/errors.ts'
import { deleteWithUndo } from '@/server/lib/undo.ts'
import { assertMileageId, MILEAGE_NOT_FOUND } from './mileage-view.ts'

export function deleteMileageEntry(options: { db: Db; clock: Clock; userId: string; id: string }) {
  const { userId, id } = options
  assertMileageId(id)
  return deleteWithUndo({
    ...options,
    root: {
      table: mileageEntries,
      where: and(eq(mileageEntries.id, id), eq(mileageEntries.userId, userId))!,
    },
    check: (rows) => {
      if (rows.length === 0) throw new AppError('NOT_FOUND', MILEAGE_NOT_FOUND)
    },
  })
}
