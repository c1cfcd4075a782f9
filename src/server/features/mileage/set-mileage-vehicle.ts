import { eq } from 'drizzle-orm'
import type { MileageVehicle } from '@/domain/mileage/eligibility.ts'
import { users } from '@/server/db/schema/index.ts'
import type { Caller } from '@/server/shared/caller.ts'

/** The user says what their logged miles are driven in. */
export async function setMileageVehicle(options: Caller & { vehicle: MileageVehicle }) {
  const { db, clock, userId, vehicle } = options
  await db.update(users).set({ mileageVehicle: vehicle, updatedAt: clock.now() }).where(eq(users.id, userId))
  return { vehicle }
}
