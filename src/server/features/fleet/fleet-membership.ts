import { eq } from 'drizzle-orm'
import type { Db, Tx } from '@/server/db/client.ts'
import { fleetMembers } from '@/server/db/schema/index.ts'

/** The fleet manager a driver drives for, if any. */
export async function fleetManagerOf(db: Db | Tx, driverId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: fleetMembers.fleetManagerId })
    .from(fleetMembers)
    .where(eq(fleetMembers.driverId, driverId))
  return row?.id ?? null
}
