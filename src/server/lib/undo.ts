import { and, eq, getTableName, gt, inArray, lt, type SQL, sql } from 'drizzle-orm'
import type { Db } from '@/server/db/client.ts'
import {
  type DeletedTableRows,
  deletions,
  documents,
  ledgerEntries,
  mileageEntries,
  settlementLines,
  settlements,
} from '@/server/db/schema/index.ts'
import type { Clock } from './clock.ts'
import { AppError } from './errors.ts'
import { queryRows } from './sql-values.ts'

/** How long a deletion can be undone: the toast offers a few seconds, a slow network gets more. */
export const UNDO_KEEP_MS = 10 * 60_000

export const UNDO_EXPIRED = 'This can no longer be undone'

/** The response header of a delete that names its deletion, for POST /api/undo/:id. */
export const UNDO_HEADER = 'undo-id'

/** The tables a deletion can put back, in the order rows are inserted again (parents first). */
const RESTORABLE = [settlements, settlementLines, ledgerEntries, mileageEntries] as const
type Restorable = (typeof RESTORABLE)[number]

export interface DeletedRows {
  table: Restorable
  where: SQL
}

type Row = Record<string, unknown>

/** The rows `where` matches, as JSON objects keyed by column name; `lock` holds them until commit. */
async function copyRows(tx: Db, part: DeletedRows, lock: boolean): Promise<Row[]> {
  const result = await queryRows<{ row: Row }>(
    tx,
    sql`select to_jsonb(picked) as row from (select * from ${part.table} where ${part.where} ${
      lock ? sql`for update` : sql``
    }) as picked`,
  )
  return result.map((r) => r.row)
}

/**
 * In one transaction, deletes the rows of `root` (the database cascades to their children) after
 * keeping a copy of them and of the `cascaded` rows that go with them, and returns the id with which
 * `restoreDeletion` puts them all back. `check` sees the root rows, locked, before anything is
 * deleted and may throw to refuse (nothing is then deleted).
 */
export function deleteWithUndo(options: {
  db: Db
  userId: string
  clock: Clock
  root: DeletedRows
  cascaded?: DeletedRows[]
  check?: (rows: Row[]) => void
}): Promise<{ deleted: number; undoId: string }> {
  return options.db.transaction((tx) => deleteAndKeep(tx, options))
}

async function deleteAndKeep(
  tx: Db,
  options: Parameters<typeof deleteWithUndo>[0],
): Promise<{ deleted: number; undoId: string }> {
  const { userId, clock, root, cascaded = [] } = options
  const rootRows = await copyRows(tx, root, true)
  options.check?.(rootRows)
  const tables: DeletedTableRows[] = [{ table: getTableName(root.table), rows: rootRows }]
  for (const part of cascaded)
    tables.push({ table: getTableName(part.table), rows: await copyRows(tx, part, false) })
  await tx.execute(sql`delete from ${root.table} where ${root.where}`)

  const now = clock.now()
  // Expired copies go as new ones arrive, so deleted data does not linger.
  await tx.delete(deletions).where(lt(deletions.expiresAt, now))
  const [kept] = await tx
    .insert(deletions)
    .values({ userId, tables, createdAt: now, expiresAt: new Date(now.getTime() + UNDO_KEEP_MS) })
    .returning({ id: deletions.id })
  return { deleted: rootRows.length, undoId: kept!.id }
}

/**
 * Puts back what one deletion of the user removed, exactly as it was, in one transaction and once.
 * A document deleted in the meantime is no longer linked. Answers how many rows of the first table
 * (the ones the user deleted) came back.
 */
export async function restoreDeletion(options: {
  db: Db
  clock: Clock
  userId: string
  id: string
}): Promise<{ restored: number }> {
  const { db, clock, userId, id } = options
  return db.transaction(async (tx) => {
    const [deletion] = await tx
      .delete(deletions)
      .where(and(eq(deletions.id, id), eq(deletions.userId, userId), gt(deletions.expiresAt, clock.now())))
      .returning({ tables: deletions.tables })
    if (!deletion) throw new AppError('NOT_FOUND', UNDO_EXPIRED)
    const existing = await existingDocuments(tx, deletion.tables)
    for (const table of RESTORABLE) {
      const part = deletion.tables.find((t) => t.table === getTableName(table))
      if (!part || part.rows.length === 0) continue
      const rows = part.rows.map((row) =>
        row.document_id && !existing.has(String(row.document_id)) ? { ...row, document_id: null } : row,
      )
      await tx.execute(
        sql`insert into ${table} select * from jsonb_populate_recordset(null::${table}, ${JSON.stringify(rows)}::jsonb)`,
      )
    }
    return { restored: deletion.tables[0]?.rows.length ?? 0 }
  })
}

async function existingDocuments(tx: Db, tables: DeletedTableRows[]): Promise<Set<string>> {
  const ids = [
    ...new Set(
      tables.flatMap((t) => t.rows.map((row) => row.document_id)).filter((v) => typeof v === 'string'),
    ),
  ] as string[]
  if (ids.length === 0) return new Set()
  const found = await tx.select({ id: documents.id }).from(documents).where(inArray(documents.id, ids))
  return new Set(found.map((d) => d.id))
}
