import { and, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { AuditEntry, AuditFilters, AuditPage } from '@/contracts/admin.ts'
import { auditActionLabel } from '@/domain/audit-actions.ts'
import { addDays } from '@/domain/period.ts'
import type { Db } from '@/server/db/client.ts'
import { auditLog, users } from '@/server/db/schema/index.ts'
import { csvStream } from '@/server/lib/csv.ts'
import { likePattern, pageWindow } from '@/server/lib/paging.ts'

const actorUser = alias(users, 'actor_user')
const adminUser = alias(users, 'admin_user')
const targetUser = alias(users, 'target_user')

/** The filters as a condition: words anywhere, the actor by e-mail or name, one action, days (UTC). */
function matching(filters: AuditFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = []
  if (filters.q) {
    const pattern = likePattern(filters.q)
    conditions.push(
      or(
        ilike(auditLog.actorEmail, pattern),
        ilike(actorUser.fullName, pattern),
        ilike(auditLog.action, pattern),
        ilike(targetUser.email, pattern),
        ilike(targetUser.fullName, pattern),
        ilike(auditLog.ip, pattern),
        ilike(sql`${auditLog.details}::text`, pattern),
      ),
    )
  }
  if (filters.actor) {
    const pattern = likePattern(filters.actor)
    conditions.push(or(ilike(auditLog.actorEmail, pattern), ilike(actorUser.fullName, pattern)))
  }
  if (filters.action) conditions.push(eq(auditLog.action, filters.action))
  if (filters.from) conditions.push(gte(auditLog.at, new Date(`${filters.from}T00:00:00Z`)))
  if (filters.to) conditions.push(lt(auditLog.at, new Date(`${addDays(filters.to, 1)}T00:00:00Z`)))
  return and(...conditions)
}

/** The log joined with the names of who acted, the admin behind them and whom it was about. */
function selectEntries(db: Db) {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      action: auditLog.action,
      actorId: auditLog.actorUserId,
      actorEmail: auditLog.actorEmail,
      actorName: actorUser.fullName,
      adminId: auditLog.impersonatorUserId,
      adminEmail: adminUser.email,
      adminName: adminUser.fullName,
      targetId: auditLog.targetUserId,
      targetEmail: targetUser.email,
      targetName: targetUser.fullName,
      ip: auditLog.ip,
      details: auditLog.details,
    })
    .from(auditLog)
    .leftJoin(actorUser, eq(actorUser.id, auditLog.actorUserId))
    .leftJoin(adminUser, eq(adminUser.id, auditLog.impersonatorUserId))
    .leftJoin(targetUser, eq(targetUser.id, auditLog.targetUserId))
}
type Row = Awaited<ReturnType<ReturnType<typeof selectEntries>['execute']>>[number]

function toEntry(row: Row): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorEmail: row.actorEmail,
    targetEmail: row.targetId ? (row.targetEmail ?? null) : null,
    address: row.ip,
    action: row.action,
    actionLabel: auditActionLabel(row.action),
    actor: { id: row.actorId, email: row.actorEmail, name: row.actorName },
    viaAdmin: row.adminId ? { id: row.adminId, email: row.adminEmail ?? '', name: row.adminName } : null,
    target: row.targetId ? { id: row.targetId, email: row.targetEmail ?? '', name: row.targetName } : null,
    ip: row.ip,
    details: row.details,
  }
}

/** A page of the audit log, newest first, with every action code in it for the filter. */
export async function listAudit(
  options: { db: Db } & AuditFilters & { page: number; pageSize: number },
): Promise<AuditPage> {
  const { db } = options
  const where = matching(options)
  const { limit, offset } = pageWindow(options)
  const [rows, [counted], actions] = await Promise.all([
    selectEntries(db).where(where).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit).offset(offset),
    db
      .select({ n: count() })
      .from(auditLog)
      .leftJoin(actorUser, eq(actorUser.id, auditLog.actorUserId))
      .leftJoin(targetUser, eq(targetUser.id, auditLog.targetUserId))
      .where(where),
    db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action),
  ])
  return {
    items: rows.map(toEntry),
    total: counted?.n ?? 0,
    actions: actions.map(({ action }) => ({ value: action, label: auditActionLabel(action) })),
  }
}

const BATCH = 1_000
const HEADER = [
  'When (UTC)',
  'Action',
  'Code',
  'Who',
  'Who (e-mail)',
  'Via admin',
  'About',
  'About (e-mail)',
  'From',
  'Details',
]

/** The matching log as a CSV stream, newest first, read in keyset batches. */
export function exportAudit(options: { db: Db } & AuditFilters) {
  const { db } = options
  const where = matching(options)
  return csvStream<Row>({
    header: HEADER,
    nextBatch: (after) =>
      selectEntries(db)
        .where(
          and(
            where,
            after
              ? sql`(${auditLog.at}, ${auditLog.id}) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(BATCH),
    toValues: (row) => {
      const entry = toEntry(row)
      return [
        entry.at,
        entry.actionLabel,
        entry.action,
        entry.actor.name ?? '',
        entry.actor.email,
        entry.viaAdmin?.email ?? '',
        entry.target?.name ?? '',
        entry.target?.email ?? '',
        entry.ip ?? '',
        JSON.stringify(entry.details),
      ]
    },
  })
}
