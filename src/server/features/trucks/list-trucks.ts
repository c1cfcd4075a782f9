import { asc, eq } from 'drizzle-orm'
import type { Truck } from '@/contracts/trucks.ts'
import { trucks } from '@/server/db/schema/index.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { toTruck } from './truck-view.ts'

/** The user's trucks by unit number. */
export async function listTrucks({ db, userId }: Caller): Promise<Truck[]> {
  const rows = await db.select().from(trucks).where(eq(trucks.userId, userId)).orderBy(asc(trucks.unitNumber))
  return rows.map(toTruck)
}
