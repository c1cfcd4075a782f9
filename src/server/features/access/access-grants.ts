import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import { ACCESS_MESSAGES, type AccessLevel } from '@/contracts/access.ts'
import type { Db } from '@/server/db/client.ts'
import { accessGrants, users } from '@/server/db/schema/index.ts'
import { isUniqueViolation } from '@/server/features/auth/auth.public.ts'
import { notifyUser } from '@/server/features/notifications/notifications.public.ts'
import type { Clock } from '@/server/lib/clock.ts'
import { AppError } from '@/server/lib/errors.ts'
import type { Mailer } from '@/server/lib/mail/mailer.ts'
import { sendMail } from '@/server/lib/mail/send-mail.ts'
import { hashToken, newToken } from '@/server/lib/tokens.ts'
import { type Actor, recordAudit } from '@/server/shared/audit.ts'

type GrantRow = typeof accessGrants.$inferSelect
const view = (row: GrantRow, accountantName: string | null) => ({
  id: row.id,
  email: row.email,
  access: row.access,
  accountantName,
  createdAt: row.createdAt.toISOString(),
})

/**
 * A client grants an accountant their books by e-mail. An existing accountant gets the client at
 * once; an e-mail without an account gets an invitation to register as an accountant; any other
 * account (a driver, an admin) is refused.
 */
export async function grantAccess(options: {
  db: Db
  clock: Clock
  mailer: Mailer
  publicUrl: string
  actor: Actor
  email: string
  access: AccessLevel
}) {
  const { db, clock, actor, access } = options
  const email = options.email.trim()
  if (email.toLowerCase() === actor.email.toLowerCase())
    throw new AppError('BAD_REQUEST', ACCESS_MESSAGES.self)
  const [existing] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`)
  if (existing && existing.role !== 'accountant')
    throw new AppError('CONFLICT', ACCESS_MESSAGES.notAccountant)
  const token = existing ? null : newToken()
  const now = clock.now()
  let row: GrantRow
  try {
    row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(accessGrants)
        .values({
          clientId: actor.id,
          email,
          accountantId: existing?.id ?? null,
          access,
          inviteTokenHash: token ? hashToken(token) : null,
          createdAt: now,
        })
        .returning()
      await recordAudit(tx, actor, {
        action: 'access.grant',
        targetUserId: existing?.id ?? null,
        details: { email, access },
        at: now,
      })
      if (existing) {
        await notifyUser(tx, existing.id, 'access', {
          title: `${actor.email} shared their books with you`,
          body: access === 'write' ? 'Read and write access.' : 'Read-only access.',
          link: '/dashboard',
        })
      }
      return inserted!
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', ACCESS_MESSAGES.alreadyGranted)
    throw error
  }
  const [client] = await db.select().from(users).where(eq(users.id, actor.id))
  const inviteUrl = token ? `${options.publicUrl}/register?invite=${token}` : null
  await sendMail(options, { address: email }, 'account', {
    subject: `${client?.fullName ?? 'A client'} shared their books with you on RigLedger`,
    text: [
      'Hello,',
      '',
      `${client?.fullName ?? 'A client'} (${actor.email}) gave you ${access === 'write' ? 'read and write' : 'read-only'} access to their RigLedger books: settlements, expenses, mileage and reports.`,
      '',
      inviteUrl
        ? `Create your accountant account with this e-mail address: ${inviteUrl}`
        : `Sign in at ${options.publicUrl}/login: they are listed under Client Overview.`,
    ].join('\n'),
  })
  return { ...view(row, existing?.fullName ?? null), inviteUrl }
}

export async function listAccessGrants({ db, clientId }: { db: Db; clientId: string }) {
  const rows = await db
    .select({ grant: accessGrants, name: users.fullName })
    .from(accessGrants)
    .leftJoin(users, eq(users.id, accessGrants.accountantId))
    .where(and(eq(accessGrants.clientId, clientId), isNull(accessGrants.revokedAt)))
    .orderBy(desc(accessGrants.createdAt))
  return { items: rows.map((r) => view(r.grant, r.name)) }
}

/** Revokes a grant: the accountant's sessions in these books end at their next request. */
export async function revokeAccess(options: { db: Db; clock: Clock; actor: Actor; id: string }) {
  const { db, clock, actor, id } = options
  await db.transaction(async (tx) => {
    const revoked = await tx
      .update(accessGrants)
      .set({ revokedAt: clock.now(), inviteTokenHash: null })
      .where(
        and(eq(accessGrants.id, id), eq(accessGrants.clientId, actor.id), isNull(accessGrants.revokedAt)),
      )
      .returning()
    if (revoked.length === 0) throw new AppError('NOT_FOUND', ACCESS_MESSAGES.notFound)
    await recordAudit(tx, actor, {
      action: 'access.revoke',
      targetUserId: revoked[0]!.accountantId,
      details: { email: revoked[0]!.email },
      at: clock.now(),
    })
    if (revoked[0]!.accountantId) {
      await notifyUser(tx, revoked[0]!.accountantId, 'access', {
        title: `${actor.email} no longer shares their books with you`,
        link: '/dashboard',
      })
    }
  })
}
