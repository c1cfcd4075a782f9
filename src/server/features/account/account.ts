import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { IdentityProof } from '@/contracts/account.ts'
import {
  ACCOUNT_MESSAGES,
  DEFAULT_NOTIFICATION_PREFS,
  type NotificationPrefs,
  type Profile,
  type ZProfileInput,
} from '@/contracts/account.ts'
import { AUTH_MESSAGES } from '@/contracts/auth.ts'
import { describeUserAgent } from '@/domain/user-agent.ts'
import type { Db, Tx } from '@/server/db/client.ts'
import { oneTimeTokens, sessions, users } from '@/server/db/schema/index.ts'
import type { Clock } from '@/server/lib/clock.ts'
import { AppError } from '@/server/lib/errors.ts'
import type { Mailer } from '@/server/lib/mail/mailer.ts'
import { sendMail } from '@/server/lib/mail/send-mail.ts'
import { hashToken } from '@/server/lib/tokens.ts'
import { type Actor, recordAudit } from '@/server/shared/audit.ts'
import { consumeToken, issueUserToken, liveToken } from '@/server/shared/auth/one-time-tokens.ts'
import { assertPasswordAllowed } from '@/server/shared/auth/password-policy.ts'
import { hashPassword, verifyPassword } from '@/server/shared/auth/passwords.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { confirmIdentity } from './confirm-identity.ts'

/** How long a link to confirm a new e-mail address works. */
export const EMAIL_LINK_HOURS = 24

async function userOf(db: Db, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id))
  if (!user) throw new AppError('NOT_FOUND', 'Account not found')
  return user
}

export async function getProfile({ db, clock, userId }: Caller): Promise<Profile> {
  const now = clock.now()
  const user = await userOf(db, userId)
  const [pending] = await db
    .select({ email: oneTimeTokens.email })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.userId, userId), liveToken('email_change', now)))
    .orderBy(desc(oneTimeTokens.createdAt))
    .limit(1)
  return {
    email: user.email,
    fullName: user.fullName,
    companyName: user.companyName,
    username: user.username,
    timeZone: user.timeZone,
    pendingEmail: pending?.email ?? null,
  }
}

export async function updateProfile(options: {
  db: Db
  clock: Clock
  actor: Actor
  input: z.output<typeof ZProfileInput>
}) {
  const { db, actor, input } = options
  const now = options.clock.now()
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        fullName: input.fullName,
        companyName: input.companyName?.trim() || null,
        username: input.username,
        timeZone: input.timeZone,
        updatedAt: now,
      })
      .where(eq(users.id, actor.id))
    await recordAudit(tx, actor, { action: 'account.profile', targetUserId: actor.id, at: now })
  })
  return getProfile({ db, clock: options.clock, userId: actor.id })
}

/**
 * Sends a link to the new address; the address changes only when it is opened (so a typo cannot lock
 * the user out). Only the newest link works.
 */
export async function requestEmailChange(options: {
  db: Db
  clock: Clock
  mailer: Mailer
  publicUrl: string
  appSecret: string
  actor: Actor
  email: string
  proof: IdentityProof
}) {
  const { db, actor } = options
  await confirmIdentity({ ...options, userId: actor.id })
  const email = options.email.trim()
  const now = options.clock.now()
  const user = await userOf(db, actor.id)
  if (user.email.toLowerCase() === email.toLowerCase())
    throw new AppError('CONFLICT', ACCOUNT_MESSAGES.emailSame)
  await assertEmailFree(db, email, actor.id)
  const token = await db.transaction(async (tx) => {
    const issued = await issueUserToken(tx, {
      purpose: 'email_change',
      userId: actor.id,
      email,
      now,
      lifetimeMs: EMAIL_LINK_HOURS * 3_600_000,
    })
    await recordAudit(tx, actor, {
      action: 'account.email_change_requested',
      targetUserId: actor.id,
      at: now,
    })
    return issued
  })
  const link = `${options.publicUrl}/confirm-email?token=${token}`
  await sendMail(options, { address: email }, 'account', {
    subject: 'Confirm your new RigLedger e-mail address',
    text: [
      `Hello ${user.fullName},`,
      '',
      'To use this address for your RigLedger account, open this link:',
      '',
      link,
      '',
      `The link works once and expires in ${EMAIL_LINK_HOURS} hours. If you did not ask for this, ignore this e-mail.`,
    ].join('\n'),
  })
  return { message: ACCOUNT_MESSAGES.emailChangeSent(email) }
}

