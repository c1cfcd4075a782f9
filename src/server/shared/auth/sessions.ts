import { and, eq, gt, isNull } from 'drizzle-orm'
import type { AccessLevel } from '@/contracts/access.ts'
import type { Db } from '@/server/db/client.ts'
import { accessGrants, fleetMembers, sessions, users } from '@/server/db/schema/index.ts'
import type { Clock } from '@/server/lib/clock.ts'
import { hashToken, newToken } from '@/server/lib/tokens.ts'
import { DEFAULT_SESSION_LIFETIME_DAYS, savedSecuritySettings } from '@/server/shared/settings.ts'

export const SESSION_COOKIE = 'rigledger_session'
const DAY = 24 * 60 * 60 * 1000
/**
 * "Remember me" keeps a session for the admins' session lifetime (30 days by default) of inactivity;
 * without it a session lasts 12 hours, less than the shortest lifetime an admin can choose.
 */
export const BROWSER_SESSION_MS = DAY / 2
/** Sliding expiry is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 60 * 1000

export type SessionUser = typeof users.$inferSelect

/**
 * Read when a "Remember me" session starts or slides (at most once a minute), so a lifetime an admin
 * saves applies at once.
 */
async function lifetime(db: Db, persistent: boolean): Promise<number> {
  if (!persistent) return BROWSER_SESSION_MS
  const { sessionLifetimeDays } = await savedSecuritySettings(db)
  return (sessionLifetimeDays ?? DEFAULT_SESSION_LIFETIME_DAYS) * DAY
}

export async function createSession(options: {
  db: Db
  clock: Clock
  userId: string
  persistent: boolean
  /** The browser and address it starts from, shown in the user's list of sessions. */
  from?: { userAgent?: string; ip?: string }
}) {
  const token = newToken()
  const now = options.clock.now()
  const expiresAt = new Date(now.getTime() + (await lifetime(options.db, options.persistent)))
  await options.db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: options.userId,
    persistent: options.persistent,
    userAgent: options.from?.userAgent?.slice(0, 500) ?? null,
    ip: options.from?.ip ?? null,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
  })
  return { token, expiresAt, persistent: options.persistent }
}

/**
 * The live session of a cookie token with its user, extending it as it is used; `extended` says the
 * expiry moved, so a persistent cookie should be sent again with the new lifetime.
 */
export async function findSession(options: {
  db: Db
  clock: Clock
  token: string
  /** False to look without sliding the session's expiry (a check of an open live stream). */
  touch?: boolean
}) {
  const now = options.clock.now()
  const [row] = await options.db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(options.token)), gt(sessions.expiresAt, now)))
    .limit(1)
  if (!row) return undefined
  if (row.user.status !== 'active' || row.user.closedAt) return undefined
  const impersonation = row.session.impersonatorUserId
    ? await impersonationOf(options.db, row.session.impersonatorUserId, row.user.id)
    : null
  // The admin is no longer one, or the accountant's grant was revoked: the session ends.
  if (row.session.impersonatorUserId && !impersonation) return undefined
  const extended =
    options.touch !== false && now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_EVERY_MS
  if (extended) {
    const expiresAt = new Date(now.getTime() + (await lifetime(options.db, row.session.persistent)))
    await options.db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt })
      .where(eq(sessions.id, row.session.id))
    row.session.expiresAt = expiresAt
  }
  return { ...row, extended, impersonation }
}

/**
 * Who is acting for the session's user, and with what rights: an admin, an accountant within a
 * grant, or the driver's fleet manager within what the driver allows.
 */
export type Impersonation = { kind: 'admin' } | { kind: 'accountant' | 'fleet_manager'; access: AccessLevel }

/**
 * An active admin, an active accountant with a live grant on the client, or the active fleet
 * manager of the driver's fleet; null otherwise.
 */
async function impersonationOf(db: Db, actorId: string, clientId: string): Promise<Impersonation | null> {
  const [actor] = await db
    .select({ role: users.role, status: users.status })
    .from(users)
    .where(eq(users.id, actorId))
  if (actor?.status !== 'active') return null
  if (actor.role === 'admin') return { kind: 'admin' }
  if (actor.role === 'fleet_manager') {
    const [member] = await db
      .select({ access: fleetMembers.managerAccess })
      .from(fleetMembers)
      .where(and(eq(fleetMembers.fleetManagerId, actorId), eq(fleetMembers.driverId, clientId)))
    return member ? { kind: 'fleet_manager', access: member.access } : null
  }
  if (actor.role !== 'accountant') return null
  const [grant] = await db
    .select({ access: accessGrants.access })
    .from(accessGrants)
    .where(
      and(
        eq(accessGrants.accountantId, actorId),
        eq(accessGrants.clientId, clientId),
        isNull(accessGrants.revokedAt),
      ),
    )
  return grant ? { kind: 'accountant', access: grant.access } : null
}

export async function deleteSession(db: Db, token: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)))
}

/**
 * Turns an admin's session into a session as a client, marked with the admin's id: the cookie stays,
 * no credential of the client is made or copied, and the session has only the client's rights.
 */
export async function startImpersonation(db: Db, token: string, clientId: string, adminId: string) {
  await db
    .update(sessions)
    .set({ userId: clientId, impersonatorUserId: adminId })
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        eq(sessions.userId, adminId),
        isNull(sessions.impersonatorUserId),
      ),
    )
}

/** Gives an impersonating session back to its admin; answers the admin's id, or null if it was not one. */
export async function endImpersonation(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .select({ id: sessions.id, adminId: sessions.impersonatorUserId })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)))
  if (!row?.adminId) return null
  await db
    .update(sessions)
    .set({ userId: row.adminId, impersonatorUserId: null })
    .where(eq(sessions.id, row.id))
  return row.adminId
}

/** Where a request comes from, as a session keeps it. */
export function deviceOf(req: { headers: Record<string, unknown>; ip: string }) {
  const agent = req.headers['user-agent']
  return { userAgent: typeof agent === 'string' ? agent : undefined, ip: req.ip }
}
