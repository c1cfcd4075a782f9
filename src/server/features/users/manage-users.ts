import { and, count, desc, eq, inArray, isNotNull, ne, notInArray, sql } from 'drizzle-orm'
import type { z } from 'zod'
import {
  ADMIN_MESSAGES,
  type AdminUser,
  type AdminUserDetails,
  type ZAdminCreateUser,
  type ZAdminUserPatch,
} from '@/contracts/users.ts'
import type { AppContext } from '@/server/context.ts'
import type { Db, Tx } from '@/server/db/client.ts'
import {
  auditLog,
  dataExports,
  documents,
  generatedReports,
  ledgerEntries,
  mileageEntries,
  settlements,
  supportConversations,
  supportMessages,
  users,
} from '@/server/db/schema/index.ts'
import { createAccount, sendPasswordResetLink } from '@/server/features/auth/auth.public.ts'
import { accountBilling, cancelSubscriptionsOf } from '@/server/features/billing/billing.public.ts'
import { iftaRecordsToKeep } from '@/server/features/ifta/ifta.public.ts'
import type { Clock } from '@/server/lib/clock.ts'
import { AppError } from '@/server/lib/errors.ts'
import type { Mailer } from '@/server/lib/mail/mailer.ts'
import { sendMail } from '@/server/lib/mail/send-mail.ts'
import type { Storage } from '@/server/lib/storage/storage.ts'
import { type Actor, recordAudit } from '@/server/shared/audit.ts'
import { assertPasswordAllowed } from '@/server/shared/auth/password-policy.ts'
import { adminUserView } from './admin-user-view.ts'

interface AdminCall {
  db: Db
  clock: Clock
  actor: Actor
}

const notFound = () => new AppError('NOT_FOUND', ADMIN_MESSAGES.notFound)

async function findUser(db: Db | Tx, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id))
  if (!user) throw notFound()
  return user
}

/**
 * Admins are changed one transaction at a time (an advisory lock), so two admins suspending each
 * other at once cannot leave the platform without one.
 */
