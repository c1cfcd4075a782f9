import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import { FLEET_MESSAGES, INVITE_DAYS } from '@/contracts/fleet.ts'
import type { Db, Tx } from '@/server/db/client.ts'
import { fleetInvites, fleetMembers, users } from '@/server/db/schema/index.ts'
import { notifyUser } from '@/server/features/notifications/notifications.public.ts'
import type { Clock } from '@/server/lib/clock.ts'
import { AppError } from '@/server/lib/errors.ts'
import type { Mailer } from '@/server/lib/mail/mailer.ts'
import { sendMail } from '@/server/lib/mail/send-mail.ts'
import { hashToken, newToken } from '@/server/lib/tokens.ts'
import { type Actor, recordAudit } from '@/server/shared/audit.ts'
import { fleetNameOf } from './fleet-access.ts'

type InviteRow = typeof fleetInvites.$inferSelect

const view = (row: InviteRow) => ({
  id: row.id,
  email: row.email,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  acceptedAt: row.acceptedAt?.toISOString() ?? null,
})

export const inviteUrlOf = (publicUrl: string, token: string) => `${publicUrl}/fleet/join/${token}`

/** Invites a driver by e-mail: a link to join (14 days), e-mailed and answered to the manager. */
export async function createFleetInvite(options: {
  db: Db
  clock: Clock
  mailer: Mailer
  publicUrl: string
  actor: Actor
  email: string
}) {
  const { db, clock, actor } = options
  const email = options.email.trim()
  if (email.toLowerCase() === actor.email.toLowerCase())
    throw new AppError('BAD_REQUEST', FLEET_MESSAGES.selfInvite)
  const [member] = await db
    .select({ id: fleetMembers.driverId })
    .from(fleetMembers)
    .innerJoin(users, eq(users.id, fleetMembers.driverId))
    .where(and(eq(fleetMembers.fleetManagerId, actor.id), sql`lower(${users.email}) = lower(${email})`))
  if (member) throw new AppError('CONFLICT', FLEET_MESSAGES.alreadyMember)
  const token = newToken()
  const now = clock.now()
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(fleetInvites)
      .values({
        fleetManagerId: actor.id,
        email,
        tokenHash: hashToken(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + INVITE_DAYS * 86_400_000),
      })
      .returning()
    await recordAudit(tx, actor, { action: 'fleet.invite', details: { email }, at: now })
    return inserted!
  })
  const [manager] = await db.select().from(users).where(eq(users.id, actor.id))
  const fleetName = manager ? fleetNameOf(manager) : 'a fleet'
  const inviteUrl = inviteUrlOf(options.publicUrl, token)
  await sendMail(options, { address: email }, 'account', {
    subject: `Join ${fleetName} on RigLedger`,
    text: [
      'Hello,',
      '',
      `${manager?.fullName ?? 'Your fleet manager'} invites you to join ${fleetName} on RigLedger, where your settlements, expenses and miles are kept and shared with your fleet manager.`,
      '',
      `Accept within ${INVITE_DAYS} days: ${inviteUrl}`,
      '',
      'Sign in with this e-mail address (or create an account with it) and the link does the rest.',
    ].join('\n'),
  })
  return { ...view(row), inviteUrl }
}

export async function listFleetInvites({ db, managerId }: { db: Db; managerId: string }) {
  const rows = await db
    .select()
    .from(fleetInvites)
    .where(eq(fleetInvites.fleetManagerId, managerId))
    .orderBy(desc(fleetInvites.createdAt))
    .limit(50)
  return { items: rows.map(view) }
}

/** The open invitation behind a token, or the "not valid any more" answer. */
async function openInvite(db: Db | Tx, token: string, now: Date) {
  const [found] = await db
    .select({ invite: fleetInvites, manager: users })
    .from(fleetInvites)
    .innerJoin(users, eq(users.id, fleetInvites.fleetManagerId))
    .where(
      and(
        eq(fleetInvites.tokenHash, hashToken(token)),
        isNull(fleetInvites.acceptedAt),
        gt(fleetInvites.expiresAt, now),
      ),
    )
  if (found?.manager.status !== 'active' || found.manager.role !== 'fleet_manager') {
    throw new AppError('NOT_FOUND', FLEET_MESSAGES.inviteNotFound)
  }
  return found
}

/** What the join page shows before the driver accepts. */
export async function previewFleetInvite({ db, clock, token }: { db: Db; clock: Clock; token: string }) {
  const { invite, manager } = await openInvite(db, token, clock.now())
  return {
    fleetName: fleetNameOf(manager),
    managerName: manager.fullName,
    email: invite.email,
    expiresAt: invite.expiresAt.toISOString(),
  }
}

/**
 * The signed-in driver whose e-mail was invited joins the fleet (once; one fleet at a time). Anyone
 * else is refused and the invitation stays open.
 */
export async function acceptFleetInvite(options: { db: Db; clock: Clock; actor: Actor; token: string }) {
  const { db, clock, actor, token } = options
  const now = clock.now()
  return db.transaction(async (tx) => {
    const { invite } = await openInvite(tx, token, now)
    if (invite.email.toLowerCase() !== actor.email.toLowerCase()) {
      throw new AppError('FORBIDDEN', FLEET_MESSAGES.inviteOtherEmail)
    }
    const [current] = await tx.select().from(fleetMembers).where(eq(fleetMembers.driverId, actor.id))
    if (current && current.fleetManagerId !== invite.fleetManagerId) {
      throw new AppError('CONFLICT', FLEET_MESSAGES.alreadyInFleet)
    }
    const claimed = await tx
      .update(fleetInvites)
      .set({ acceptedAt: now, acceptedBy: actor.id })
      .where(and(eq(fleetInvites.id, invite.id), isNull(fleetInvites.acceptedAt)))
      .returning({ id: fleetInvites.id })
    if (claimed.length === 0) throw new AppError('NOT_FOUND', FLEET_MESSAGES.inviteNotFound)
    if (!current) {
      await tx
        .insert(fleetMembers)
        .values({ driverId: actor.id, fleetManagerId: invite.fleetManagerId, joinedAt: now })
    }
    await recordAudit(tx, actor, {
      action: 'fleet.join',
      targetUserId: invite.fleetManagerId,
      details: { inviteId: invite.id },
      at: now,
    })
    await notifyUser(tx, invite.fleetManagerId, 'fleet', {
      title: `${actor.email} joined your fleet`,
      body: 'Their settlements, expenses and miles now show on your fleet screens.',
      link: '/drivers/new',
    })
    return { fleetManagerId: invite.fleetManagerId }
  })
}
