import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import {
  LOAD_MESSAGES,
  type LoadReview,
  type ZLoadInput,
  type ZLoadPatch,
  type ZStopInput,
} from '@/contracts/loads.ts'
import type { LoadOrigin } from '@/domain/loads/load-terms.ts'
import type { Db, Tx } from '@/server/db/client.ts'
import { fleetMembers, loadDocuments, loadRateLines, loadStops, loads } from '@/server/db/schema/index.ts'
import { checkTruckRef } from '@/server/features/trucks/trucks.public.ts'
import { AppError } from '@/server/lib/errors.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { attachmentsOf, dropUnattached } from './load-documents.ts'
import { refreshPayFlags } from './load-flags.ts'
import { loadNotFound } from './load-view.ts'
import { checkPayerRef, findOrMakePayer } from './payers.ts'

type Stop = z.output<typeof ZStopInput>
type LoadValues = z.output<typeof ZLoadInput>
type LoadPatch = z.output<typeof ZLoadPatch>

const text = (v: string | null | undefined) => (v === undefined ? undefined : v || null)
const dayOf = (stop: Stop | undefined) =>
  (stop?.scheduledAt ?? stop?.arrivedAt ?? stop?.departedAt)?.slice(0, 10) ?? null
const placeOf = (stop: Stop | undefined) => (stop ? `${stop.city}, ${stop.state}` : null)

/** What a load's row keeps of its stops: the first pickup's and last delivery's day, place and state. */
export function routeOf(stops: readonly Stop[]) {
  const first = stops[0]
  const last = stops.at(-1)
  return {
    pickupDate: dayOf(first),
    deliveryDate: dayOf(last) ?? dayOf(first),
    originPlace: placeOf(first),
    destinationPlace: placeOf(last),
    originState: first?.state ?? null,
    destinationState: last?.state ?? null,
  }
}

/** A fleet manager's load may name one of their drivers; no one else's. */
async function checkDriverRef(db: Db | Tx, userId: string, driverId: string | null | undefined) {
  if (!driverId) return
  const [member] = await db
    .select({ id: fleetMembers.driverId })
    .from(fleetMembers)
    .where(and(eq(fleetMembers.fleetManagerId, userId), eq(fleetMembers.driverId, driverId)))
  if (!member) throw new AppError('BAD_REQUEST', LOAD_MESSAGES.driverNotFound)
}

/** The references a load names, each one of the user's own (or their fleet's truck). */
async function checkRefs(db: Db, userId: string, input: LoadPatch) {
  await checkTruckRef({ db, userId, truckId: input.truckId })
  await checkDriverRef(db, userId, input.driverId)
  if (input.payerId) await checkPayerRef(db, userId, input.payerId)
}

async function writeParts(tx: Tx, loadId: string, input: Pick<LoadPatch, 'stops' | 'rateLines'>) {
  if (input.stops) {
    await tx.delete(loadStops).where(eq(loadStops.loadId, loadId))
    await tx.insert(loadStops).values(
      input.stops.map((stop, position) => ({
        loadId,
        position,
        type: stop.type,
        name: text(stop.name) ?? null,
        city: stop.city,
        state: stop.state,
        zip: text(stop.zip) ?? null,
        scheduledAt: stop.scheduledAt ?? null,
        arrivedAt: stop.arrivedAt ?? null,
        departedAt: stop.departedAt ?? null,
      })),
    )
  }
  if (input.rateLines) {
    await tx.delete(loadRateLines).where(eq(loadRateLines.loadId, loadId))
    if (input.rateLines.length)
      await tx
        .insert(loadRateLines)
        .values(input.rateLines.map((line, position) => ({ loadId, position, ...line })))
  }
}

/** The row's own columns from a (partial) input; undefined leaves a column as it is. */
async function columnsOf(tx: Tx, userId: string, input: LoadPatch, now: Date) {
  const payerId = input.payerName ? await findOrMakePayer(tx, userId, input.payerName, now) : input.payerId
  const columns = {
    loadNumber: text(input.loadNumber),
    payerId,
    shipper: text(input.shipper),
    receiver: text(input.receiver),
    status: input.status,
    loadedMiles: input.loadedMiles,
    emptyMiles: input.emptyMiles,
    truckId: input.truckId,
    driverId: input.driverId,
    commodity: text(input.commodity),
    weightLb: input.weightLb,
    poNumber: text(input.poNumber),
    bolNumber: text(input.bolNumber),
    proNumber: text(input.proNumber),
    notes: input.notes,
    ...(input.stops ? routeOf(input.stops) : {}),
    ...(input.rateLines
      ? { rateTotalCents: input.rateLines.reduce((sum, l) => sum + l.amountCents, 0) }
      : {}),
  }
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined))
}

/** Stores a new load with its stops and rate lines in one transaction; answers its id. */
export async function createLoad(
  options: Caller & {
    input: LoadValues
    origin?: LoadOrigin
    documentId?: string | null
    review?: LoadReview | null
    tx?: Tx
  },
): Promise<string> {
  const { db, clock, userId, input } = options
  // A reading proposes no references to check (no truck, driver or payer id).
  if (!options.tx) await checkRefs(db, userId, input)
  const now = clock.now()
  const write = async (tx: Tx) => {
    const [row] = await tx
      .insert(loads)
      .values({
        userId,
        ...(await columnsOf(tx, userId, input, now)),
        origin: options.origin ?? 'typed',
        documentId: options.documentId ?? null,
        review: options.review ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: loads.id })
    await writeParts(tx, row!.id, input)
    // The rate confirmation it was read from is the first of its documents.
    if (options.documentId)
      await tx
        .insert(loadDocuments)
        .values({
          loadId: row!.id,
          documentId: options.documentId,
          kind: 'rate_confirmation',
          createdAt: now,
        })
        .onConflictDoNothing()
    return row!.id
  }
  return options.tx ? write(options.tx) : db.transaction(write)
}

/**
 * Changes the given fields of one of the user's loads; stops and rate lines, when given, replace its
 * own. Saving its fields (not its status alone) is the user's check of what its rate confirmation
 * was read as. A paid load is
 * checked again against its settlement.
 */
export async function updateLoad(options: Caller & { id: string; patch: LoadPatch }): Promise<void> {
  const { db, clock, userId, id, patch } = options
  await checkRefs(db, userId, patch)
  const now = clock.now()
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(loads)
      .set({
        ...(await columnsOf(tx, userId, patch, now)),
        // A status moved along the road is no check of what was read (an empty save confirms it as it is).
        ...(statusOnly(patch) ? {} : { review: null }),
        updatedAt: now,
      })
      .where(and(eq(loads.id, id), eq(loads.userId, userId)))
      .returning({ id: loads.id, paidCents: loads.paidCents })
    if (!row) throw loadNotFound()
    await writeParts(tx, id, patch)
    if (row.paidCents !== null) await refreshPayFlags(tx, [id])
  })
}

const statusOnly = (patch: LoadPatch) => {
  const fields = Object.keys(patch)
  return fields.length === 1 && fields[0] === 'status'
}

/** Deletes one of the user's loads with its stops and rate lines. */
export async function deleteLoad(
  options: Caller & { id: string; storage: Parameters<typeof dropUnattached>[1] },
): Promise<void> {
  const { db, userId, id } = options
  const attached = await attachmentsOf(db, id)
  const gone = await db
    .delete(loads)
    .where(and(eq(loads.id, id), eq(loads.userId, userId)))
    .returning({ id: loads.id })
  if (gone.length === 0) throw loadNotFound()
  // The files attached to it alone go with it.
  await dropUnattached(db, options.storage, userId, attached)
}
