import { and, desc, inArray, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import { ZSettlementFilters } from '@/contracts/settlements.ts'
import { centsToDecimalString } from '@/domain/money.ts'
import { settlements } from '@/server/db/schema/index.ts'
import { csvStream } from '@/server/lib/csv.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { settlementFilters } from './list-settlements.ts'

const BATCH_SIZE = 500
const MAX_IDS = 1000
const ZUuid = z.uuid()

function splitIds(text: string) {
  return text
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
}

/** The list's filters, plus `ids` (comma-separated) to export only the rows selected on screen. */
export const ZSettlementExportQuery = ZSettlementFilters.extend({
  ids: z
    .string()
    .max(40_000, { error: 'Unknown id' })
    .refine(
      (text) => {
        const ids = splitIds(text)
        return ids.length > 0 && ids.length <= MAX_IDS && ids.every((id) => ZUuid.safeParse(id).success)
      },
      { error: 'Unknown id' },
    )
    .optional(),
})

type Row = typeof settlements.$inferSelect

const HEADER = [
  'Date',
  'Broker',
  'Settlement Number',
  'Trip Number',
  'Gross',
  'Deductions',
  'Reimbursements',
  'Net',
  'Status',
] as const

/** "1234.50" and "-15.50" as text keep both decimals (like the expenses export). */
const dollars = (amountCents: number) => centsToDecimalString(amountCents)

/**
 * Rows after the last one sent, in the order newest first, where a settlement still waiting for its
 * date (null) comes first, as PostgreSQL sorts nulls in a descending order.
 */
function afterRow(after: Row): SQL {
  if (after.settlementDate === null) {
    return or(
      and(isNull(settlements.settlementDate), lt(settlements.id, after.id)),
      isNotNull(settlements.settlementDate),
    )!
  }
  return sql`(${settlements.settlementDate}, ${settlements.id}) < (${after.settlementDate}::date, ${after.id}::uuid)`
}

/** The user's matching settlements as a CSV stream, read in keyset batches, newest first. */
export function exportSettlements(options: Caller & z.output<typeof ZSettlementExportQuery>) {
  const { db, userId } = options
  const query = options
  const conditions: SQL[] = [settlementFilters(userId, query)]
  if (query.ids) conditions.push(inArray(settlements.id, [...new Set(splitIds(query.ids))]))
  return csvStream<Row>({
    header: HEADER,
    nextBatch: (after) =>
      db
        .select()
        .from(settlements)
        .where(and(...conditions, after ? afterRow(after) : undefined))
        .orderBy(desc(settlements.settlementDate), desc(settlements.id))
        .limit(BATCH_SIZE),
    toValues: (row) => [
      row.settlementDate,
      row.broker,
      row.settlementNumber,
      row.tripNumber,
      dollars(row.grossCents),
      dollars(row.deductionsCents),
      dollars(row.reimbursementsCents),
      dollars(row.netCents),
      row.status,
    ],
  })
}
