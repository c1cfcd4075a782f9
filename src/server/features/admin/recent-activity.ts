import { desc, ne } from 'drizzle-orm'
import { auditActionLabel } from '@/domain/audit-actions.ts'
import type { Db } from '@/server/db/client.ts'
import { auditLog } from '@/server/db/schema/index.ts'
import { SIGN_IN_ACTION } from '@/server/shared/audit.ts'

/** The latest audit events, for the dashboard's Recent Activity. */
export async function recentActivity({ db }: { db: Db }) {
  // Sign-ins are kept in the log too, but would crowd out everything else here.
  const rows = await db
    .select()
    .from(auditLog)
    .where(ne(auditLog.action, SIGN_IN_ACTION))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(10)
  return {
    items: rows.map((a) => ({
      id: a.id,
      at: a.at.toISOString(),
      action: a.action,
      actionLabel: auditActionLabel(a.action),
      actorEmail: a.actorEmail,
      viaAdmin: a.impersonatorUserId !== null,
      targetUserId: a.targetUserId,
    })),
  }
}
