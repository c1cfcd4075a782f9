import { and, eq, sql } from 'drizzle-orm'
import { FLEET_MESSAGES, type FleetDriver } from '@/contracts/fleet.ts'
import { perMileCents } from '@/domain/per-mile.ts'
import { startOfYear } from '@/domain/period.ts'
import type { Db } from '@/server/db/client.ts'
import { fleetMembers, users } from '@/server/db/schema/index.ts'
import type { Clock } from '@/server/lib/clock.ts'
import { AppError } from '@/server/lib/errors.ts'
import { monthlyTotalSince } from '@/server/lib/ledger-totals.ts'
import { exactInt, queryRows } from '@/server/lib/sql-values.ts'
import { type Actor, recordAudit } from '@/server/shared/audit.ts'
import { startViewing } from '@/server/shared/auth/viewing.ts'

/**
 * The fleet's drivers with this year's pay and business miles (from the totals tables). A driver's
 * revenue entries are their pay: the fleet's cost, not its revenue; their own expenses are theirs.
 */
export async function listFleetDrivers({
  db,
  managerId,
  today,
}: {
  db: Db
  managerId: string
  today: string
}) {
  const from = startOfYear(today)
  const rows = await queryRows<{
    id: string
    name: string
    email: string
    role: string
    joined_at: Date | string
    manager_access: 'read' | 'write'
    pay: string
    miles_tenths: string
  }>(
    db,
    sql`select u.id, u.full_name as name, u.email, u.role::text as role, m.joined_at,
        m.manager_access::text as manager_access,
        ${monthlyTotalSince(sql.raw('u.id'), 'revenue', from)} as pay,
        coalesce((select sum(e.miles_tenths) from mileage_entries e
          where e.user_id = u.id and e.purpose = 'business' and e.date >= ${from}::date), 0)::text as miles_tenths
      from fleet_members m join users u on u.id = m.driver_id
      where m.fleet_manager_id = ${managerId}
      order by u.full_name, u.id`,
  )
  const items: FleetDriver[] = rows.map((r) => {
    const driverPayCents = exactInt(r.pay)
    const milesTenths = exactInt(r.miles_tenths)
    return {
      id: r.id,
      name: r.name,
      email: r.email,
      role: r.role,
      joinedAt: new Date(r.joined_at).toISOString(),
      managerAccess: r.manager_access,
      driverPayCents,
      businessMiles: milesTenths / 10,
      payPerMileCents: perMileCents(driverPayCents, milesTenths),
    }
  })
  return { items }
}

/** Takes a driver out of the fleet; their own data stays theirs. Another fleet's driver is not found. */
export async function removeFleetDriver(options: { db: Db; clock: Clock; actor: Actor; driverId: string }) {
  const { db, clock, actor, driverId } = options
  await db.transaction(async (tx) => {
    const gone = await tx
      .delete(fleetMembers)
      .where(and(eq(fleetMembers.driverId, driverId), eq(fleetMembers.fleetManagerId, actor.id)))
      .returning({ id: fleetMembers.driverId })
    if (gone.length === 0) throw new AppError('NOT_FOUND', FLEET_MESSAGES.driverNotFound)
    await recordAudit(tx, actor, { action: 'fleet.remove_driver', targetUserId: driverId, at: clock.now() })
  })
}

/**
 * Opens a driver's books in the manager's session, within what the driver allows (read, or read and
 * write); audited. Another fleet's driver is not found.
 */
export async function switchToDriver(options: {
  db: Db
  clock: Clock
  actor: Actor
  token: string
  driverId: string
}) {
  const { db, actor, driverId } = options
  if (actor.impersonatorId) throw new AppError('CONFLICT', 'Go back to your own account first')
  const [member] = await db
    .select({ access: fleetMembers.managerAccess, name: users.fullName })
    .from(fleetMembers)
    .innerJoin(users, eq(users.id, fleetMembers.driverId))
    .where(
      and(
        eq(fleetMembers.fleetManagerId, actor.id),
        eq(fleetMembers.driverId, driverId),
        eq(users.status, 'active'),
      ),
    )
  if (!member) throw new AppError('NOT_FOUND', FLEET_MESSAGES.driverNotFound)
  await startViewing({ ...options, clientId: driverId, action: 'fleet.switch' })

  return { id: driverId, fullName: member.name, access: member.access }
}
