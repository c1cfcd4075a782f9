import { and, asc, between, eq } from 'drizzle-orm'
import { NO_DEDUCTION_TEXT } from '@/contracts/mileage.ts'
import type { Role } from '@/contracts/roles.ts'
import { mileageDeductionCents, tenthsToMiles } from '@/domain/mileage/deduction.ts'
import { standardRateEligibility } from '@/domain/mileage/eligibility.ts'
import { mileageRateCents } from '@/domain/mileage/rates.ts'
import type { DateRange } from '@/domain/period.ts'
import type { Db } from '@/server/db/client.ts'
import { mileageEntries, users } from '@/server/db/schema/index.ts'
import type { MileageReportData } from './files/report-documents.ts'

/** Trips beyond this many are summed but not listed in the file. */
const MAX_TRIPS = 10_000

/** The mileage log of a range for its report file: trips, totals and the deduction where it applies. */
export async function mileageReportData(
  db: Db,
  userId: string,
  range: DateRange,
): Promise<MileageReportData> {
  const [[user], rows] = await Promise.all([
    db.select({ role: users.role, vehicle: users.mileageVehicle }).from(users).where(eq(users.id, userId)),
    db
      .select()
      .from(mileageEntries)
      .where(and(eq(mileageEntries.userId, userId), between(mileageEntries.date, range.from, range.to)))
      .orderBy(asc(mileageEntries.date), asc(mileageEntries.id)),
  ])
  const eligibility = standardRateEligibility((user?.role ?? 'company_driver') as Role, user?.vehicle ?? null)
  const trips = rows.map((row) => {
    const year = Number(row.date.slice(0, 4))
    const business = row.purpose === 'business'
    return {
      date: row.date,
      route: `${row.startLocation} to ${row.endLocation}`,
      miles: tenthsToMiles(row.milesTenths),
      purpose: row.purpose,
      tenths: row.milesTenths,
      rateCents: mileageRateCents(year),
      deductionCents: eligibility.applies && business ? mileageDeductionCents(row.milesTenths, year) : null,
    }
  })
  const sumTenths = (list: typeof trips) => list.reduce((sum, t) => sum + t.tenths, 0)
  return {
    range,
    totalMiles: tenthsToMiles(sumTenths(trips)),
    businessMiles: tenthsToMiles(sumTenths(trips.filter((t) => t.purpose === 'business'))),
    deductionCents: eligibility.applies ? trips.reduce((sum, t) => sum + (t.deductionCents ?? 0), 0) : null,
    deductionNote: eligibility.applies
      ? 'Deduction: business miles at the IRS standard mileage rate of each trip’s year.'
      : NO_DEDUCTION_TEXT[eligibility.reason],
    trips: trips.slice(0, MAX_TRIPS).map(({ tenths: _, ...trip }) => trip),
  }
}
