import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import type { TripInput } from '@/contracts/ifta.ts'
import { IFTA_MESSAGES } from '@/contracts/ifta.ts'
import { type ConfirmImport, IFTA_IMPORT_MESSAGES, type ImportResult } from '@/contracts/ifta-imports.ts'
import { eldRowsToTrips, type ImportedTrip } from '@/domain/ifta/import/eld-trips.ts'
import { fuelCardRowsToPurchases, type ImportedPurchase } from '@/domain/ifta/import/fuel-card-purchases.ts'
import { headerSignature } from '@/domain/ifta/import/guess-columns.ts'
import { FIELDS_OF, type ImportField, missingFields } from '@/domain/ifta/import/import-fields.ts'
import { quarterOf } from '@/domain/ifta/quarter.ts'
import { isSamePurchase } from '@/domain/ifta/same-purchase.ts'
import type { Tx } from '@/server/db/client.ts'
import type { IftaImportRow } from '@/server/db/schema/ifta-imports.ts'
import {
  fuelPurchases,
  iftaImports,
  iftaTripMiles,
  iftaTrips,
  importMappings,
  ledgerEntries,
} from '@/server/db/schema/index.ts'
import { usableTrucks } from '@/server/features/trucks/trucks.public.ts'
import { AppError } from '@/server/lib/errors.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { createFuelPurchase } from './fuel-purchases.ts'
import { lockedQuartersForWrite } from './ifta-locks.ts'
import { loadIftaImport } from './start-ifta-import.ts'
import { createTrip } from './trips.ts'

/*
 * Confirming an import makes every trip or purchase of the file in one transaction, through the
 * same use-cases as typing them (a purchase posts its fuel expense, or links the same fuel's
 * expense already in the books). A card line that is already a purchase of the user (the one rule
 * of isSamePurchase: same day, jurisdiction and fuel, no other truck, the same gallons to the
 * thousandth or the same amount; e.g. read from its receipt) is not made twice: the purchase gets
 * what the line adds (truck, price, vendor, city).
 */

function checkMapping(
  row: IftaImportRow,
  mapping: ConfirmImport['mapping'],
  period: ConfirmImport['period'],
) {
  const allowed = new Set<ImportField>(FIELDS_OF[row.kind])
  for (const [field, column] of Object.entries(mapping) as [ImportField, number | null][]) {
    if (!allowed.has(field)) throw new AppError('BAD_REQUEST', IFTA_IMPORT_MESSAGES.unknownField)
    if (column !== null && column >= row.headers.length)
      throw new AppError('BAD_REQUEST', IFTA_IMPORT_MESSAGES.columnInvalid)
  }
  const missing = missingFields(row.kind, mapping, period)
  if (missing.length > 0) throw new AppError('BAD_REQUEST', `Choose ${missing.join(', ')}`)
}

/** Unit numbers as exports print them ("0101", "Truck 101", "101 ") to one key. */
const unitKey = (unit: string) =>
  unit
    .toUpperCase()
    .replace(/^(TRUCK|UNIT|TRACTOR|VEHICLE)\b/, '')
    .replace(/[^A-Z0-9]/g, '')
    .replace(/^0+(?=.)/, '')

async function truckResolver(options: Caller) {
  const trucks = await usableTrucks(options)
  const byUnit = new Map<string, string>()
  // The user's own truck wins over a fleet truck of the same number.
  for (const truck of trucks.sort(
    (a, b) => Number(a.userId === options.userId) - Number(b.userId === options.userId),
  ))
    byUnit.set(unitKey(truck.unitNumber), truck.id)
  const unknown = new Map<string, number>()
  return {
    truckOf(unit: string | null): string | null {
      if (!unit) return null
      const id = byUnit.get(unitKey(unit))
      if (!id) unknown.set(unit, (unknown.get(unit) ?? 0) + 1)
      return id ?? null
    },
    problems: () =>
      [...unknown].map(
        ([unit, n]) =>
          `Unit ${unit} is not one of your trucks: its ${n} record${n === 1 ? ' was' : 's were'} saved without a truck`,
      ),
  }
}

function refuseLocked(locked: Set<string>, dated: { date: string; rows: number[] }[]) {
  const hit = dated.find((d) => locked.has(quarterOf(d.date)))
  if (hit) throw new AppError('CONFLICT', `Row ${hit.rows[0]} is dated ${hit.date}. ${IFTA_MESSAGES.locked}`)
}

