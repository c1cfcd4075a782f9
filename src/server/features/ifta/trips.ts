import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import {
  IFTA_MESSAGES,
  type Trip,
  type TripInput,
  type TripPatch,
  type ZIftaListQuery,
} from '@/contracts/ifta.ts'
import { parseQuarter, quarterOf } from '@/domain/ifta/quarter.ts'
import { type OdometerRow, type OdometerTrip, odometerProblems } from '@/domain/ifta/trip-odometers.ts'
import type { Db, Tx } from '@/server/db/client.ts'
import { type IftaTripRow, iftaTripMiles, iftaTrips, loads, trucks } from '@/server/db/schema/index.ts'
import { checkTruckRef } from '@/server/features/trucks/trucks.public.ts'
import { AppError } from '@/server/lib/errors.ts'
import { likePattern, pageWindow } from '@/server/lib/paging.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { assertUnlocked, lockedQuarters, lockedQuartersForWrite } from './ifta-locks.ts'

const tripNotFound = () => new AppError('NOT_FOUND', IFTA_MESSAGES.tripNotFound)
const toTenths = (miles: number) => Math.round(miles * 10)

type ListQuery = z.output<typeof ZIftaListQuery>

/** The date range a list's quarter, from and to leave (the quarter's days within from–to). */
export function listRange(query: Pick<ListQuery, 'quarter' | 'from' | 'to'>) {
  const q = query.quarter ? parseQuarter(query.quarter) : null
  const from = [q?.from, query.from].filter(Boolean).sort().at(-1)
  const to = [q?.to, query.to].filter(Boolean).sort().at(0)
  return { from, to }
}

function tripFilters(userId: string, query: ListQuery): SQL {
  const { from, to } = listRange(query)
  const conditions: SQL[] = [eq(iftaTrips.userId, userId)]
  if (from) conditions.push(gte(iftaTrips.startDate, from))
  if (to) conditions.push(lte(iftaTrips.startDate, to))
  if (query.truckId) conditions.push(eq(iftaTrips.truckId, query.truckId))
  if (query.search) {
    const pattern = likePattern(query.search)
    conditions.push(
      or(
        ilike(iftaTrips.origin, pattern),
        ilike(iftaTrips.destination, pattern),
        ilike(iftaTrips.routes, pattern),
        ilike(iftaTrips.notes, pattern),
        ilike(trucks.unitNumber, pattern),
      )!,
    )
  }
  return and(...conditions)!
}

/** A user's trip sheets, newest first, a page at a time. */
export async function listTrips(options: Caller & ListQuery): Promise<{ items: Trip[]; total: number }> {
  const { db, userId } = options
  const where = tripFilters(userId, options)
  const [rows, [counted], locked] = await Promise.all([
    db
      .select({ trip: iftaTrips, truckUnit: trucks.unitNumber })
      .from(iftaTrips)
      .leftJoin(trucks, eq(trucks.id, iftaTrips.truckId))
      .where(where)
      .orderBy(desc(iftaTrips.startDate), desc(iftaTrips.id))
      .limit(pageWindow(options).limit)
      .offset(pageWindow(options).offset),
    db.select({ n: count() }).from(iftaTrips).leftJoin(trucks, eq(trucks.id, iftaTrips.truckId)).where(where),
    lockedQuarters(db, userId),
  ])
  return { items: await withMiles(db, rows, locked), total: counted?.n ?? 0 }
}

export async function getTrip(options: Caller & { id: string }): Promise<Trip> {
  const { db, userId, id } = options
  const rows = await db
    .select({ trip: iftaTrips, truckUnit: trucks.unitNumber })
    .from(iftaTrips)
    .leftJoin(trucks, eq(trucks.id, iftaTrips.truckId))
    .where(and(eq(iftaTrips.id, id), eq(iftaTrips.userId, userId)))
  if (rows.length === 0) throw tripNotFound()
  const [trip] = await withMiles(db, rows, await lockedQuarters(db, userId))
  return trip!
}

async function withMiles(
  db: Db,
  rows: { trip: IftaTripRow; truckUnit: string | null }[],
  locked: Set<string>,
): Promise<Trip[]> {
  if (rows.length === 0) return []
  const miles = await db
    .select()
    .from(iftaTripMiles)
    .where(
      inArray(
        iftaTripMiles.tripId,
        rows.map((r) => r.trip.id),
      ),
    )
    .orderBy(asc(iftaTripMiles.tripId), asc(iftaTripMiles.position))
  const byTrip = new Map<string, typeof miles>()
  for (const m of miles) byTrip.set(m.tripId, [...(byTrip.get(m.tripId) ?? []), m])
  return rows.map(({ trip, truckUnit }) => ({
    id: trip.id,
    truckId: trip.truckId,
    truckUnit,
    startDate: trip.startDate,
    endDate: trip.endDate,
    startOdometer: trip.startOdometer,
    endOdometer: trip.endOdometer,
    origin: trip.origin,
    destination: trip.destination,
    routes: trip.routes,
    loaded: trip.loaded,
    loadId: trip.loadId,
    source: trip.source,
    notes: trip.notes,
    totalMiles: trip.milesTenths / 10,
    jurisdictions: (byTrip.get(trip.id) ?? []).map((m) => ({
      jurisdiction: m.jurisdiction,
      miles: m.milesTenths / 10,
      taxableMiles: m.taxableMilesTenths === null ? null : m.taxableMilesTenths / 10,
      entryOdometer: m.entryOdometer,
    })),
    locked: locked.has(quarterOf(trip.startDate)),
    createdAt: trip.createdAt.toISOString(),
    updatedAt: trip.updatedAt.toISOString(),
  }))
}