async function assertEmailFree(db: Db | Tx, email: string, self: string) {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, self)))
  if (taken) throw new AppError('CONFLICT', AUTH_MESSAGES.emailTaken)
}

/** Opens an e-mail change link: the account's address becomes the new one; the old one is told. */
export async function confirmEmailChange(options: {
  db: Db
  clock: Clock
  mailer: Mailer
  token: string
  ip: string
}) {
  const { db } = options
  const now = options.clock.now()
  const changed = await db.transaction(async (tx) => {
    const token = await consumeToken(tx, { purpose: 'email_change', token: options.token, now })
    if (!token?.userId || !token.email) throw new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.emailLinkInvalid)
    await assertEmailFree(tx, token.email, token.userId)
    const [before] = await tx.select().from(users).where(eq(users.id, token.userId))
    await tx.update(users).set({ email: token.email, updatedAt: now }).where(eq(users.id, token.userId))
    await recordAudit(
      tx,
      { id: token.userId, email: token.email, impersonatorId: null, ip: options.ip },
      {
        action: 'account.email_changed',
        targetUserId: token.userId,
        details: { from: before!.email },
        at: now,
      },
    )
    return { oldEmail: before!.email, newEmail: token.email, name: before!.fullName }
  })
  await sendMail(options, { address: changed.oldEmail }, 'account', {
    subject: 'Your RigLedger e-mail address was changed',
    text: [
      `Hello ${changed.name},`,
      '',
      `Your RigLedger account now signs in with ${changed.newEmail}. If you did not do this, contact support at once.`,
    ].join('\n'),
  })
  return { message: ACCOUNT_MESSAGES.emailChanged }
}

/** Changes the password with the current one; every other session of the account ends. */
export async function changePassword(options: {
  db: Db
  clock: Clock
  actor: Actor
  sessionToken: string
  currentPassword: string
  newPassword: string
}) {
  const { db, actor } = options
  const user = await userOf(db, actor.id)
  if (!(await verifyPassword(user.passwordHash, options.currentPassword))) {
    throw new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.currentPasswordWrong)
  }
  await assertPasswordAllowed(options.newPassword, user, 'newPassword')
  const passwordHash = await hashPassword(options.newPassword)
  const now = options.clock.now()
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, actor.id))
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, actor.id), ne(sessions.tokenHash, hashToken(options.sessionToken))))
    await recordAudit(tx, actor, { action: 'account.password_changed', targetUserId: actor.id, at: now })
  })
  return { message: ACCOUNT_MESSAGES.passwordChanged }
}

/** The account's live sessions (its own, not an admin's or accountant's view of it), newest first. */
export async function listSessions(options: Caller & { sessionToken: string }) {
  const { db, clock, userId, sessionToken } = options
  const now = clock.now()
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.impersonatorUserId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt))
  const current = hashToken(sessionToken)
  return {
    items: rows.map((s) => ({
      id: s.id,
      device: describeUserAgent(s.userAgent),
      ip: s.ip,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      current: s.tokenHash === current,
    })),
  }
}

/** Signs one of the account's sessions out; another account's session is not found. */
export async function revokeSession(options: { db: Db; clock: Clock; actor: Actor; id: string }) {
  const { db, actor } = options
  await db.transaction(async (tx) => {
    const gone = await tx
      .delete(sessions)
      .where(
        and(eq(sessions.id, options.id), eq(sessions.userId, actor.id), isNull(sessions.impersonatorUserId)),
      )
      .returning({ id: sessions.id })
    if (gone.length === 0) throw new AppError('NOT_FOUND', ACCOUNT_MESSAGES.sessionNotFound)
    await recordAudit(tx, actor, {
      action: 'account.session_revoked',
      targetUserId: actor.id,
      at: options.clock.now(),
    })
  })
}

export async function getNotificationPrefs(db: Db, userId: string): Promise<NotificationPrefs> {
  const user = await userOf(db, userId)
  return { ...DEFAULT_NOTIFICATION_PREFS, ...user.notificationPrefs }
}

export async function saveNotificationPrefs(options: {
  db: Db
  clock: Clock
  actor: Actor
  prefs: NotificationPrefs
}) {
  const { db, actor } = options
  const now = options.clock.now()
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ notificationPrefs: options.prefs, updatedAt: now })
      .where(eq(users.id, actor.id))
    await recordAudit(tx, actor, { action: 'account.notifications', targetUserId: actor.id, at: now })
  })
  return getNotificationPrefs(db, actor.id)
}
