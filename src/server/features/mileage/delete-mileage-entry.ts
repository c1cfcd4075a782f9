import { and, eq } from 'drizzle-orm'
import { mileageEntries } from '@/server/db/schema/index.ts'
import { AppError } from '@/server/lib/errors.ts'
import { deleteWithUndo } from '@/server/lib/undo.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { MILEAGE_NOT_FOUND } from './mileage-view.ts'

export function deleteMileageEntry(options: Caller & { id: string }) {
  const { userId, id } = options
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
