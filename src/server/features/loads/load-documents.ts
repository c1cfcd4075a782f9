import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm'
import { LOAD_MESSAGES, type LoadDocument, type LoadDocumentKind } from '@/contracts/loads.ts'
import type { AppContext } from '@/server/context.ts'
import type { Db, Tx } from '@/server/db/client.ts'
import { documents, loadDocuments, loads } from '@/server/db/schema/index.ts'
import {
  type IncomingFile,
  PRINTED_TYPES,
  storeDocument,
} from '@/server/features/documents/documents.public.ts'
import { AppError } from '@/server/lib/errors.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { loadNotFound, visibleTo } from './load-view.ts'

type Files = Pick<AppContext, 'storage' | 'jobs'>

const documentNotFound = () => new AppError('NOT_FOUND', LOAD_MESSAGES.documentNotFound)

const columns = {
  id: documents.id,
  kind: loadDocuments.kind,
  fileName: documents.fileName,
  mediaType: documents.mediaType,
  sizeBytes: documents.sizeBytes,
  attachedAt: loadDocuments.createdAt,
}

const toLoadDocument = (row: { attachedAt: Date } & Omit<LoadDocument, 'attachedAt'>): LoadDocument => ({
  ...row,
  attachedAt: row.attachedAt.toISOString(),
})

/** The files attached to one load, oldest first (the load is already known to be visible). */
export async function documentsOfLoad(db: Db, loadId: string): Promise<LoadDocument[]> {
  const rows = await db
    .select(columns)
    .from(loadDocuments)
    .innerJoin(documents, eq(documents.id, loadDocuments.documentId))
    .where(eq(loadDocuments.loadId, loadId))
    .orderBy(asc(loadDocuments.createdAt), asc(documents.id))
  return rows.map(toLoadDocument)
}

async function requireVisibleLoad(db: Db, userId: string, loadId: string) {
  const [row] = await db
    .select({ id: loads.id })
    .from(loads)
    .where(and(eq(loads.id, loadId), visibleTo(userId)))
  if (!row) throw loadNotFound()
}

/** Only the load's owner attaches and removes its files; whoever sees the load reads them. */
async function requireOwnLoad(db: Db, userId: string, loadId: string) {
  const [row] = await db
    .select({ id: loads.id })
    .from(loads)
    .where(and(eq(loads.id, loadId), eq(loads.userId, userId)))
  if (!row) throw loadNotFound()
}

/** The files of a load the user may see. */
export async function listLoadDocuments(options: Caller & { loadId: string }): Promise<LoadDocument[]> {
  await requireVisibleLoad(options.db, options.userId, options.loadId)
  return documentsOfLoad(options.db, options.loadId)
}

/**
 * Attaches a PDF or a photo to one of the user's loads as what `kind` says. The file is stored and
 * checked as every upload is (size, type sniffed from the bytes); the same file again is the same
 * document, and attaching it again only changes what it is (`created` false).
 */
export async function attachLoadDocument(
  options: Caller &
    Files & {
      loadId: string
      kind: LoadDocumentKind
      /** The request's file, read once the load is known to be the caller's. */
      readFile: () => Promise<IncomingFile>
    },
): Promise<{ document: LoadDocument; created: boolean }> {
  const { db, userId, loadId, kind } = options
  await requireOwnLoad(db, userId, loadId)
  const { row } = await storeDocument({
    ...options,
    file: await options.readFile(),
    kind: 'load_attachment',
    queue: false,
    nothingToRead: true,
    accept: PRINTED_TYPES,
  })
  const now = options.clock.now()
  const [link] = await db
    .insert(loadDocuments)
    .values({ loadId, documentId: row.id, kind, createdAt: now })
    .onConflictDoUpdate({ target: [loadDocuments.loadId, loadDocuments.documentId], set: { kind } })
    .returning({ createdAt: loadDocuments.createdAt, inserted: sql<boolean>`xmax = 0` })
  return {
    document: toLoadDocument({
      id: row.id,
      kind,
      fileName: row.fileName,
      mediaType: row.mediaType,
      sizeBytes: row.sizeBytes,
      attachedAt: link!.createdAt,
    }),
    created: link!.inserted,
  }
}

/**
 * Takes a file off one of the user's loads. A file uploaded to be attached goes with its last
 * load; a document uploaded for reading (the rate confirmation the load was read from) stays among
 * the user's documents.
 */
export async function removeLoadDocument(
  options: Caller & Pick<Files, 'storage'> & { loadId: string; documentId: string },
): Promise<void> {
  const { db, userId, loadId, documentId } = options
  await requireOwnLoad(db, userId, loadId)
  const gone = await db
    .delete(loadDocuments)
    .where(and(eq(loadDocuments.loadId, loadId), eq(loadDocuments.documentId, documentId)))
    .returning({ id: loadDocuments.documentId })
  if (gone.length === 0) throw documentNotFound()
  await dropUnattached(db, options.storage, userId, [documentId])
}

/** The attachments among `documentIds` that no load holds any more: their rows, then their files. */
export async function dropUnattached(
  db: Db | Tx,
  storage: Files['storage'],
  userId: string,
  documentIds: string[],
): Promise<void> {
  if (documentIds.length === 0) return
  const dropped = await db
    .delete(documents)
    .where(
      and(
        inArray(documents.id, documentIds),
        eq(documents.userId, userId),
        eq(documents.kind, 'load_attachment'),
        notExists(
          db.select({ one: sql`1` }).from(loadDocuments).where(eq(loadDocuments.documentId, documents.id)),
        ),
      ),
    )
    .returning({ storageKey: documents.storageKey })
  // After the rows: a failure here leaves an orphaned file, never a row whose file is gone.
  for (const { storageKey } of dropped) await storage.delete(storageKey)
}

/** The ids of the files attached to a load (what its deletion may leave unattached). */
export async function attachmentsOf(db: Db, loadId: string): Promise<string[]> {
  const rows = await db
    .select({ id: loadDocuments.documentId })
    .from(loadDocuments)
    .where(eq(loadDocuments.loadId, loadId))
  return rows.map((r) => r.id)
}

/** The bytes of a file attached to a load the user may see (a fleet manager reads their drivers'). */
export async function readLoadDocumentFile(
  options: Caller & Pick<Files, 'storage'> & { loadId: string; documentId: string },
) {
  const { db, userId, loadId, documentId } = options
  await requireVisibleLoad(db, userId, loadId)
  const [row] = await db
    .select({
      storageKey: documents.storageKey,
      mediaType: documents.mediaType,
      fileName: documents.fileName,
    })
    .from(loadDocuments)
    .innerJoin(documents, eq(documents.id, loadDocuments.documentId))
    .where(and(eq(loadDocuments.loadId, loadId), eq(loadDocuments.documentId, documentId)))
  if (!row) throw documentNotFound()
  const bytes = await options.storage.get(row.storageKey)
  if (!bytes) throw new AppError('NOT_FOUND', 'The file of this document is missing')
  return { bytes, mediaType: row.mediaType, fileName: row.fileName }
}
