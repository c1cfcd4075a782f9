import { eq } from 'drizzle-orm'
import {
  type MileageVehicle,
  type StandardRateEligibility,
  standardRateEligibility,
} from '@/domain/mileage/eligibility.ts'
import type { Db } from '@/server/db/client.ts'
import { users } from '@/server/db/schema/index.ts'

/** The user's vehicle and whether their business miles earn the standard-rate deduction. */
export async function standardRateOf(
  db: Db,
  userId: string,
): Promise<{ vehicle: MileageVehicle | null; eligibility: StandardRateEligibility }> {
  const [user] = await db
    .select({ role: users.role, vehicle: users.mileageVehicle })
    .from(users)
    .where(eq(users.id, userId))
  const vehicle = user?.vehicle ?? null
  return { vehicle, eligibility: standardRateEligibility(user?.role ?? 'company_driver', vehicle) }
}
