import { and, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { MileageList, ZMileageQuery } from '@/contracts/mileage.ts'
import { mileageDeductionCents, tenthsToMiles } from '@/domain/mileage/deduction.ts'
import { mileageRateCents } from '@/domain/mileage/rates.ts'
import { mileageEntries } from '@/server/db/schema/index.ts'
import { pageWindow } from '@/server/lib/paging.ts'
import { exactInt } from '@/server/lib/sql-values.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { toMileageEntry, yearOf } from './mileage-view.ts'
import { standardRateOf } from './standard-rate.ts'

/** The user's entries between two dates (inclusive), either bound optional. */
export function mileageFilter(userId: string, range: { from?: string; to?: string }): SQL {
  const filters: SQL[] = [eq(mileageEntries.userId, userId)]
  if (range.from) filters.push(gte(mileageEntries.date, range.from))
  if (range.to) filters.push(lte(mileageEntries.date, range.to))
  return and(...filters)!
}

/**
 * A page of the log, newest first, with a summary over the whole filtered range. The deduction
 * applies each year's IRS rate to that year's business miles (entries spanning a rate change).
 */
export async function listMileage(
  options: Caller & z.output<typeof ZMileageQuery> & { today: string },
): Promise<MileageList> {
  const { db } = options
  const query = options
  const where = mileageFilter(options.userId, query)
  const { limit, offset } = pageWindow(query)
  const [rows, perYear, { vehicle, eligibility }] = await Promise.all([
    db
      .select()
      .from(mileageEntries)
      .where(where)
      .orderBy(desc(mileageEntries.date), desc(mileageEntries.createdAt), desc(mileageEntries.id))
      .limit(limit)
      .offset(offset),
    db
      .select({
        year: sql<number>`extract(year from ${mileageEntries.date})::int`.mapWith(Number),
        purpose: mileageEntries.purpose,
        tenths: sql<string>`sum(${mileageEntries.milesTenths})::text`,
        count: sql<string>`count(*)::text`,
      })
      .from(mileageEntries)
      .where(where)
      .groupBy(sql`1`, mileageEntries.purpose),
    standardRateOf(db, options.userId),
  ])

  let total = 0
  let businessTenths = 0
  let personalTenths = 0
  let deductionCents = 0
  for (const group of perYear) {
    const tenths = exactInt(group.tenths)
    total += exactInt(group.count)
    if (group.purpose === 'business') {
      businessTenths += tenths
      if (eligibility.applies) deductionCents += mileageDeductionCents(tenths, group.year)
    } else {
      personalTenths += tenths
    }
  }

  return {
    items: rows.map((row) => toMileageEntry(row, eligibility.applies)),
    total,
    summary: {
      totalMiles: tenthsToMiles(businessTenths + personalTenths),
      businessMiles: tenthsToMiles(businessTenths),
      personalMiles: tenthsToMiles(personalTenths),
      standardRateCents: mileageRateCents(yearOf(query.to ?? options.today)),
      deductionCents,
      vehicle,
      standardRate: eligibility,
    },
  }
}