const tripInput = (trip: ImportedTrip, truckId: string | null): TripInput => ({
  truckId,
  startDate: trip.startDate,
  endDate: trip.endDate,
  startOdometer: trip.startOdometer,
  endOdometer: trip.endOdometer,
  jurisdictions: trip.jurisdictions.map((j) => ({
    jurisdiction: j.jurisdiction,
    miles: j.milesTenths / 10,
    taxableMiles: j.taxableMilesTenths === null ? null : j.taxableMilesTenths / 10,
    entryOdometer: j.entryOdometer,
  })),
})

async function importTrips(
  tx: Tx,
  caller: Caller,
  row: IftaImportRow,
  { mapping, period }: Pick<ConfirmImport, 'mapping' | 'period'>,
) {
  const converted = eldRowsToTrips(row.rows, mapping, period)
  const trucks = await truckResolver({ ...caller, db: tx })
  refuseLocked(
    await lockedQuartersForWrite(tx, caller.userId),
    converted.trips.map((t) => ({ date: t.startDate, rows: t.rowNumbers })),
  )
  // The same export imported again (or overlapping the last): a trip already kept is not made twice.
  const kept = await existingTrips(tx, caller.userId, converted.trips)
  let created = 0
  let matched = 0
  for (const trip of converted.trips) {
    const input = tripInput(trip, trucks.truckOf(trip.vehicle))
    if (kept.has(tripKey(input))) {
      matched += 1
      continue
    }
    await createTrip({ ...caller, db: tx, tx, source: 'eld_import', input })
    kept.add(tripKey(input))
    created += 1
  }
  const problems = [...converted.problems, ...trucks.problems()]
  if (matched > 0)
    problems.push(
      `${matched} trip${matched === 1 ? ' was' : 's were'} already kept (same truck, days and miles): not added again`,
    )
  return { created, matched, skipped: converted.skipped, problems }
}

/** A trip as a key: its truck, its days and its miles by state in order. */
function tripKey(trip: {
  truckId?: string | null
  startDate: string
  endDate: string
  jurisdictions: { jurisdiction: string; miles: number }[]
}) {
  const states = trip.jurisdictions.map((j) => `${j.jurisdiction}:${Math.round(j.miles * 10)}`).join(',')
  return `${trip.truckId ?? '-'}|${trip.startDate}|${trip.endDate}|${states}`
}

/** The keys of the user's trips on the days the file covers. */
async function existingTrips(tx: Tx, userId: string, trips: { startDate: string }[]): Promise<Set<string>> {
  const dates = [...new Set(trips.map((t) => t.startDate))]
  if (dates.length === 0) return new Set()
  const rows = await tx
    .select({
      id: iftaTrips.id,
      truckId: iftaTrips.truckId,
      startDate: iftaTrips.startDate,
      endDate: iftaTrips.endDate,
      jurisdiction: iftaTripMiles.jurisdiction,
      milesTenths: iftaTripMiles.milesTenths,
    })
    .from(iftaTrips)
    .innerJoin(iftaTripMiles, eq(iftaTripMiles.tripId, iftaTrips.id))
    .where(and(eq(iftaTrips.userId, userId), inArray(iftaTrips.startDate, dates)))
    .orderBy(asc(iftaTrips.id), asc(iftaTripMiles.position))
  const byTrip = new Map<
    string,
    {
      truckId: string | null
      startDate: string
      endDate: string
      jurisdictions: { jurisdiction: string; miles: number }[]
    }
  >()
  for (const row of rows) {
    const trip = byTrip.get(row.id) ?? {
      truckId: row.truckId,
      startDate: row.startDate,
      endDate: row.endDate,
      jurisdictions: [],
    }
    trip.jurisdictions.push({ jurisdiction: row.jurisdiction, miles: row.milesTenths / 10 })
    byTrip.set(row.id, trip)
  }
  return new Set([...byTrip.values()].map(tripKey))
}

/** The user's purchases a card line could already be, on the dates the file covers. */
async function existingPurchases(tx: Tx, userId: string, lines: ImportedPurchase[]) {
  const dates = [...new Set(lines.map((l) => l.date))]
  if (dates.length === 0) return []
  return tx
    .select()
    .from(fuelPurchases)
    .where(and(eq(fuelPurchases.userId, userId), inArray(fuelPurchases.date, dates)))
}

