import { and, eq, inArray } from 'drizzle-orm'
import { TRUCK_MESSAGES } from '@/contracts/trucks.ts'
import type { Db } from '@/server/db/client.ts'
import { trucks } from '@/server/db/schema/index.ts'
import { fleetManagerOf } from '@/server/features/fleet/fleet.public.ts'
import { AppError } from '@/server/lib/errors.ts'

/**
 * A truck a row may be tagged with: one of the user's own, or of the fleet they drive for. Anything
 * else (another user's, a deleted one) is refused as unknown, so it does not tell that it exists.
 */
export async function checkTruckRef(options: { db: Db; userId: string; truckId: string | null | undefined }) {
  if (!options.truckId) return
  const owners = [options.userId]
  const manager = await fleetManagerOf(options.db, options.userId)
  if (manager) owners.push(manager)
  const [truck] = await options.db
    .select({ id: trucks.id })
    .from(trucks)
    .where(and(eq(trucks.id, options.truckId), inArray(trucks.userId, owners)))
  if (!truck) throw new AppError('BAD_REQUEST', TRUCK_MESSAGES.notFound)
}

/** The trucks a user's rows may be tagged with (their own and their fleet's), by unit number. */
export async function usableTrucks(options: { db: Db; userId: string }) {
  const owners = [options.userId]
  const manager = await fleetManagerOf(options.db, options.userId)
  if (manager) owners.push(manager)
  return options.db
    .select({ id: trucks.id, unitNumber: trucks.unitNumber, userId: trucks.userId })
    .from(trucks)
    .where(inArray(trucks.userId, owners))
}
