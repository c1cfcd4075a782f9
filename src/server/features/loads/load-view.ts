import { eq, inArray, or, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { DocumentRef } from '@/contracts/documents.ts'
import { LOAD_MESSAGES, type Load, type LoadSummary } from '@/contracts/loads.ts'
import { checkLoad, type Discrepancy, type LeaseTerms } from '@/domain/loads/load-check.ts'
import type { RateLineKind } from '@/domain/loads/load-terms.ts'
import type { Db } from '@/server/db/client.ts'
import {
  fleetMembers,
  type LoadRow,
  loadRateLines,
  loadStops,
  loads,
  payers,
  trucks,
  users,
} from '@/server/db/schema/index.ts'
import { AppError } from '@/server/lib/errors.ts'

export const loadNotFound = () => new AppError('NOT_FOUND', LOAD_MESSAGES.notFound)

/**
 * The loads a user may see: their own, the fleet's loads they haul, and, for a fleet manager, their
 * drivers' (the same reach as the fleet's other books). Only their own may they change.
 */
export function visibleTo(userId: string): SQL {
  return or(
    eq(loads.userId, userId),
    eq(loads.driverId, userId),
    sql`${loads.userId} in (select driver_id from fleet_members where fleet_manager_id = ${userId})`,
  )!
}

/**
 * The same loads as `visibleTo`, for a list: written so an owner's own list reads the index in its
 * order (a plain `user_id`), the drivers' loads and the fleet's loads they haul added only when the
 * user has such (a fleet manager, a fleet's driver).
 */
export async function listScope(db: Db, userId: string): Promise<{ scope: SQL; owners: string[] }> {
  const [drivers, member] = await Promise.all([
    db
      .select({ id: fleetMembers.driverId })
      .from(fleetMembers)
      .where(eq(fleetMembers.fleetManagerId, userId)),
    db.select({ id: fleetMembers.driverId }).from(fleetMembers).where(eq(fleetMembers.driverId, userId)),
  ])
  const owners = [userId, ...drivers.map((d) => d.id)]
  const own = owners.length === 1 ? eq(loads.userId, userId) : inArray(loads.userId, owners)
  return { scope: member.length ? or(own, eq(loads.driverId, userId))! : own, owners }
}

const drivers = alias(users, 'driver')

/** A load's row with the names a summary shows: its payer, truck and driver, and its payer's lease. */
export const summaryColumns = {
  load: loads,
  payerName: payers.name,
  leasePercent: payers.leasePercent,
  leaseIncludesFuelSurcharge: payers.leaseIncludesFuelSurcharge,
  truckUnit: trucks.unitNumber,
  driverName: drivers.fullName,
}

/** The loads table with what its summaries name. */
export function loadsWithNames(db: Db) {
  return db
    .select(summaryColumns)
    .from(loads)
    .leftJoin(payers, eq(payers.id, loads.payerId))
    .leftJoin(trucks, eq(trucks.id, loads.truckId))
    .leftJoin(drivers, eq(drivers.id, loads.driverId))
}

export interface NamedLoad {
  load: LoadRow
  payerName: string | null
  leasePercent: string | null
  leaseIncludesFuelSurcharge: boolean | null
  truckUnit: string | null
  driverName: string | null
}

export function leaseOf(
  row: Pick<NamedLoad, 'leasePercent' | 'leaseIncludesFuelSurcharge'>,
): LeaseTerms | null {
  return row.leasePercent
    ? { percent: row.leasePercent, includesFuelSurcharge: row.leaseIncludesFuelSurcharge ?? false }
    : null
}

/**
 * Its flags: the pay flags kept on the row since its settlement paid it, or, unpaid, whether it has
 * waited too long (which moves with the calendar, so it is worked out as it is read).
 */
export function discrepanciesOf(
  row: NamedLoad,
  rateLines: readonly { kind: RateLineKind; amountCents: number }[],
  clock: { today: string; unpaidAfterDays: number },
): Discrepancy[] {
  const { load } = row
  if (load.paidCents !== null) return load.payFlags
  return checkLoad(
    {
      status: load.status,
      hasRate: load.origin !== 'settlement',
      rateLines,
      paidCents: null,
      paidByGroup: null,
      loadedMiles: load.loadedMiles,
      paidMiles: null,
      deliveryDate: load.deliveryDate,
    },
    { lease: leaseOf(row), today: clock.today, unpaidAfterDays: clock.unpaidAfterDays },
  )
}

export function toLoadSummary(row: NamedLoad, viewerId: string, discrepancies: Discrepancy[]): LoadSummary {
  const { load } = row
  return {
    id: load.id,
    loadNumber: load.loadNumber,
    payerId: load.payerId,
    payerName: row.payerName,
    status: load.status,
    origin: load.origin,
    pickupDate: load.pickupDate,
    deliveryDate: load.deliveryDate,
    originPlace: load.originPlace,
    destinationPlace: load.destinationPlace,
    loadedMiles: load.loadedMiles,
    emptyMiles: load.emptyMiles,
    truckId: load.truckId,
    truckUnit: row.truckUnit,
    driverId: load.driverId,
    driverName: row.driverName,
    ownerId: load.userId,
    editable: load.userId === viewerId,
    rateTotalCents: load.rateTotalCents,
    paidCents: load.paidCents,
    settlementId: load.settlementId,
    discrepancies,
    needsReview: load.review !== null,
    createdAt: load.createdAt.toISOString(),
    updatedAt: load.updatedAt.toISOString(),
  }
}

/** A load's stops and rate lines, in order. */
export async function partsOf(db: Db, loadIds: readonly string[]) {
  if (loadIds.length === 0) return { stops: [], rateLines: [] }
  const ids = sql`(${sql.join(
    loadIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`
  const [stops, rateLines] = await Promise.all([
    db
      .select()
      .from(loadStops)
      .where(sql`${loadStops.loadId} in ${ids}`)
      .orderBy(loadStops.loadId, loadStops.position),
    db
      .select()
      .from(loadRateLines)
      .where(sql`${loadRateLines.loadId} in ${ids}`)
      .orderBy(loadRateLines.loadId, loadRateLines.position),
  ])
  return { stops, rateLines }
}

export function toLoad(
  row: NamedLoad,
  viewerId: string,
  parts: Awaited<ReturnType<typeof partsOf>>,
  discrepancies: Discrepancy[],
  extra: { document: DocumentRef | null; settlement: Load['settlement']; documents: Load['documents'] },
): Load {
  const { load } = row
  return {
    ...toLoadSummary(row, viewerId, discrepancies),
    shipper: load.shipper,
    receiver: load.receiver,
    commodity: load.commodity,
    weightLb: load.weightLb,
    poNumber: load.poNumber,
    bolNumber: load.bolNumber,
    proNumber: load.proNumber,
    notes: load.notes,
    paidMiles: load.paidMiles,
    stops: parts.stops.map((s) => ({
      id: s.id,
      type: s.type,
      name: s.name,
      city: s.city,
      state: s.state,
      zip: s.zip,
      scheduledAt: localDateTime(s.scheduledAt),
      arrivedAt: localDateTime(s.arrivedAt),
      departedAt: localDateTime(s.departedAt),
    })),
    rateLines: parts.rateLines.map((l) => ({
      id: l.id,
      kind: l.kind,
      description: l.description,
      amountCents: l.amountCents,
    })),
    review: load.review,
    ...extra,
  }
}

/** A stored local time ('2026-03-02 08:00:00') as the API gives it ('2026-03-02T08:00'). */
const localDateTime = (value: string | null) => (value ? value.replace(' ', 'T').slice(0, 16) : null)
