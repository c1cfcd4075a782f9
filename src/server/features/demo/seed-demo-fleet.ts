import { randomUUID } from 'node:crypto'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { AccessLevel } from '@/contracts/access.ts'
import { addDays } from '@/domain/period.ts'
import type { Db } from '@/server/db/client.ts'
import {
  accessGrants,
  fleetMembers,
  ledgerEntries,
  mileageEntries,
  settlements,
  trucks,
  users,
} from '@/server/db/schema/index.ts'
import { createAccount } from '@/server/features/auth/auth.public.ts'
import { findUserByEmail } from '@/server/shared/auth/find-user.ts'
import { seedDemoHistory } from './seed-demo-history.ts'

const FLEET_MONTHS = 6
const TRUCKS = [
  {
    unitNumber: '101',
    vin: '1XKYD49X0NJ401101',
    odometerMiles: 412_870,
    status: 'in_service' as const,
    serviceDays: 40,
  },
  {
    unitNumber: '102',
    vin: '1XKYD49X2NJ401102',
    odometerMiles: 388_120,
    status: 'in_service' as const,
    serviceDays: 12,
  },
  {
    unitNumber: '103',
    vin: '1XKYD49X4NJ401103',
    odometerMiles: 501_430,
    status: 'in_service' as const,
    serviceDays: 75,
  },
  {
    unitNumber: '104',
    vin: '1XKYD49X6NJ401104',
    odometerMiles: 276_905,
    status: 'in_service' as const,
    serviceDays: 20,
  },
  {
    unitNumber: '105',
    vin: '1XKYD49X8NJ401105',
    odometerMiles: 633_010,
    status: 'in_shop' as const,
    serviceDays: -3,
  },
]
const DRIVERS = [
  { email: 'fleet.driver1@demo.rigledger.com', fullName: 'Alicia Moreno' },
  { email: 'fleet.driver2@demo.rigledger.com', fullName: 'Jamal Carter' },
  { email: 'fleet.driver3@demo.rigledger.com', fullName: 'Greg Olsen' },
]

/**
 * The fleet manager's fleet, once: five trucks (one in the shop), the company driver and three more
 * drivers (accounts that sign in only through a password reset) with six months of books, each
 * driving one truck. Safe at every demo start: a manager who has trucks is left alone.
 */
export async function seedDemoFleet(
  db: Db,
  options: { managerId: string; companyDriverId: string; today: string; now: Date },
) {
  const { managerId, today, now } = options
  await db.transaction(async (tx) => {
    // Two instances starting at once on one PostgreSQL must not both seed the fleet.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('demo-fleet'))`)
    const db = tx
    const [existing] = await db
      .select({ id: trucks.id })
      .from(trucks)
      .where(eq(trucks.userId, managerId))
      .limit(1)
    if (existing) return
    await db.update(users).set({ companyName: 'Banks Freight Lines' }).where(eq(users.id, managerId))
    const made = await db
      .insert(trucks)
      .values(
        TRUCKS.map((t) => ({
          userId: managerId,
          unitNumber: t.unitNumber,
          vin: t.vin,
          plate: `TX${t.unitNumber}F`,
          plateState: 'TX',
          taxableGrossWeightLb: 80_000,
          status: t.status,
          odometerMiles: t.odometerMiles,
          nextServiceDate: addDays(today, t.serviceDays),
          nextServiceMiles: t.odometerMiles + 15_000,
        })),
      )
      .returning({ id: trucks.id })
    const driverIds: string[] = []
    for (const driver of DRIVERS) {
      const user =
        (await findUserByEmail(db, driver.email)) ??
        (await createAccount({
          db,
          input: { ...driver, password: randomUUID(), role: 'company_driver' },
        }))
      driverIds.push(user.id)
    }
    for (const [i, driverId] of driverIds.entries()) {
      await seedDemoHistory(db, {
        userId: driverId,
        driver: 'company_driver',
        today,
        now,
        months: FLEET_MONTHS,
        seed: `fleet-driver-${i}`,
        truckId: made[i]!.id,
      })
    }
    // The company driver drives unit 104: their rows say so.
    const truck104 = made[3]!.id
    const companyDriverId = options.companyDriverId
    await db.update(ledgerEntries).set({ truckId: truck104 }).where(eq(ledgerEntries.userId, companyDriverId))
    await db.update(settlements).set({ truckId: truck104 }).where(eq(settlements.userId, companyDriverId))
    await db
      .update(mileageEntries)
      .set({ truckId: truck104 })
      .where(eq(mileageEntries.userId, companyDriverId))
    await db
      .insert(fleetMembers)
      .values(
        [...driverIds, companyDriverId].map((driverId) => ({
          driverId,
          fleetManagerId: managerId,
          joinedAt: now,
        })),
      )
      .onConflictDoNothing()
  })
}

/** The accountant's clients: live grants from the other demo accounts, made once each. */
export async function seedDemoAccountant(
  db: Db,
  options: { accountantId: string; clients: { id: string; access: AccessLevel }[]; now: Date },
) {
  const [accountant] = await db.select().from(users).where(eq(users.id, options.accountantId))
  if (!accountant) return
  for (const client of options.clients) {
    const [live] = await db
      .select({ id: accessGrants.id })
      .from(accessGrants)
      .where(
        and(
          eq(accessGrants.clientId, client.id),
          eq(accessGrants.accountantId, accountant.id),
          isNull(accessGrants.revokedAt),
        ),
      )
    if (live) continue
    await db
      .insert(accessGrants)
      .values({
        clientId: client.id,
        email: accountant.email,
        accountantId: accountant.id,
        access: client.access,
        createdAt: options.now,
      })
      .onConflictDoNothing()
  }
}
