import { asc, inArray } from 'drizzle-orm'
import type { Truck } from '@/contracts/trucks.ts'
import { trucks } from '@/server/db/schema/index.ts'
import { fleetManagerOf } from '@/server/features/fleet/fleet.public.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { toTruck } from './truck-view.ts'

/** The user's trucks and, for a driver in a fleet, the fleet's (which they tag rows with), by unit. */
export async function listTrucks({ db, userId }: Caller): Promise<(Truck & { fleet: boolean })[]> {
  const manager = await fleetManagerOf(db, userId)
  const rows = await db
    .select()
    .from(trucks)
    .where(inArray(trucks.userId, manager ? [userId, manager] : [userId]))
    .orderBy(asc(trucks.unitNumber))
  return rows.map((row) => ({ ...toTruck(row), fleet: row.userId !== userId }))
}
