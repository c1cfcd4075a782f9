import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm'
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@/domain/categories.ts'
import { formatScaled } from '@/domain/decimal.ts'
import { isQualifiedTruck } from '@/domain/ifta/qualified.ts'
import type { IftaQuarter } from '@/domain/ifta/quarter.ts'
import { centsToDecimalString } from '@/domain/money.ts'
import type { Db } from '@/server/db/client.ts'
import { documents, fuelPurchases, iftaTripMiles, iftaTrips, trucks } from '@/server/db/schema/index.ts'
import { type CsvValue, csvLine } from '@/server/lib/csv.ts'
import { quarterTrucks } from './ifta-return.ts'

/*
 * The records behind a quarter's return, as an auditor asks for them: every trip sheet, every fuel
 * purchase with its receipt, and the miles by truck and jurisdiction. They are the caller's records
 * dated in the quarter (trips by their first day, as the return counts them), a truck that is not a
 * qualified motor vehicle included and marked as left off the return.
 */

const FUEL_WORDS = { diesel: 'Diesel', gasoline: 'Gasoline', other: 'Other' } as const
const ON_RETURN = 'Yes'
const OFF_RETURN = 'No (not a qualified motor vehicle)'

const tenths = (value: number) => formatScaled(BigInt(value), 1)
const yesNo = (value: boolean | null) => (value === null ? '' : value ? 'Yes' : 'No')
const paymentWords = (method: string | null) =>
  method === null ? '' : (PAYMENT_METHOD_LABELS[method as PaymentMethod] ?? method)

/** A CSV file with a byte-order mark (spreadsheets then read UTF-8 names right). */
const csvFile = (header: readonly string[], rows: readonly CsvValue[][]) =>
  `\uFEFF${[header, ...rows].map(csvLine).join('')}`

export interface QuarterRecords {
  trips: Awaited<ReturnType<typeof tripRows>>
  miles: (typeof iftaTripMiles.$inferSelect)[]
  purchases: Awaited<ReturnType<typeof purchaseRows>>
  qualified: (truckId: string | null) => boolean
}

function tripRows(db: Db, userId: string, quarter: IftaQuarter) {
  return db
    .select({ trip: iftaTrips, truckUnit: trucks.unitNumber })
    .from(iftaTrips)
    .leftJoin(trucks, eq(trucks.id, iftaTrips.truckId))
    .where(
      and(
        eq(iftaTrips.userId, userId),
        gte(iftaTrips.startDate, quarter.from),
        lte(iftaTrips.startDate, quarter.to),
      ),
    )
    .orderBy(asc(iftaTrips.startDate), asc(iftaTrips.startOdometer), asc(iftaTrips.id))
}

function purchaseRows(db: Db, userId: string, quarter: IftaQuarter) {
  return (
    db
      .select({
        purchase: fuelPurchases,
        truckUnit: trucks.unitNumber,
        receipt: {
          fileName: documents.fileName,
          storageKey: documents.storageKey,
          createdAt: documents.createdAt,
        },
      })
      .from(fuelPurchases)
      .leftJoin(trucks, eq(trucks.id, fuelPurchases.truckId))
      // The caller's own document only: a purchase never shows someone else's file.
      .leftJoin(
        documents,
        and(eq(documents.id, fuelPurchases.documentId), eq(documents.userId, fuelPurchases.userId)),
      )
      .where(
        and(
          eq(fuelPurchases.userId, userId),
          gte(fuelPurchases.date, quarter.from),
          lte(fuelPurchases.date, quarter.to),
        ),
      )
      .orderBy(asc(fuelPurchases.date), asc(fuelPurchases.createdAt), asc(fuelPurchases.id))
  )
}

/** The caller's trips, their miles and fuel dated in the quarter, and which trucks the return counts. */
export async function quarterRecords(db: Db, userId: string, quarter: IftaQuarter): Promise<QuarterRecords> {
  const [trips, purchases, truckRows] = await Promise.all([
    tripRows(db, userId, quarter),
    purchaseRows(db, userId, quarter),
    quarterTrucks(db, userId, quarter),
  ])
  const miles =
    trips.length === 0
      ? []
      : await db
          .select()
          .from(iftaTripMiles)
          .where(
            inArray(
              iftaTripMiles.tripId,
              trips.map((t) => t.trip.id),
            ),
          )
          .orderBy(asc(iftaTripMiles.tripId), asc(iftaTripMiles.position))
  const notQualified = new Set(
    truckRows.filter((t) => !isQualifiedTruck({ axles: t.axles, grossWeightLb: t.weight })).map((t) => t.id),
  )
  return {
    trips,
    miles,
    purchases,
    qualified: (truckId) => truckId === null || !notQualified.has(truckId),
  }
}

