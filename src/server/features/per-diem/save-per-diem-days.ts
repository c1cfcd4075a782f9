import { sql } from 'drizzle-orm'
import type { PerDiemDayKind } from '@/domain/tax/per-diem-log.ts'
import { perDiemDays } from '@/server/db/schema/index.ts'
import type { Caller } from '@/server/shared/caller.ts'

/** Adds or changes days of the log, all or none (one statement in one transaction). */
export async function savePerDiemDays(
  options: Caller & { days: { date: string; kind: PerDiemDayKind; outsideConus: boolean }[] },
): Promise<{ saved: number }> {
  const { db, userId, days } = options
  await db.transaction(async (tx) => {
    await tx
      .insert(perDiemDays)
      .values(days.map((d) => ({ userId, date: d.date, kind: d.kind, outsideConus: d.outsideConus })))
      .onConflictDoUpdate({
        target: [perDiemDays.userId, perDiemDays.date],
        set: { kind: sql`excluded.kind`, outsideConus: sql`excluded.outside_conus` },
      })
  })
  return { saved: days.length }
}
