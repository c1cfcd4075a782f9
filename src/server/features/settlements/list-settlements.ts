import { and, count, desc, eq, gte, ilike, inArray, lte, or, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { SettlementSummary, ZSettlementFilters, ZSettlementQuery } from '@/contracts/settlements.ts'
import { settlementLines, settlements } from '@/server/db/schema/index.ts'
import { likePattern, pageWindow } from '@/server/lib/paging.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { toSettlementSummary } from './settlement-view.ts'

/** The list's filters as SQL, always scoped to the user; shared with the CSV export. */
export function settlementFilters(userId: string, filters: z.output<typeof ZSettlementFilters>): SQL {
  const conditions: SQL[] = [eq(settlements.userId, userId)]
  if (filters.search) {
    const pattern = likePattern(filters.search)
    conditions.push(
      or(
        ilike(settlements.broker, pattern),
        ilike(settlements.tripNumber, pattern),
        ilike(settlements.settlementNumber, pattern),
      )!,
    )
  }
  if (filters.status) conditions.push(eq(settlements.status, filters.status))
  if (filters.from) conditions.push(gte(settlements.settlementDate, filters.from))
  if (filters.to) conditions.push(lte(settlements.settlementDate, filters.to))
  return and(...conditions)!
}

/** A page of the user's settlements, newest first, with the true count of all that match. */
export async function listSettlements(
  options: Caller & z.output<typeof ZSettlementQuery>,
): Promise<{ items: SettlementSummary[]; total: number }> {
  const { db, userId } = options
  const query = options
  const where = settlementFilters(userId, query)
  const { limit, offset } = pageWindow(query)
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(settlements)
      .where(where)
      .orderBy(desc(settlements.settlementDate), desc(settlements.createdAt), desc(settlements.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(settlements).where(where),
  ])
  // Lines the reader could not name, per settlement of the page: the list marks them for review.
  const ids = rows.map((r) => r.id)
  const reviewCounts = ids.length
    ? await db
        .select({ id: settlementLines.settlementId, n: count() })
        .from(settlementLines)
        .where(
          and(
            inArray(settlementLines.settlementId, ids),
            eq(settlementLines.kind, 'deduction'),
            eq(settlementLines.category, 'needs_review'),
          ),
        )
        .groupBy(settlementLines.settlementId)
    : []
  const countOf = new Map(reviewCounts.map((r) => [r.id, r.n]))
  return {
    items: rows.map((row) => toSettlementSummary(row, countOf.get(row.id) ?? 0)),
    total: totalRow?.n ?? 0,
  }
}