/** Every trip sheet: one line per trip and jurisdiction crossed, in the order crossed. */
export function tripSheetsCsv(records: QuarterRecords): string {
  const byTrip = new Map<string, QuarterRecords['miles']>()
  for (const m of records.miles) byTrip.set(m.tripId, [...(byTrip.get(m.tripId) ?? []), m])
  const rows: CsvValue[][] = []
  records.trips.forEach(({ trip, truckUnit }, index) => {
    for (const m of byTrip.get(trip.id) ?? [])
      rows.push([
        index + 1,
        trip.startDate,
        trip.endDate,
        truckUnit ?? '',
        trip.startOdometer,
        trip.endOdometer,
        trip.origin ?? '',
        trip.destination ?? '',
        trip.routes ?? '',
        trip.loaded === null ? '' : trip.loaded ? 'Loaded' : 'Empty',
        m.jurisdiction,
        tenths(m.milesTenths),
        tenths(m.taxableMilesTenths ?? m.milesTenths),
        m.entryOdometer,
        records.qualified(trip.truckId) ? ON_RETURN : OFF_RETURN,
        trip.id,
      ])
  })
  return csvFile(
    [
      'Trip',
      'Start date',
      'End date',
      'Truck',
      'Start odometer',
      'End odometer',
      'Origin',
      'Destination',
      'Routes',
      'Loaded',
      'Jurisdiction',
      'Miles',
      'Taxable miles',
      'Entry odometer',
      'On the return',
      'Trip id',
    ],
    rows,
  )
}

/** Every fuel purchase, with the name its receipt has in the pack (`receiptNames`: by document id). */
export function fuelPurchasesCsv(records: QuarterRecords, receiptNames: Map<string, string>): string {
  return csvFile(
    [
      'Date',
      'Truck',
      'Vendor',
      'City',
      'State',
      'Gallons',
      'Price per gallon (USD)',
      'Amount (USD)',
      'Fuel type',
      'Tax paid',
      'Payment',
      'Receipt file',
      'On the return',
    ],
    records.purchases.map(({ purchase: p, truckUnit }) => [
      p.date,
      truckUnit ?? '',
      p.vendor ?? '',
      p.city ?? '',
      p.jurisdiction,
      p.gallons,
      p.pricePerGallon ?? '',
      centsToDecimalString(p.amountCents),
      FUEL_WORDS[p.fuelType],
      yesNo(p.taxPaid),
      paymentWords(p.paymentMethod),
      (p.documentId && receiptNames.get(p.documentId)) ?? '',
      records.qualified(p.truckId) && p.fuelType === 'diesel' ? ON_RETURN : 'No',
    ]),
  )
}

/** The quarter's miles summed per truck and jurisdiction (the distance summary behind the return). */
export function mileageSummaryCsv(records: QuarterRecords): string {
  const tripOf = new Map(records.trips.map((t) => [t.trip.id, t]))
  const sums = new Map<
    string,
    {
      truck: string
      truckId: string | null
      code: string
      trips: Set<string>
      miles: number
      taxable: number
    }
  >()
  for (const m of records.miles) {
    const { trip, truckUnit } = tripOf.get(m.tripId)!
    const key = `${trip.truckId ?? ''}|${m.jurisdiction}`
    const sum = sums.get(key) ?? {
      truck: truckUnit ?? '',
      truckId: trip.truckId,
      code: m.jurisdiction,
      trips: new Set<string>(),
      miles: 0,
      taxable: 0,
    }
    sum.trips.add(trip.id)
    sum.miles += m.milesTenths
    sum.taxable += m.taxableMilesTenths ?? m.milesTenths
    sums.set(key, sum)
  }
  const rows = [...sums.values()].sort(
    (a, b) => a.truck.localeCompare(b.truck, 'en-US', { numeric: true }) || a.code.localeCompare(b.code),
  )
  return csvFile(
    ['Truck', 'Jurisdiction', 'Trips', 'Miles', 'Taxable miles', 'On the return'],
    rows.map((s) => [
      s.truck,
      s.code,
      s.trips.size,
      tenths(s.miles),
      tenths(s.taxable),
      records.qualified(s.truckId) ? ON_RETURN : OFF_RETURN,
    ]),
  )
}
