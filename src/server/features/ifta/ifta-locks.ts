import { and, desc, eq } from 'drizzle-orm'
import { IFTA_MESSAGES } from '@/contracts/ifta.ts'
import { quarterOf } from '@/domain/ifta/quarter.ts'
import type { Db, Tx } from '@/server/db/client.ts'
import { fuelPurchases, iftaReturns, users } from '@/server/db/schema/index.ts'
import { AppError } from '@/server/lib/errors.ts'

export type ReturnStatus = 'open' | 'filed' | 'amending'

/** Each quarter's latest return version of a user: filed (its records locked) or being amended. */
export async function quarterStatuses(db: Db | Tx, userId: string): Promise<Map<string, ReturnStatus>> {
  const rows = await db
    .select({ quarter: iftaReturns.quarter, status: iftaReturns.status })
    .from(iftaReturns)
    .where(eq(iftaReturns.userId, userId))
    .orderBy(iftaReturns.quarter, desc(iftaReturns.version))
  const statuses = new Map<string, ReturnStatus>()
  for (const row of rows) if (!statuses.has(row.quarter)) statuses.set(row.quarter, row.status)
  return statuses
}

/** The quarters whose records a filed return locks. */
export async function lockedQuarters(db: Db | Tx, userId: string): Promise<Set<string>> {
  const statuses = await quarterStatuses(db, userId)
  return new Set([...statuses].filter(([, status]) => status === 'filed').map(([quarter]) => quarter))
}

/** Refuses a change to a record dated in a filed quarter (its old date or its new one). */
export function assertUnlocked(locked: Set<string>, ...dates: (string | undefined)[]) {
  for (const date of dates) {
    if (date && locked.has(quarterOf(date))) throw new AppError('CONFLICT', IFTA_MESSAGES.locked)
  }
}

/** The latest version of a quarter's return, or none. */
export async function latestReturn(db: Db | Tx, userId: string, quarter: string) {
  const [row] = await db
    .select()
    .from(iftaReturns)
    .where(and(eq(iftaReturns.userId, userId), eq(iftaReturns.quarter, quarter)))
    .orderBy(desc(iftaReturns.version))
    .limit(1)
  return row ?? null
}

/** One filing or amendment of a user's returns at a time (two at once would both make version n + 1). */
export async function lockReturns(tx: Tx, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
}

/**
 * The quarters locked, for a write of their records: read under the user's returns lock, so a
 * return cannot be filed between this check and the write's commit (filing takes the same lock).
 */
export async function lockedQuartersForWrite(tx: Tx, userId: string): Promise<Set<string>> {
  await lockReturns(tx, userId)
  return lockedQuarters(tx, userId)
}

/** Whether a document is the receipt of a fuel purchase dated in a quarter whose return is filed. */
export async function keepsFiledReceipt(db: Db | Tx, userId: string, documentId: string): Promise<boolean> {
  const dates = await db
    .select({ date: fuelPurchases.date })
    .from(fuelPurchases)
    .where(and(eq(fuelPurchases.userId, userId), eq(fuelPurchases.documentId, documentId)))
  if (dates.length === 0) return false
  const locked = await lockedQuarters(db, userId)
  return dates.some((d) => locked.has(quarterOf(d.date)))
}
