import { and, eq } from 'drizzle-orm'
import { PER_DIEM_MESSAGES } from '@/contracts/per-diem.ts'
import { perDiemDays } from '@/server/db/schema/index.ts'
import { AppError } from '@/server/lib/errors.ts'
import type { Caller } from '@/server/shared/caller.ts'

export async function deletePerDiemDay(options: Caller & { date: string }): Promise<void> {
  const { db, userId, date } = options
  const deleted = await db
    .delete(perDiemDays)
    .where(and(eq(perDiemDays.userId, userId), eq(perDiemDays.date, date)))
    .returning({ date: perDiemDays.date })
  if (deleted.length === 0) throw new AppError('NOT_FOUND', PER_DIEM_MESSAGES.notFound)
}
