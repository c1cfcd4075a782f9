import { asc, inArray } from 'drizzle-orm'
import type { DocumentView } from '@/contracts/documents.ts'
import type { Db } from '@/server/db/client.ts'
import { fuelPurchases, loads, settlements } from '@/server/db/schema/index.ts'
import type { DocumentRow } from '@/server/shared/ownership.ts'

export const DOCUMENT_NOT_FOUND = 'Document not found'

/** The documents as the API shows them, with the ids of the settlements (or load) read from each. */
export async function toDocumentViews(db: Db, rows: DocumentRow[]): Promise<DocumentView[]> {
  const ids = rows.map((row) => row.id)
  const [read, proposed, fuel] =
    ids.length === 0
      ? [[], [], []]
      : await Promise.all([
          db
            .select({ id: settlements.id, documentId: settlements.documentId })
            .from(settlements)
            .where(inArray(settlements.documentId, ids))
            .orderBy(asc(settlements.settlementDate), asc(settlements.createdAt), asc(settlements.id)),
          db
            .select({ id: loads.id, documentId: loads.documentId })
            .from(loads)
            .where(inArray(loads.documentId, ids)),
          db
            .select({ id: fuelPurchases.id, documentId: fuelPurchases.documentId })
            .from(fuelPurchases)
            .where(inArray(fuelPurchases.documentId, ids)),
        ])
  return rows.map((row) => ({
    id: row.id,
    fileName: row.fileName,
    mediaType: row.mediaType,
    sizeBytes: row.sizeBytes,
    kind: row.kind,
    status: row.status,
    error: row.error,
    notice: row.status === 'uploaded' || row.status === 'processing' ? (row.result?.waiting ?? null) : null,
    settlementIds: read.filter((s) => s.documentId === row.id).map((s) => s.id),
    loadIds: proposed.filter((l) => l.documentId === row.id).map((l) => l.id),
    // A fuel receipt's purchases: read from it, or kept before and found to be its (attached to it).
    fuelPurchaseIds:
      row.kind === 'fuel_receipt' ? fuel.filter((f) => f.documentId === row.id).map((f) => f.id) : [],
    mappingReview: row.result?.mappingReview ?? null,
    createdAt: row.createdAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
  }))
}

export async function toDocumentView(db: Db, row: DocumentRow): Promise<DocumentView> {
  const [view] = await toDocumentViews(db, [row])
  return view!
}
