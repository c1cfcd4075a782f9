import { and, asc, eq, inArray } from 'drizzle-orm'
import { DOCUMENT_MESSAGES, type DocumentView } from '@/contracts/documents.ts'
import type { Db } from '@/server/db/client.ts'
import { documents, settlements } from '@/server/db/schema/index.ts'
import { AppError } from '@/server/lib/errors.ts'
import { isUuid } from '@/server/lib/sql-values.ts'

export type DocumentRow = typeof documents.$inferSelect

export function documentNotFound() {
  return new AppError('NOT_FOUND', DOCUMENT_MESSAGES.notFound)
}

/** The documents as the API shows them, with the ids of the settlements read from each. */
export async function toDocumentViews(db: Db, rows: DocumentRow[]): Promise<DocumentView[]> {
  const ids = rows.map((row) => row.id)
  const read =
    ids.length === 0
      ? []
      : await db
          .select({ id: settlements.id, documentId: settlements.documentId })
          .from(settlements)
          .where(inArray(settlements.documentId, ids))
          .orderBy(asc(settlements.settlementDate), asc(settlements.createdAt), asc(settlements.id))
  return rows.map((row) => ({
    id: row.id,
    fileName: row.fileName,
    mediaType: row.mediaType,
    sizeBytes: row.sizeBytes,
    kind: row.kind,
    status: row.status,
    error: row.error,
    settlementIds: read.filter((s) => s.documentId === row.id).map((s) => s.id),
    reviews: row.result?.reviews ?? [],
    mappingReview: row.result?.mappingReview ?? null,
    createdAt: row.createdAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
  }))
}

export async function toDocumentView(db: Db, row: DocumentRow): Promise<DocumentView> {
  const [view] = await toDocumentViews(db, [row])
  return view!
}

/** One of the user's documents; another user's id (or no uuid at all) is "not found". */
export async function getOwnDocumentRow(db: Db, userId: string, id: string): Promise<DocumentRow> {
  if (!isUuid(id)) throw documentNotFound()
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.userId, userId)))
  if (!row) throw documentNotFound()
  return row
}