async function checkLoadRef(db: Db | Tx, userId: string, loadId: string | null | undefined) {
  if (!loadId) return
  const [load] = await db
    .select({ id: loads.id })
    .from(loads)
    .where(and(eq(loads.id, loadId), eq(loads.userId, userId)))
  if (!load) throw new AppError('BAD_REQUEST', 'Load not found')
}

async function writeMiles(tx: Tx, tripId: string, jurisdictions: TripInput['jurisdictions']) {
  await tx.delete(iftaTripMiles).where(eq(iftaTripMiles.tripId, tripId))
  await tx.insert(iftaTripMiles).values(
    jurisdictions.map((j, position) => ({
      tripId,
      position,
      jurisdiction: j.jurisdiction,
      milesTenths: toTenths(j.miles),
      taxableMilesTenths: j.taxableMiles == null ? null : toTenths(j.taxableMiles),
      entryOdometer: j.entryOdometer ?? null,
    })),
  )
}

/** A trip's kept miles by state, as the odometer check reads them. */
async function storedMiles(tx: Tx, tripId: string): Promise<OdometerRow[]> {
  const rows = await tx
    .select({ milesTenths: iftaTripMiles.milesTenths, entryOdometer: iftaTripMiles.entryOdometer })
    .from(iftaTripMiles)
    .where(eq(iftaTripMiles.tripId, tripId))
    .orderBy(asc(iftaTripMiles.position))
  return rows.map((r) => ({ miles: r.milesTenths / 10, entryOdometer: r.entryOdometer }))
}

/** A change whose miles disagree with its state line odometers (the new input's own are the contract's). */
function refuseOdometerProblems(trip: OdometerTrip) {
  const [problem] = odometerProblems(trip)
  if (problem) throw new AppError('BAD_REQUEST', problem.message)
}

const totalTenths = (jurisdictions: TripInput['jurisdictions']) =>
  jurisdictions.reduce((sum, j) => sum + toTenths(j.miles), 0)

/** Records a trip sheet with its miles by jurisdiction (one transaction); its quarter must be open. */
export async function createTrip(
  options: Caller & { input: TripInput; source?: IftaTripRow['source']; tx?: Tx },
): Promise<string> {
  const { db, clock, userId, input } = options
  await checkTruckRef({ db, userId, truckId: input.truckId })
  await checkLoadRef(db, userId, input.loadId)
  const now = clock.now()
  const write = async (tx: Tx) => {
    assertUnlocked(await lockedQuartersForWrite(tx, userId), input.startDate)
    const { jurisdictions, ...fields } = input
    const [row] = await tx
      .insert(iftaTrips)
      .values({
        ...fields,
        userId,
        notes: fields.notes ?? '',
        // A sheet begun from a load says so (the load is linked by its id).
        source: options.source ?? (input.loadId ? 'load' : 'typed'),
        milesTenths: totalTenths(jurisdictions),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: iftaTrips.id })
    await writeMiles(tx, row!.id, jurisdictions)
    return row!.id
  }
  return options.tx ? write(options.tx) : db.transaction(write)
}

/** Changes a trip; its jurisdictions, when given, replace its own. Neither its old nor its new quarter may be filed. */
export async function updateTrip(options: Caller & { id: string; patch: TripPatch }): Promise<void> {
  const { db, clock, userId, id, patch } = options
  await checkTruckRef({ db, userId, truckId: patch.truckId })
  await checkLoadRef(db, userId, patch.loadId)
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(iftaTrips)
      .where(and(eq(iftaTrips.id, id), eq(iftaTrips.userId, userId)))
      .for('update')
    if (!current) throw tripNotFound()
    assertUnlocked(await lockedQuartersForWrite(tx, userId), current.startDate, patch.startDate)
    const startDate = patch.startDate ?? current.startDate
    const endDate = patch.endDate ?? current.endDate
    if (endDate < startDate) throw new AppError('BAD_REQUEST', IFTA_MESSAGES.datesOrder)
    const start = patch.startOdometer === undefined ? current.startOdometer : patch.startOdometer
    const end = patch.endOdometer === undefined ? current.endOdometer : patch.endOdometer
    if (start !== null && end !== null && end < start)
      throw new AppError('BAD_REQUEST', IFTA_MESSAGES.odometerOrder)
    if (patch.jurisdictions || patch.startOdometer !== undefined || patch.endOdometer !== undefined) {
      const rows = patch.jurisdictions ?? (await storedMiles(tx, id))
      refuseOdometerProblems({ startOdometer: start, endOdometer: end, jurisdictions: rows })
    }
    const { jurisdictions, ...fields } = patch
    await tx
      .update(iftaTrips)
      .set({
        ...fields,
        ...(jurisdictions ? { milesTenths: totalTenths(jurisdictions) } : {}),
        updatedAt: clock.now(),
      })
      .where(eq(iftaTrips.id, id))
    if (jurisdictions) await writeMiles(tx, id, jurisdictions)
  })
}

export async function deleteTrip(options: Caller & { id: string }): Promise<void> {
  const { db, userId, id } = options
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ startDate: iftaTrips.startDate })
      .from(iftaTrips)
      .where(and(eq(iftaTrips.id, id), eq(iftaTrips.userId, userId)))
      .for('update')
    if (!current) throw tripNotFound()
    assertUnlocked(await lockedQuartersForWrite(tx, userId), current.startDate)
    await tx.delete(iftaTrips).where(eq(iftaTrips.id, id))
  })
}
