import { and, eq, isNotNull, lt } from 'drizzle-orm'
import type { IdentityProof } from '@/contracts/account.ts'
import { type AccountClosed, CLOSE_GRACE_DAYS, CLOSE_MESSAGES } from '@/contracts/data-export.ts'
import type { AppContext } from '@/server/context.ts'
import type { Db, Tx } from '@/server/db/client.ts'
import { sessions, users } from '@/server/db/schema/index.ts'
import { cancelSubscriptionsOf } from '@/server/features/billing/billing.public.ts'
import { iftaRecordsToKeep } from '@/server/features/ifta/ifta.public.ts'
import { deleteUsers } from '@/server/features/users/users.public.ts'
import { sendMail } from '@/server/lib/mail/send-mail.ts'
import { type Actor, recordAudit } from '@/server/shared/audit.ts'
import { confirmIdentity } from './confirm-identity.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** Who the audit log names for what the app does by itself. */
const SYSTEM_ACTOR: Actor = { id: '', email: 'system', impersonatorId: null, ip: '' }

export { CLOSE_GRACE_DAYS, CLOSE_MESSAGES }

/** The moment after which an account closed at `closedAt` is deleted. */
export const deletionDue = (closedAt: Date) => new Date(closedAt.getTime() + CLOSE_GRACE_DAYS * DAY_MS)

/**
 * Closes the caller's own account: the password (and a two-factor code when it is on) proves it is
 * them; the subscription is canceled at the payment provider first (if that fails nothing changes);
 * then the account is marked closed and every session of it ends, in one transaction.
 */
export async function closeAccount(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config'>,
  options: { actor: Actor; proof: IdentityProof },
): Promise<AccountClosed> {
  const { db, clock } = ctx
  const userId = options.actor.id
  await confirmIdentity({ db, clock, appSecret: ctx.config.appSecret, userId, proof: options.proof })
  await cancelSubscriptionsOf(ctx, [userId])
  const now = clock.now()
  const iftaRecords = await iftaRecordsToKeep(db, userId, now)
  await db.transaction(async (tx) => {
    await tx.update(users).set({ closedAt: now, updatedAt: now }).where(eq(users.id, userId))
    await tx.delete(sessions).where(eq(sessions.userId, userId))
    await recordAudit(tx, options.actor, { action: 'account.close', targetUserId: userId, at: now })
  })
  await sendMail(ctx as AppContext, { userId }, 'account', {
    subject: 'Your RigLedger account is closed',
    text: [
      `${CLOSE_MESSAGES.closed}\n\nIt will be deleted on ${deletionDue(now).toISOString().slice(0, 10)}.`,
      ...(iftaRecords ? [iftaRecords.warning] : []),
    ].join('\n\n'),
  })
  return {
    message: CLOSE_MESSAGES.closed,
    deletionOn: deletionDue(now).toISOString().slice(0, 10),
    iftaRecords,
  }
}

/**
 * At sign-in with the right password: a closed account within its grace period opens again
 * (answers true). Past it, the account is as good as gone (answers 'gone': the sign-in is refused).
 */
export async function reopenAtSignIn(
  db: Db | Tx,
  options: {
    user: { id: string; email: string; closedAt: Date | null }
    now: Date
    ip: string
    /** Only say whether it would open: change nothing. */
    dryRun?: boolean
  },
): Promise<boolean | 'gone'> {
  const { user, now } = options
  if (!user.closedAt) return false
  if (deletionDue(user.closedAt).getTime() <= now.getTime()) return 'gone'
  if (options.dryRun) return true
  await db.update(users).set({ closedAt: null, updatedAt: now }).where(eq(users.id, user.id))
  await recordAudit(
    db,
    { id: user.id, email: user.email, impersonatorId: null, ip: options.ip },
    { action: 'account.restore', targetUserId: user.id, at: now },
  )
  return true
}

/**
 * The daily job: deletes every account closed more than 30 days ago, with its rows and files, by
 * the admin deletion's own function (subscriptions canceled, files removed), recorded as the system.
 */
export async function deleteClosedAccounts(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now()
  const due = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(isNotNull(users.closedAt), lt(users.closedAt, new Date(now.getTime() - CLOSE_GRACE_DAYS * DAY_MS))),
    )
  if (due.length === 0) return 0
  return deleteUsers({
    db: ctx.db,
    clock: ctx.clock,
    config: ctx.config,
    storage: ctx.storage,
    actor: SYSTEM_ACTOR,
    ids: due.map((u) => u.id),
    action: 'account.delete_closed',
  })
}
