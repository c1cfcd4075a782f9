import { and, asc, count, eq, lte, sql, sum } from 'drizzle-orm'
import type { IsoDate } from '@/domain/period.ts'
import type { Db } from '@/server/db/client.ts'
import { loads, payers } from '@/server/db/schema/index.ts'

export interface Receivable {
  /** The payer's name, or null for loads without one. */
  payerName: string | null
  loadCount: number
  /** The rate confirmations' totals. */
  amountCents: number
}

/**
 * What payers owe on a date, by payer: loads delivered on or before it and not yet paid (status
 * 'delivered'), each at its rate confirmation's total. A load paid since leaves it (the status is
 * today's, not the date's).
 */
export async function receivablesOn(options: {
  db: Db
  userId: string
  date: IsoDate
}): Promise<Receivable[]> {
  const { db, userId, date } = options
  const rows = await db
    .select({
      payerName: payers.name,
      loadCount: count(),
      amountCents: sum(loads.rateTotalCents).mapWith(Number),
    })
    .from(loads)
    .leftJoin(payers, eq(payers.id, loads.payerId))
    .where(and(eq(loads.userId, userId), eq(loads.status, 'delivered'), lte(loads.deliveryDate, date)))
    .groupBy(payers.name)
    .orderBy(asc(sql`coalesce(${payers.name}, '')`))
  return rows.filter((row) => row.amountCents !== 0)
}
