import { eq, sql } from 'drizzle-orm'
import { parseQuarter, previousQuarter, quarterOf } from '@/domain/ifta/quarter.ts'
import { iftaDieselRates } from '@/domain/ifta/rate-tables.ts'
import { addDays } from '@/domain/period.ts'
import type { Db } from '@/server/db/client.ts'
import { iftaTrips, loads, trucks } from '@/server/db/schema/index.ts'
import { createFuelPurchase, createTrip } from '@/server/features/ifta/ifta.public.ts'
import { createLoad } from '@/server/features/loads/loads.public.ts'
import type { Clock } from '@/server/lib/clock.ts'

/** The demo owner-operator's lanes: the loads it books and the trips its truck runs. */
const LANES = [
  {
    from: ['Dallas', 'TX'],
    to: ['Memphis', 'TN'],
    states: [
      ['TX', 180],
      ['AR', 265],
      ['TN', 7],
    ],
    linehaul: 165_000,
    fsc: 22_000,
  },
  {
    from: ['Memphis', 'TN'],
    to: ['Atlanta', 'GA'],
    states: [
      ['TN', 12],
      ['MS', 128],
      ['AL', 175],
      ['GA', 74],
    ],
    linehaul: 118_000,
    fsc: 16_500,
  },
  {
    from: ['Atlanta', 'GA'],
    to: ['Dallas', 'TX'],
    states: [
      ['GA', 110],
      ['AL', 215],
      ['MS', 172],
      ['LA', 220],
      ['TX', 95],
    ],
    linehaul: 205_000,
    fsc: 27_500,
  },
] as const

/**
 * The demo owner-operator's truck, a few loads of the last weeks (booked, on the road, delivered),
 * and a recent quarter's IFTA trips and fuel, so the loads and IFTA screens have something real to
 * show. Once: an account that has loads or trips is left alone. Through the use-cases, so every
 * fuel purchase posts its expense as a user's would.
 */
export async function seedDemoRecords(db: Db, options: { userId: string; today: string; clock: Clock }) {
  const { userId, today, clock } = options
  const done = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`demo-records:${userId}`}))`)
    const [load] = await tx.select({ id: loads.id }).from(loads).where(eq(loads.userId, userId)).limit(1)
    const [trip] = await tx
      .select({ id: iftaTrips.id })
      .from(iftaTrips)
      .where(eq(iftaTrips.userId, userId))
      .limit(1)
    return Boolean(load || trip)
  })
  if (done) return
  const caller = { db, clock, userId }
  const [truck] = await db
    .insert(trucks)
    .values({ userId, unitNumber: 'DEMO-1', axles: 3, taxableGrossWeightLb: 80_000, odometerMiles: 412_000 })
    .onConflictDoNothing()
    .returning({ id: trucks.id })
  const truckId = truck?.id ?? null

  const statuses = ['booked', 'in_transit', 'delivered'] as const
  for (const [i, lane] of LANES.entries()) {
    const pickup = addDays(today, [3, -1, -6][i]!)
    await createLoad({
      ...caller,
      input: {
        loadNumber: `DEMO-${4401 + i}`,
        payerName: 'Lone Star Logistics',
        status: statuses[i]!,
        stops: [
          { type: 'pickup', city: lane.from[0], state: lane.from[1], scheduledAt: `${pickup}T08:00` },
          {
            type: 'delivery',
            city: lane.to[0],
            state: lane.to[1],
            scheduledAt: `${addDays(pickup, 1)}T14:00`,
          },
        ],
        rateLines: [
          { kind: 'linehaul', amountCents: lane.linehaul, description: '' },
          { kind: 'fuel_surcharge', amountCents: lane.fsc, description: '' },
        ],
        loadedMiles: lane.states.reduce((sum, [, miles]) => sum + miles, 0),
        emptyMiles: 25,
        truckId,
        notes: '',
      },
    })
  }

  // The last quarter whose IFTA rates the product ships (so its return is whole): the three lanes
  // run in turn, odometers running on.
  let key = previousQuarter(quarterOf(today))
  for (let back = 0; back < 8 && !iftaDieselRates(key); back++) key = previousQuarter(key)
  const quarter = parseQuarter(iftaDieselRates(key) ? key : previousQuarter(quarterOf(today)))!
  let odometer = 398_000
  for (let day = quarter.from, n = 0; day <= quarter.to && n < 24; day = addDays(day, 4), n++) {
    const lane = LANES[n % LANES.length]!
    const miles = lane.states.reduce((sum, [, m]) => sum + m, 0)
    await createTrip({
      ...caller,
      input: {
        truckId,
        startDate: day,
        endDate: addDays(day, 1),
        startOdometer: odometer,
        endOdometer: odometer + miles,
        origin: `${lane.from[0]}, ${lane.from[1]}`,
        destination: `${lane.to[0]}, ${lane.to[1]}`,
        loaded: true,
        jurisdictions: lane.states.map(([jurisdiction, m]) => ({ jurisdiction, miles: m })),
      },
      source: 'typed',
    })
    odometer += miles
    // Filled up at the start of every trip, at about 6.4 miles a gallon.
    const tenths = Math.round((miles * 100) / 64)
    const [state] = lane.states[0]!
    await createFuelPurchase({
      ...caller,
      input: {
        date: day,
        jurisdiction: state,
        gallons: `${Math.floor(tenths / 10)}.${tenths % 10}`,
        pricePerGallon: '3.799',
        // Tenths of a gallon × $3.799, in whole cents.
        amountCents: Math.round((tenths * 3799) / 100),
        fuelType: 'diesel',
        taxPaid: true,
        paymentMethod: 'credit_card',
        vendor: 'Pilot Travel Center',
        city: lane.from[0],
        truckId,
      },
    })
  }
}