async function lockAdmins(tx: Tx) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('admin-accounts'))`)
}

/** Refuses a change that would leave no active admin other than the ones it touches. */
async function keepAnAdmin(tx: Tx, losing: string[]) {
  if (losing.length === 0) return
  const [left] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'active'), notInArray(users.id, losing)))
  if ((left?.n ?? 0) === 0) throw new AppError('CONFLICT', ADMIN_MESSAGES.lastAdmin)
}

/** Active admins among these accounts: what suspending, demoting or deleting them would lose. */
async function activeAdminsAmong(tx: Tx, ids: string[]) {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.role, 'admin'), eq(users.status, 'active')))
  return rows.map((r) => r.id)
}

export async function createUserByAdmin(
  options: AdminCall & { mailer: Mailer; publicUrl: string; input: z.output<typeof ZAdminCreateUser> },
): Promise<AdminUser> {
  const { db, clock, actor, input } = options
  await assertPasswordAllowed(input.password, { email: input.email, fullName: input.name })
  const user = await db.transaction(async (tx) => {
    const created = await createAccount({
      db: tx,
      input: { fullName: input.name, email: input.email, password: input.password, role: input.role },
    })
    await recordAudit(tx, actor, {
      action: 'user.create',
      targetUserId: created.id,
      details: { email: created.email, role: created.role },
      at: clock.now(),
    })
    return created
  })
  if (input.sendWelcomeEmail) {
    await sendMail(options, { userId: user.id }, 'account', {
      subject: 'Welcome to RigLedger',
      text: [
        `Hello ${user.fullName},`,
        '',
        `An administrator opened a RigLedger account for you (${user.email}). Sign in at ${options.publicUrl}/login with the password you were given, or choose a new one with "Forgot password?".`,
      ].join('\n'),
    })
  }
  return adminUserView(user)
}

/** One account for View Details: its billing (plan, status, renewal), its data counted, its audit trail. */
export async function userDetails(
  ctx: Pick<AppContext, 'db' | 'config' | 'clock'>,
  id: string,
): Promise<AdminUserDetails> {
  const { db } = ctx
  const user = await findUser(db, id)
  const countOf = async (
    table: typeof documents | typeof settlements | typeof ledgerEntries | typeof mileageEntries,
  ) => {
    const [row] = await db.select({ n: count() }).from(table).where(eq(table.userId, id))
    return row?.n ?? 0
  }
  const [billing, docs, settled, entries, miles, audit, iftaRecords] = await Promise.all([
    accountBilling(ctx, user),
    countOf(documents),
    countOf(settlements),
    countOf(ledgerEntries),
    countOf(mileageEntries),
    db.select().from(auditLog).where(eq(auditLog.targetUserId, id)).orderBy(desc(auditLog.at)).limit(10),
    iftaRecordsToKeep(db, id, ctx.clock.now()),
  ])
  return {
    ...adminUserView(user),
    companyName: user.companyName,
    iftaRecords,
    billing: {
      state: billing.state,
      plan: billing.plan && {
        id: billing.plan.id,
        name: billing.plan.name,
        interval: billing.plan.interval,
        status: billing.plan.status,
        renewsAt: billing.plan.currentPeriodEnd?.toISOString() ?? null,
        cancelAtPeriodEnd: billing.plan.cancelAtPeriodEnd,
      },
      addons: billing.addons,
      trialEndsAt: billing.trialEndsAt.toISOString(),
      coveredBy: billing.coveredBy,
    },
    counts: { documents: docs, settlements: settled, ledgerEntries: entries, mileageEntries: miles },
    recentActivity: audit.map((a) => ({
      at: a.at.toISOString(),
      action: a.action,
      actorEmail: a.actorEmail,
      viaAdmin: a.impersonatorUserId !== null,
    })),
  }
}

export async function updateUserByAdmin(
  options: AdminCall & { id: string; patch: z.output<typeof ZAdminUserPatch> },
): Promise<AdminUser> {
  const { db, clock, actor, id, patch } = options
  return db.transaction(async (tx) => {
    await lockAdmins(tx)
    const user = await findUser(tx, id)
    if (patch.status === 'suspended' && id === actor.id)
      throw new AppError('CONFLICT', ADMIN_MESSAGES.notYourself)
    const losesAdmin =
      user.role === 'admin' &&
      user.status === 'active' &&
      (patch.status === 'suspended' || (patch.role && patch.role !== 'admin'))
    if (losesAdmin) await keepAnAdmin(tx, [id])
    const changes = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined))
    if (Object.keys(changes).length === 0) return adminUserView(user)
    const [updated] = await tx
      .update(users)
      .set({ ...changes, updatedAt: clock.now() })
      .where(eq(users.id, id))
      .returning()
    await recordAudit(tx, actor, {
      action: 'user.update',
      targetUserId: id,
      details: changes,
      at: clock.now(),
    })
    return adminUserView(updated!)
  })
}

/** Sets the status of several accounts at once; answers how many changed. */
export async function setUsersStatus(
  options: AdminCall & { ids: string[]; status: 'active' | 'suspended' },
): Promise<number> {
  const { db, clock, actor, ids, status } = options
  return db.transaction(async (tx) => {
    await lockAdmins(tx)
    if (status === 'suspended') {
      if (ids.includes(actor.id)) throw new AppError('CONFLICT', ADMIN_MESSAGES.notYourself)
      await keepAnAdmin(tx, await activeAdminsAmong(tx, ids))
    }
    const changed = await tx
      .update(users)
      .set({ status, updatedAt: clock.now() })
      .where(and(inArray(users.id, ids), ne(users.status, status)))
      .returning({ id: users.id })
    for (const { id } of changed) {
      await recordAudit(tx, actor, {
        action: `user.${status === 'active' ? 'activate' : 'suspend'}`,
        targetUserId: id,
        at: clock.now(),
      })
    }
    return changed.length
  })
}

/**
 * Deletes accounts with all their data (the database cascades) in one transaction, then their stored
 * files. The last active admin and the caller's own account are refused. Their subscriptions are
 * canceled at the payment provider first: if that fails, nothing is deleted.
 */
export async function deleteUsers(
  options: AdminCall & {
    config: AppContext['config']
    storage: Storage
    ids: string[]
    /** What the audit log calls it: an admin's deletion, or the end of a closed account's grace. */
    action?: string
  },
): Promise<number> {
  const { db, clock, actor, ids } = options
  if (ids.includes(actor.id)) throw new AppError('CONFLICT', ADMIN_MESSAGES.notYourself)
  await db.transaction(async (tx) => keepAnAdmin(tx, await activeAdminsAmong(tx, ids)))
  await cancelSubscriptionsOf({ db, config: options.config }, ids)
  const { removed, keys } = await db.transaction(async (tx) => {
    await lockAdmins(tx)
    if (ids.includes(actor.id)) throw new AppError('CONFLICT', ADMIN_MESSAGES.notYourself)
    await keepAnAdmin(tx, await activeAdminsAmong(tx, ids))
    const files = await Promise.all([
      tx.select({ key: documents.storageKey }).from(documents).where(inArray(documents.userId, ids)),
      tx
        .select({ key: generatedReports.storageKey })
        .from(generatedReports)
        .where(and(inArray(generatedReports.userId, ids), isNotNull(generatedReports.storageKey))),
      tx
        .select({ key: dataExports.storageKey })
        .from(dataExports)
        .where(and(inArray(dataExports.userId, ids), isNotNull(dataExports.storageKey))),
      // Images sent in the support chat (often photos of pay sheets).
      tx
        .select({ key: supportMessages.imageKey })
        .from(supportMessages)
        .innerJoin(supportConversations, eq(supportConversations.id, supportMessages.conversationId))
        .where(and(inArray(supportConversations.userId, ids), isNotNull(supportMessages.imageKey))),
    ])
    const gone = await tx
      .delete(users)
      .where(inArray(users.id, ids))
      .returning({ id: users.id, email: users.email, role: users.role })
    for (const user of gone) {
      await recordAudit(tx, actor, {
        action: options.action ?? 'user.delete',
        details: { userId: user.id, email: user.email, role: user.role },
        at: clock.now(),
      })
    }
    return {
      removed: gone.length,
      keys: files
        .flat()
        .map((f) => f.key)
        .filter((k): k is string => k !== null),
    }
  })
  for (const key of keys) await options.storage.delete(key)
  return removed
}

export async function sendResetByAdmin(
  options: AdminCall & { mailer: Mailer; publicUrl: string; id: string },
): Promise<void> {
  const user = await findUser(options.db, options.id)
  if (user.status !== 'active')
    throw new AppError('CONFLICT', 'Only an active account can reset its password')
  await sendPasswordResetLink({ ...options, user })
  await recordAudit(options.db, options.actor, {
    action: 'user.password_reset_sent',
    targetUserId: user.id,
    at: options.clock.now(),
  })
}
