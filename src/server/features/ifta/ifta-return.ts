import { and, asc, count, desc, eq, gte, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm'
import { IFTA_MESSAGES, type IftaReturn } from '@/contracts/ifta.ts'
import {
  type BuiltReturn,
  buildIftaReturn,
  type FuelRecord,
  lateInterest,
  latePenaltyCents,
  RETURN_FUEL,
  type TripRecord,
} from '@/domain/ifta/build-return.ts'
import { isQualifiedTruck } from '@/domain/ifta/qualified.ts'
import { type IftaQuarter, parseQuarter, previousQuarter, quarterOf } from '@/domain/ifta/quarter.ts'
import type { Db } from '@/server/db/client.ts'
import {
  fuelPurchases,
  iftaReturns,
  iftaTripMiles,
  iftaTrips,
  loads,
  trucks,
} from '@/server/db/schema/index.ts'
import { AppError } from '@/server/lib/errors.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { latestReturn, lockReturns, quarterStatuses } from './ifta-locks.ts'
import { returnRates } from './rates.ts'

export const quarterOrThrow = (key: string): IftaQuarter => {
  const quarter = parseQuarter(key)
  if (!quarter) throw new AppError('BAD_REQUEST', IFTA_MESSAGES.quarterInvalid)
  return quarter
}

/**
 * The trucks a quarter's records may name, with what decides whether each is qualified: the user's
 * own, and their fleet's that the records name (a driver's leased-on truck).
 */
export function quarterTrucks(db: Db, userId: string, quarter: IftaQuarter) {
  const trips = db
    .select({ id: iftaTrips.truckId })
    .from(iftaTrips)
    .where(
      and(
        eq(iftaTrips.userId, userId),
        gte(iftaTrips.startDate, quarter.from),
        lte(iftaTrips.startDate, quarter.to),
      ),
    )
  const fuel = db
    .select({ id: fuelPurchases.truckId })
    .from(fuelPurchases)
    .where(
      and(
        eq(fuelPurchases.userId, userId),
        gte(fuelPurchases.date, quarter.from),
        lte(fuelPurchases.date, quarter.to),
      ),
    )
  return db
    .select({
      id: trucks.id,
      unit: trucks.unitNumber,
      axles: trucks.axles,
      weight: trucks.taxableGrossWeightLb,
    })
    .from(trucks)
    .where(or(eq(trucks.userId, userId), inArray(trucks.id, trips), inArray(trucks.id, fuel)))
}

/** The quarter's figures from the records as they are now: qualified trucks' trips and fuel. */
/** Interest to today on a return past due, and what it leaves out for want of a rate. */
function lateInterestAnswer(rows: BuiltReturn['rows'], dueDate: string, today: string) {
  const interest = lateInterest(rows, dueDate, today)
  const years = interest.yearsWithoutRate
  return {
    cents: interest.cents,
    months: interest.months,
    note:
      years.length === 0
        ? null
        : `No IFTA interest rate is on file for ${years.join(' and ')} yet: the months late in it are not counted.`,
  }
}

export async function computeReturn(db: Db, userId: string, quarter: IftaQuarter, truckId?: string) {
  const inQuarter = and(
    eq(iftaTrips.userId, userId),
    gte(iftaTrips.startDate, quarter.from),
    lte(iftaTrips.startDate, quarter.to),
  )
  const [tripRows, purchaseRows, truckRows, rates] = await Promise.all([
    db.select().from(iftaTrips).where(inQuarter),
    db
      .select({
        id: fuelPurchases.id,
        truckId: fuelPurchases.truckId,
        date: fuelPurchases.date,
        jurisdiction: fuelPurchases.jurisdiction,
        gallons: fuelPurchases.gallons,
        fuelType: fuelPurchases.fuelType,
        taxPaid: fuelPurchases.taxPaid,
      })
      .from(fuelPurchases)
      .where(
        and(
          eq(fuelPurchases.userId, userId),
          gte(fuelPurchases.date, quarter.from),
          lte(fuelPurchases.date, quarter.to),
        ),
      ),
    quarterTrucks(db, userId, quarter),
    returnRates(db, quarter.key, RETURN_FUEL),
  ])
  const notQualified = new Set(
    truckRows.filter((t) => !isQualifiedTruck({ axles: t.axles, grossWeightLb: t.weight })).map((t) => t.id),
  )
  // One truck's records for a look at it, else every qualified truck's (and those of no truck).
  const counts = (id: string | null) => (truckId ? id === truckId : id === null || !notQualified.has(id))
  const tripsKept = tripRows.filter((t) => counts(t.truckId))
  // The kept trips' miles, read with the quarter's trips (a join, not thousands of ids).
  const milesRows =
    tripsKept.length === 0
      ? []
      : await db
          .select({
            tripId: iftaTripMiles.tripId,
            jurisdiction: iftaTripMiles.jurisdiction,
            milesTenths: iftaTripMiles.milesTenths,
            taxableMilesTenths: iftaTripMiles.taxableMilesTenths,
          })
          .from(iftaTripMiles)
          .innerJoin(iftaTrips, eq(iftaTrips.id, iftaTripMiles.tripId))
          .where(inQuarter)
          .orderBy(asc(iftaTripMiles.tripId), asc(iftaTripMiles.position))
  const milesOf = new Map<string, TripRecord['miles']>()
  for (const m of milesRows) {
    const row = {
      jurisdiction: m.jurisdiction,
      milesTenths: m.milesTenths,
      taxableMilesTenths: m.taxableMilesTenths,
    }
    const own = milesOf.get(m.tripId)
    if (own) own.push(row)
    else milesOf.set(m.tripId, [row])
  }
  const trips: TripRecord[] = tripsKept.map((t) => ({
    id: t.id,
    truckId: t.truckId,
    startDate: t.startDate,
    endDate: t.endDate,
    startOdometer: t.startOdometer,
    endOdometer: t.endOdometer,
    miles: milesOf.get(t.id) ?? [],
  }))
  const purchases: FuelRecord[] = purchaseRows.filter((p) => counts(p.truckId))
  const units = new Map(truckRows.map((t) => [t.id, t.unit]))
  const built = buildIftaReturn({
    quarter,
    trips,
    purchases,
    rates,
    loadMilesTenths: await loadMilesTenths(db, userId, quarter, notQualified, truckId),
    truckLabel: (id) => (id ? `Truck ${units.get(id) ?? ''}`.trim() : 'No truck'),
  })
  return {
    built,
    trips: trips.length,
    purchases: purchases.length,
    excludedTrucks: truckRows.filter((t) => notQualified.has(t.id)).map((t) => t.unit),
  }
}

/** The loaded and empty miles of the quarter's loads (picked up in it, not cancelled), or null without loads. */
async function loadMilesTenths(
  db: Db,
  userId: string,
  quarter: IftaQuarter,
  notQualified: Set<string>,
  truckId?: string,
) {
  const [row] = await db
    .select({
      n: count(),
      tenths: sql<
        string | null
      >`round(sum(coalesce(${loads.loadedMiles}, 0) + coalesce(${loads.emptyMiles}, 0)) * 10)`,
    })
    .from(loads)
    .where(
      and(
        eq(loads.userId, userId),
        ne(loads.status, 'cancelled'),
        gte(loads.pickupDate, quarter.from),
        lte(loads.pickupDate, quarter.to),
        truckId
          ? eq(loads.truckId, truckId)
          : notQualified.size === 0
            ? undefined
            : or(
                isNull(loads.truckId),
                sql`${loads.truckId} not in (${sql.join(
                  [...notQualified].map((id) => sql`${id}`),
                  sql`, `,
                )})`,
              ),
      ),
    )
  if (!row || row.n === 0 || row.tenths === null) return null
  return Number(row.tenths)
}

/**
 * A quarter's return: as filed (its figures frozen) when its latest version is filed, else built
 * from the records now. A return past its due date and not filed shows the late penalty apart.
 */
export async function getIftaReturn(
  options: Caller & { quarter: string; today: string; truckId?: string },
): Promise<IftaReturn> {
  const { db, userId, today, truckId } = options
  const quarter = quarterOrThrow(options.quarter)
  const [live, versions] = await Promise.all([
    computeReturn(db, userId, quarter, truckId),
    db
      .select()
      .from(iftaReturns)
      .where(and(eq(iftaReturns.userId, userId), eq(iftaReturns.quarter, quarter.key)))
      .orderBy(desc(iftaReturns.version)),
  ])
  const latest = versions[0] ?? null
  const status = latest?.status ?? 'open'
  // A truck's look is its records now; the account's return, once filed, is its frozen figures.
  const built: BuiltReturn = status === 'filed' && latest?.figures && !truckId ? latest.figures : live.built
  const late = status === 'open' && today > quarter.dueDate && !truckId
  return {
    ...built,
    label: quarter.label,
    truckId: truckId ?? null,
    latePenaltyCents: late ? latePenaltyCents(built.totalDueCents) : null,
    lateInterest: late ? lateInterestAnswer(built.rows, quarter.dueDate, today) : null,
    trips: live.trips,
    purchases: live.purchases,
    excludedTrucks: live.excludedTrucks,
    status,
    version: latest?.version ?? 0,
    filedOn: status === 'filed' ? (latest?.filedOn ?? null) : null,
    amountPaidCents: status === 'filed' ? (latest?.amountPaidCents ?? null) : null,
    history: versions
      .filter((v) => v.status === 'filed' && v !== (status === 'filed' ? latest : null))
      .map((v) => ({
        version: v.version,
        filedOn: v.filedOn,
        amountPaidCents: v.amountPaidCents,
        totalDueCents: v.figures?.totalDueCents ?? 0,
      })),
  }
}

/**
 * Marks a quarter's return filed: its figures as built now are frozen with the date and amount paid,
 * and its records lock. An amendment being made is filed as its new version.
 */
export async function fileIftaReturn(
  options: Caller & { quarter: string; filedOn: string; amountPaidCents: number; today: string },
): Promise<IftaReturn> {
  const { db, clock, userId } = options
  const quarter = quarterOrThrow(options.quarter)
  await db.transaction(async (tx) => {
    await lockReturns(tx, userId)
    const latest = await latestReturn(tx, userId, quarter.key)
    if (latest?.status === 'filed') throw new AppError('CONFLICT', IFTA_MESSAGES.alreadyFiled)
    // Built under the lock every write of the quarter's records takes: the figures kept are the
    // records locked.
    const { built } = await computeReturn(tx as unknown as Db, userId, quarter)
    const filed = {
      status: 'filed' as const,
      filedOn: options.filedOn,
      amountPaidCents: options.amountPaidCents,
      figures: built,
      updatedAt: clock.now(),
    }
    if (latest) await tx.update(iftaReturns).set(filed).where(eq(iftaReturns.id, latest.id))
    else await tx.insert(iftaReturns).values({ ...filed, userId, quarter: quarter.key, version: 1 })
  })
  return getIftaReturn(options)
}

/** Opens an amendment of a filed return: its records unlock until the new version is filed. */
export async function amendIftaReturn(
  options: Caller & { quarter: string; today: string },
): Promise<IftaReturn> {
  const { db, clock, userId } = options
  const quarter = quarterOrThrow(options.quarter)
  await db.transaction(async (tx) => {
    await lockReturns(tx, userId)
    const latest = await latestReturn(tx, userId, quarter.key)
    if (latest?.status !== 'filed') throw new AppError('CONFLICT', IFTA_MESSAGES.notAmending)
    await tx.insert(iftaReturns).values({
      userId,
      quarter: quarter.key,
      version: latest.version + 1,
      status: 'amending',
      createdAt: clock.now(),
      updatedAt: clock.now(),
    })
  })
  return getIftaReturn(options)
}

/**
 * The quarters to show: every quarter with records or a return, and the current and last quarter
 * (the one most likely due), newest first.
 */
export async function listIftaQuarters(options: Caller & { today: string }) {
  const { db, userId, today } = options
  const quarterSql = (column: unknown) =>
    sql<string>`to_char(${column}, 'YYYY') || 'Q' || extract(quarter from ${column})::int`
  const [tripCounts, purchaseCounts, statuses] = await Promise.all([
    db
      .select({
        quarter: quarterSql(iftaTrips.startDate),
        n: count(),
        tenths: sql<string>`sum(${iftaTrips.milesTenths})`,
      })
      .from(iftaTrips)
      .where(eq(iftaTrips.userId, userId))
      .groupBy(quarterSql(iftaTrips.startDate)),
    db
      .select({
        quarter: quarterSql(fuelPurchases.date),
        n: count(),
        gallons: sql<string>`sum(${fuelPurchases.gallons})`,
      })
      .from(fuelPurchases)
      .where(eq(fuelPurchases.userId, userId))
      .groupBy(quarterSql(fuelPurchases.date)),
    quarterStatuses(db, userId),
  ])
  const current = quarterOf(today)
  const keys = new Set([
    current,
    previousQuarter(current),
    ...tripCounts.map((r) => r.quarter),
    ...purchaseCounts.map((r) => r.quarter),
    ...statuses.keys(),
  ])
  const trips = new Map(tripCounts.map((r) => [r.quarter, r]))
  const fuel = new Map(purchaseCounts.map((r) => [r.quarter, r]))
  const filedOn = new Map(
    (
      await db
        .select({ quarter: iftaReturns.quarter, filedOn: iftaReturns.filedOn, version: iftaReturns.version })
        .from(iftaReturns)
        .where(and(eq(iftaReturns.userId, userId), eq(iftaReturns.status, 'filed')))
        .orderBy(asc(iftaReturns.version))
    ).map((r) => [r.quarter, r.filedOn]),
  )
  return {
    items: [...keys]
      .sort()
      .reverse()
      .map((key) => {
        const q = parseQuarter(key)!
        return {
          quarter: key,
          label: q.label,
          dueDate: q.dueDate,
          status: statuses.get(key) ?? ('open' as const),
          filedOn: filedOn.get(key) ?? null,
          trips: trips.get(key)?.n ?? 0,
          purchases: fuel.get(key)?.n ?? 0,
          miles: Math.round(Number(trips.get(key)?.tenths ?? 0) / 10),
          gallons: fuel.get(key)?.gallons ?? '0',
        }
      }),
  }
}