async function importPurchases(
  tx: Tx,
  caller: Caller,
  row: IftaImportRow,
  mapping: ConfirmImport['mapping'],
) {
  const converted = fuelCardRowsToPurchases(row.rows, mapping)
  const trucks = await truckResolver({ ...caller, db: tx })
  refuseLocked(
    await lockedQuartersForWrite(tx, caller.userId),
    converted.purchases.map((p) => ({ date: p.date, rows: [p.rowNumber] })),
  )
  const existing = await existingPurchases(tx, caller.userId, converted.purchases)
  const taken = new Set<string>()
  let created = 0
  let matched = 0
  const now = caller.clock.now()
  for (const line of converted.purchases) {
    const truckId = trucks.truckOf(line.unit)
    const same = existing.find((p) => !taken.has(p.id) && isSamePurchase(p, { ...line, truckId }))
    if (same) {
      taken.add(same.id)
      matched += 1
      const completed = {
        truckId: same.truckId ?? truckId,
        pricePerGallon: same.pricePerGallon ?? line.pricePerGallon,
        vendor: same.vendor ?? line.vendor,
        city: same.city ?? line.city,
      }
      await tx
        .update(fuelPurchases)
        .set({ ...completed, updatedAt: now })
        .where(eq(fuelPurchases.id, same.id))
      if (same.ledgerEntryId && !same.truckId && completed.truckId)
        await tx
          .update(ledgerEntries)
          .set({ truckId: completed.truckId, updatedAt: now })
          // A settlement's posting keeps the settlement's figures.
          .where(and(eq(ledgerEntries.id, same.ledgerEntryId), isNull(ledgerEntries.settlementId)))
      continue
    }
    await createFuelPurchase({
      ...caller,
      db: tx,
      tx,
      source: 'card_import',
      input: {
        date: line.date,
        jurisdiction: line.jurisdiction,
        gallons: line.gallons,
        amountCents: line.amountCents,
        pricePerGallon: line.pricePerGallon,
        fuelType: line.fuelType,
        taxPaid: true,
        truckId,
        vendor: line.vendor,
        city: line.city,
        paymentMethod: 'credit_card',
      },
    })
    created += 1
  }
  const problems = [...converted.problems, ...trucks.problems()]
  if (converted.skippedDef > 0)
    problems.push(
      `${converted.skippedDef} DEF line${converted.skippedDef === 1 ? '' : 's'} left out (not motor fuel)`,
    )
  if (converted.skippedNonFuel > 0)
    problems.push(
      `${converted.skippedNonFuel} line${converted.skippedNonFuel === 1 ? '' : 's'} of other products (cash, scales, oil…) left out`,
    )
  return { created, matched, skipped: converted.skipped, problems }
}

/** Makes the import's trips or purchases with the mapping given, and remembers it when asked. */
export async function confirmIftaImport(
  options: Caller & { id: string; input: ConfirmImport },
): Promise<ImportResult> {
  const { db, clock, userId, id, input } = options
  return db.transaction(async (tx) => {
    const row = await loadIftaImport({ ...options, db: tx })
    // Locked so two confirmations of one file cannot both import it.
    await tx.select({ id: iftaImports.id }).from(iftaImports).where(eq(iftaImports.id, id)).for('update')
    const [current] = await tx
      .select({ status: iftaImports.status })
      .from(iftaImports)
      .where(eq(iftaImports.id, id))
    if (current?.status !== 'pending') throw new AppError('CONFLICT', IFTA_IMPORT_MESSAGES.alreadyImported)
    checkMapping(row, input.mapping, input.period)
    const caller = { db, clock, userId }
    const result =
      row.kind === 'eld_miles'
        ? await importTrips(tx, caller, row, input)
        : await importPurchases(tx, caller, row, input.mapping)
    const now = clock.now()
    if (input.saveMapping) {
      const values = {
        userId,
        kind: row.kind,
        signature: headerSignature(row.headers),
        mapping: input.mapping,
        name: input.name ?? row.fileName.slice(0, 100),
        createdAt: now,
        updatedAt: now,
      }
      await tx
        .insert(importMappings)
        .values(values)
        .onConflictDoUpdate({
          target: [importMappings.userId, importMappings.kind, importMappings.signature],
          set: { mapping: values.mapping, name: values.name, updatedAt: now },
        })
    }
    await tx
      .update(iftaImports)
      .set({
        status: 'imported',
        mapping: input.mapping,
        createdCount: result.created,
        matchedCount: result.matched,
        skippedCount: result.skipped,
        problems: result.problems,
        importedAt: now,
      })
      .where(eq(iftaImports.id, id))
    return result
  })
}
