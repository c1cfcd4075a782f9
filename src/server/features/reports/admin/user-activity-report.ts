import { sql } from 'drizzle-orm'
import type { UserActivityReport } from '@/contracts/reports-admin.ts'
import type { Db } from '@/server/db/client.ts'
import { exactInt, queryRows } from '@/server/lib/sql-values.ts'
import { SIGN_IN_ACTION } from '@/server/shared/audit.ts'
import { bucketOf, bucketStarts, inWindow, type ReportWindow } from './admin-report-range.ts'

/**
 * Sign-ups (accounts created), logins (successful sign-ins, from the audit log) and active users
 * (distinct accounts that signed in) over the window, by bucket.
 */
export async function userActivityReport(db: Db, window: ReportWindow): Promise<UserActivityReport> {
  const created = sql.raw('u.created_at')
  const at = sql.raw('a.at')
  const [signUps, logins, totals, byRole, [all]] = await Promise.all([
    queryRows<{ bucket: string; n: string }>(
      db,
      sql`select ${bucketOf(created, window)} as bucket, count(*)::text as n from users u
        where ${inWindow(created, window)} group by 1`,
    ),
    queryRows<{ bucket: string; n: string; users: string }>(
      db,
      sql`select ${bucketOf(at, window)} as bucket, count(*)::text as n, count(distinct a.actor_user_id)::text as users
        from audit_log a where a.action = ${SIGN_IN_ACTION} and ${inWindow(at, window)} group by 1`,
    ),
    queryRows<{ n: string; users: string }>(
      db,
      sql`select count(*)::text as n, count(distinct a.actor_user_id)::text as users from audit_log a
        where a.action = ${SIGN_IN_ACTION} and ${inWindow(at, window)}`,
    ),
    queryRows<{ role: string; n: string }>(
      db,
      sql`select u.role::text as role, count(*)::text as n from users u where ${inWindow(created, window)}
        group by 1 order by 2 desc, 1`,
    ),
    queryRows<{ n: string }>(db, sql`select count(*)::text as n from users`),
  ])
  const countIn = (rows: { bucket: string; n: string }[], start: string) =>
    exactInt(rows.find((r) => r.bucket === start)?.n ?? 0)
  return {
    period: window.period,
    from: window.from,
    to: window.to,
    bucket: window.bucket,
    signUps: signUps.reduce((sum, r) => sum + exactInt(r.n), 0),
    logins: exactInt(totals[0]?.n),
    activeUsers: exactInt(totals[0]?.users),
    totalUsers: exactInt(all?.n),
    series: bucketStarts(window).map((start) => ({
      start,
      signUps: countIn(signUps, start),
      logins: countIn(logins, start),
      activeUsers: exactInt(logins.find((r) => r.bucket === start)?.users ?? 0),
    })),
    byRole: byRole.map((r) => ({ role: r.role, signUps: exactInt(r.n) })),
  }
}
