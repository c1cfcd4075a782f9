import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Truck, ZTruckInput, ZTruckPatch } from '@/contracts/trucks.ts'
import type { Db } from '@/server/db/client.ts'
import { trucks } from '@/server/db/schema/index.ts'
import { fleetManagerOf } from '@/server/features/fleet/fleet.public.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { fleetTruck, toTruck, truckNotFound, unitTaken } from './truck-view.ts'

/** Blank text is no value; VIN and plate state are kept in capitals. */
const text = (v: string | null | undefined) => (v === undefined ? undefined : v ? v : null)
/** Not theirs to change: their fleet's truck is forbidden (they can see it), anything else unknown. */
async function refusal(db: Db, userId: string, id: string) {
  const manager = await fleetManagerOf(db, userId)
  if (!manager) return truckNotFound()
  const [fleetOwned] = await db
    .select({ id: trucks.id })
    .from(trucks)
    .where(and(eq(trucks.id, id), eq(trucks.userId, manager)))
  return fleetOwned ? fleetTruck() : truckNotFound()
}

const upper = (v: string | null | undefined) => text(v)?.toUpperCase() ?? text(v)

export async function createTruck(options: Caller & { input: z.output<typeof ZTruckInput> }): Promise<Truck> {
  const { db, clock, userId, input } = options
  const now = clock.now()
  try {
    const [row] = await db
      .insert(trucks)
      .values({
        ...input,
        vin: upper(input.vin) ?? null,
        plate: text(input.plate) ?? null,
        plateState: upper(input.plateState) ?? null,
        userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    return toTruck(row!)
  } catch (error) {
    throw unitTaken(error) ?? error
  }
}

/** Changes the given fields of one of the user's trucks; another user's answers 404. */
export async function updateTruck(
  options: Caller & { id: string; patch: z.output<typeof ZTruckPatch> },
): Promise<Truck> {
  const { db, clock, userId, id, patch } = options
  const changes = Object.fromEntries(
    Object.entries({
      ...patch,
      vin: upper(patch.vin),
      plate: text(patch.plate),
      plateState: upper(patch.plateState),
    }).filter(([, v]) => v !== undefined),
  )
  try {
    const [row] = await db
      .update(trucks)
      .set({ ...changes, updatedAt: clock.now() })
      .where(and(eq(trucks.id, id), eq(trucks.userId, userId)))
      .returning()
    if (!row) throw await refusal(db, userId, id)
    return toTruck(row)
  } catch (error) {
    throw unitTaken(error) ?? error
  }
}

/** Deletes one of the user's trucks; rows tagged with it keep their amounts and lose the tag. */
export async function deleteTruck(options: Caller & { id: string }): Promise<void> {
  const { db, userId, id } = options
  const gone = await db
    .delete(trucks)
    .where(and(eq(trucks.id, id), eq(trucks.userId, userId)))
    .returning({ id: trucks.id })
  if (gone.length === 0) throw await refusal(db, userId, id)
}
