import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Db } from '@/server/db/client.ts'
import type { NewLedgerEntry } from './ledger.ts'

const BATCH = 50_000

/**
 * Inserts many ledger rows fast: one statement per 50,000 rows, each column sent as one array
 * parameter and unnested on the server. Drizzle's own insert spends seconds building SQL for 100k
 * rows; this sends 16 parameters whatever the count. Works on PGlite and PostgreSQL (enums travel
 * as text[] and are cast per row: PGlite cannot serialise an array of a custom enum type).
 * Returns the number of rows inserted.
 */
export async function bulkInsertLedgerEntries(db: Db, rows: readonly NewLedgerEntry[]): Promise<number> {
  for (let start = 0; start < rows.length; start += BATCH) {
    await insertBatch(db, rows.slice(start, start + BATCH))
  }
  return rows.length
}

async function insertBatch(db: Db, rows: readonly NewLedgerEntry[]) {
  if (rows.length === 0) return
  const now = new Date().toISOString()
  const column = <T>(pick: (row: NewLedgerEntry) => T) => sql.param(rows.map(pick))
  const instant = (value: Date | undefined) => (value ? value.toISOString() : now)
  await db.execute(sql`
    insert into ledger_entries (
      id, user_id, type, category, amount_cents, date, description, payment_method, notes,
      tax_deductible, recurring, settlement_id, document_id, truck_id, created_at, updated_at
    )
    select id, user_id, type::entry_type, category, amount_cents, date, description,
      payment_method::payment_method, notes, tax_deductible, recurring, settlement_id, document_id,
      truck_id, created_at, updated_at
    from unnest(
      ${column((r) => r.id ?? randomUUID())}::uuid[],
      ${column((r) => r.userId)}::uuid[],
      ${column((r) => r.type)}::text[],
      ${column((r) => r.category)}::text[],
      ${column((r) => r.amountCents)}::bigint[],
      ${column((r) => r.date)}::date[],
      ${column((r) => r.description)}::text[],
      ${column((r) => r.paymentMethod ?? null)}::text[],
      ${column((r) => r.notes ?? '')}::text[],
      ${column((r) => r.taxDeductible ?? true)}::boolean[],
      ${column((r) => r.recurring ?? false)}::boolean[],
      ${column((r) => r.settlementId ?? null)}::uuid[],
      ${column((r) => r.documentId ?? null)}::uuid[],
      ${column((r) => r.truckId ?? null)}::uuid[],
      ${column((r) => instant(r.createdAt))}::timestamptz[],
      ${column((r) => instant(r.updatedAt ?? r.createdAt))}::timestamptz[]
    ) as t(
      id, user_id, type, category, amount_cents, date, description, payment_method, notes,
      tax_deductible, recurring, settlement_id, document_id, truck_id, created_at, updated_at
    )
  `)
}
