import { and, eq } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { DOCUMENT_MESSAGES } from '@/contracts/documents.ts'
import type { Db } from '@/server/db/client.ts'
import { documents } from '@/server/db/schema/index.ts'
import { AppError } from '@/server/lib/errors.ts'

/** A table of one user's rows: an id and the owner's id. */
type OwnedTable = PgTable & { id: PgColumn; userId: PgColumn }

/**
 * The user's row of `table` with that id, or the `notFound` error: another user's id is "not
 * found", never "forbidden", so it does not tell that the row exists.
 */
export async function requireOwn<T extends OwnedTable>(
  db: Db,
  table: T,
  options: { userId: string; id: string },
  notFound: () => AppError,
): Promise<T['$inferSelect']> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, options.id), eq(table.userId, options.userId)))
    .limit(1)
  if (!row) throw notFound()
  return row as T['$inferSelect']
}

export type DocumentRow = typeof documents.$inferSelect

export function documentNotFound() {
  return new AppError('NOT_FOUND', DOCUMENT_MESSAGES.notFound)
}

/** One of the user's documents. */
export function requireOwnDocument(options: { db: Db; userId: string; id: string }): Promise<DocumentRow> {
  return requireOwn(options.db, documents, options, documentNotFound)
}
