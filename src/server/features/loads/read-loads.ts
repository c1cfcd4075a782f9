import { and, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Load, LoadSummary, ZLoadFilters, ZLoadQuery } from '@/contracts/loads.ts'
import type { Db } from '@/server/db/client.ts'
import { documents, loads, payers, settlements, users } from '@/server/db/schema/index.ts'
import { likePattern, pageWindow } from '@/server/lib/paging.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { documentsOfLoad } from './load-documents.ts'
import {
  discrepanciesOf,
  listScope,
  loadNotFound,
  loadsWithNames,
  partsOf,
  toLoad,
  toLoadSummary,
  visibleTo,
} from './load-view.ts'

/** The calendar the unpaid-load flag is read against: the user's today and their number of days. */
export interface FlagClock {
  today: string
  unpaidAfterDays: number
}

export async function flagClockOf(options: Caller & { today: string }): Promise<FlagClock> {
  const [row] = await options.db
    .select({ days: users.unpaidLoadDays })
    .from(users)
    .where(eq(users.id, options.userId))
  return { today: options.today, unpaidAfterDays: row?.days ?? 21 }
}

/** A delivered load still unpaid after the user's number of days (the SQL of load-check's rule). */
export const waitingTooLong = (clock: FlagClock): SQL =>
  sql`(${loads.status} = 'delivered' and ${loads.paidCents} is null and ${loads.origin} <> 'settlement'
    and ${loads.deliveryDate} + ${clock.unpaidAfterDays}::int <= ${clock.today}::date)`

/**
 * The list's filters as SQL, scoped to what the user may see (`listScope`); shared with the export.
 * A search matches the load's number, places, shipper and receiver, or its payer's name (the
 * payers are looked up first, so the loads are scanned once).
 */
export async function loadFilters(
  db: Db,
  userId: string,
  filters: z.output<typeof ZLoadFilters>,
  clock: FlagClock,
): Promise<SQL> {
  const { scope, owners } = await listScope(db, userId)
  const conditions: SQL[] = [scope]
  if (filters.search) {
    const pattern = likePattern(filters.search)
    const named = await db
      .select({ id: payers.id })
      .from(payers)
      .where(and(inArray(payers.userId, owners), ilike(payers.name, pattern)))
    conditions.push(
      or(
        ilike(loads.loadNumber, pattern),
        ilike(loads.originPlace, pattern),
        ilike(loads.destinationPlace, pattern),
        ilike(loads.shipper, pattern),
        ilike(loads.receiver, pattern),
        ...(named.length
          ? [
              inArray(
                loads.payerId,
                named.map((p) => p.id),
              ),
            ]
          : []),
      )!,
    )
  }
  if (filters.status) conditions.push(eq(loads.status, filters.status))
  if (filters.from) conditions.push(gte(loads.pickupDate, filters.from))
  if (filters.to) conditions.push(lte(loads.pickupDate, filters.to))
  if (filters.flagged === 'true')
    conditions.push(or(sql`${loads.payFlags} <> '[]'::jsonb`, waitingTooLong(clock))!)
  return and(...conditions)!
}

/** A page of the loads the user may see, newest pickup first, with the count of all that match. */
export async function listLoads(
  options: Caller & z.output<typeof ZLoadQuery> & { clock: Caller['clock']; today: string },
): Promise<{ items: LoadSummary[]; total: number }> {
  const { db, userId } = options
  const clock = await flagClockOf(options)
  const where = await loadFilters(db, userId, options, clock)
  const { limit, offset } = pageWindow(options)
  const [rows, [counted]] = await Promise.all([
    loadsWithNames(db)
      .where(where)
      .orderBy(sql`${loads.pickupDate} desc nulls last`, desc(loads.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<string>`count(*)` }).from(loads).where(where),
  ])
  const unpaid = rows.filter((r) => r.load.paidCents === null).map((r) => r.load.id)
  const { rateLines } = await partsOf(db, unpaid)
  return {
    items: rows.map((row) =>
      toLoadSummary(
        row,
        userId,
        discrepanciesOf(
          row,
          rateLines.filter((l) => l.loadId === row.load.id),
          clock,
        ),
      ),
    ),
    total: Number(counted?.n ?? 0),
  }
}

/** One load the user may see, with its stops, rate lines, documents and the settlement that paid it. */
export async function getLoad(options: Caller & { id: string; today: string }): Promise<Load> {
  const { db, userId, id } = options
  const [row] = await loadsWithNames(db).where(and(eq(loads.id, id), visibleTo(userId)))
  if (!row) throw loadNotFound()
  const [parts, clock, [document], [settlement], attached] = await Promise.all([
    partsOf(db, [id]),
    flagClockOf(options),
    row.load.documentId
      ? db
          .select({ id: documents.id, fileName: documents.fileName, mediaType: documents.mediaType })
          .from(documents)
          .where(eq(documents.id, row.load.documentId))
      : Promise.resolve([]),
    row.load.settlementId
      ? db
          .select({
            id: settlements.id,
            broker: settlements.broker,
            settlementDate: settlements.settlementDate,
          })
          .from(settlements)
          .where(eq(settlements.id, row.load.settlementId))
      : Promise.resolve([]),
    documentsOfLoad(db, id),
  ])
  return toLoad(row, userId, parts, discrepanciesOf(row, parts.rateLines, clock), {
    document: document ?? null,
    settlement: settlement ?? null,
    documents: attached,
  })
}
