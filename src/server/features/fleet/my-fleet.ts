import { eq } from 'drizzle-orm'
import type { AccessLevel } from '@/contracts/access.ts'
import { FLEET_MESSAGES } from '@/contracts/fleet.ts'
import type { Db } from '@/server/db/client.ts'
import { fleetMembers, users } from '@/server/db/schema/index.ts'
import type { Clock } from '@/server/lib/clock.ts'
import { AppError } from '@/server/lib/errors.ts'
import { type Actor, recordAudit } from '@/server/shared/audit.ts'
import { fleetNameOf } from './fleet-access.ts'

/** The fleet the driver drives for, with what they let its manager do; null when none. */
export async function myFleet(db: Db, driverId: string) {
  const [row] = await db
    .select({
      managerName: users.fullName,
      managerEmail: users.email,
      companyName: users.companyName,
      joinedAt: fleetMembers.joinedAt,
      managerAccess: fleetMembers.managerAccess,
    })
    .from(fleetMembers)
    .innerJoin(users, eq(users.id, fleetMembers.fleetManagerId))
    .where(eq(fleetMembers.driverId, driverId))
  if (!row) return { fleet: null }
  return {
    fleet: {
      managerName: row.managerName,
      managerEmail: row.managerEmail,
      fleetName: fleetNameOf({ fullName: row.managerName, companyName: row.companyName }),
      joinedAt: row.joinedAt.toISOString(),
      managerAccess: row.managerAccess,
    },
  }
}

/**
 * The driver lets their fleet manager read their books, or also write in them; audited. A manager
 * already working in the books gets the new rights on their next request.
 */
export async function setManagerAccess(options: { db: Db; clock: Clock; actor: Actor; access: AccessLevel }) {
  const { db, actor } = options
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(fleetMembers)
      .set({ managerAccess: options.access })
      .where(eq(fleetMembers.driverId, actor.id))
      .returning({ id: fleetMembers.driverId })
    if (changed.length === 0) throw new AppError('NOT_FOUND', FLEET_MESSAGES.notInFleet)
    await recordAudit(tx, actor, {
      action: `fleet.manager_access_${options.access}`,
      targetUserId: actor.id,
      at: options.clock.now(),
    })
  })
  return myFleet(db, actor.id)
}

/** The driver leaves their fleet; their data stays theirs, and the manager's view of it ends. */
export async function leaveFleet(options: { db: Db; clock: Clock; actor: Actor }) {
  const { db, actor } = options
  await db.transaction(async (tx) => {
    const gone = await tx
      .delete(fleetMembers)
      .where(eq(fleetMembers.driverId, actor.id))
      .returning({ id: fleetMembers.driverId })
    if (gone.length === 0) throw new AppError('NOT_FOUND', FLEET_MESSAGES.notInFleet)
    await recordAudit(tx, actor, { action: 'fleet.leave', targetUserId: actor.id, at: options.clock.now() })
  })
}
