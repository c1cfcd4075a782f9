import { and, between, eq, isNotNull } from 'drizzle-orm'
import type { PerDiemYear } from '@/contracts/per-diem.ts'
import { addDays } from '@/domain/period.ts'
import {
  perDiemRatesOfYear,
  pricePerDiemDay,
  suggestPerDiemDays,
  TRIP_GAP_DAYS,
} from '@/domain/tax/per-diem-log.ts'
import { PER_DIEM_RULES } from '@/domain/tax/tables.ts'
import { settlementLines, settlements } from '@/server/db/schema/index.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { perDiemYear, yearRange } from './per-diem-year.ts'

/**
 * The per diem log of a year: the confirmed days with their totals, and the days suggested from
 * the load dates of the user's confirmed settlements that are not confirmed yet. Load dates a few
 * days either side of the year are read too, so a trip across New Year keeps its full and partial
 * days; only the year's days are suggested.
 */
export async function getPerDiem(options: Caller & { year: number }): Promise<PerDiemYear> {
  const { db, userId, year } = options
  const { from, to } = yearRange(year)
  const deductiblePercent = PER_DIEM_RULES.dotDeductiblePercent
  const [log, loads] = await Promise.all([
    perDiemYear(db, userId, year, deductiblePercent),
    db
      .selectDistinct({ date: settlementLines.loadDate })
      .from(settlementLines)
      .innerJoin(settlements, eq(settlements.id, settlementLines.settlementId))
      .where(
        and(
          eq(settlements.userId, userId),
          isNotNull(settlements.confirmedAt),
          between(
            settlementLines.loadDate,
            addDays(from, -(TRIP_GAP_DAYS + 1)),
            addDays(to, TRIP_GAP_DAYS + 1),
          ),
        ),
      ),
  ])
  const confirmed = new Set(log.items.map((d) => d.date))
  const loadDates = loads.flatMap((l) => (l.date ? [l.date] : []))
  const suggested = suggestPerDiemDays(loadDates, confirmed)
    .filter((d) => d.date >= from && d.date <= to)
    .map((d) => ({ ...pricePerDiemDay(d), tripStart: d.tripStart }))
  return { year, ...log, suggested, deductiblePercent, yearRates: perDiemRatesOfYear(year) }
}
