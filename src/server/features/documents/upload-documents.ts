import { createHash, randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { cleanFileName } from '@/contracts/common.ts'
import {
  DOCUMENT_MEDIA_TYPES,
  DOCUMENT_MESSAGES,
  type DocumentKind,
  MAX_UPLOAD_BYTES,
} from '@/contracts/documents.ts'
import { documents } from '@/server/db/schema/index.ts'
import { AppError } from '@/server/lib/errors.ts'
import type { Caller } from '@/server/shared/caller.ts'
import type { DocumentRow } from '@/server/shared/ownership.ts'
import { toDocumentView } from './document-view.ts'
import type { DocumentServices } from './services.ts'
import { sniffMediaType } from './sniff.ts'

export const PROCESS_DOCUMENT_JOB = 'process-document'

export interface IncomingFile {
  fileName: string
  /** What the browser said the file is; only used to name an unsupported file. */
  claimedType: string | undefined
  bytes: Uint8Array
  /** True when the upload went past the size limit (the bytes are cut short). */
  truncated: boolean
}

/** Checks one file and refuses it with the status and words the user should see. */
async function checkFile(file: IncomingFile, accept?: ReadonlySet<string>) {
  if (file.truncated || file.bytes.byteLength > MAX_UPLOAD_BYTES) {
    throw new AppError('TOO_LARGE', DOCUMENT_MESSAGES.tooLarge)
  }
  if (file.bytes.byteLength === 0) throw new AppError('BAD_REQUEST', DOCUMENT_MESSAGES.empty)
  const sniffed = await sniffMediaType(file.bytes, file.claimedType)
  const type = sniffed.supported ? sniffed.mediaType : sniffed.type
  if (!sniffed.supported || (accept && !accept.has(type))) {
    throw new AppError('UNSUPPORTED_TYPE', DOCUMENT_MESSAGES.unsupported(type))
  }
  return sniffed.mediaType
}

/**
 * Stores one uploaded file for the user and queues its reading. The same bytes uploaded again
 * for the same purpose return the existing document (`duplicate`), stored once.
 */
export async function storeDocument(
  options: Caller &
    Pick<DocumentServices, 'storage' | 'jobs'> & {
      kind: DocumentKind
      file: IncomingFile
      /** Receipts are read while the user waits; settlements go through the job queue. */
      queue: boolean
      /** Media types allowed for this purpose (default: every supported one). */
      accept?: ReadonlySet<string>
      /** A file kept, never read (a load's attachment): stored as processed, so nothing queues it. */
      nothingToRead?: boolean
    },
): Promise<{ row: DocumentRow; duplicate: boolean }> {
  const { db, clock, storage, jobs, userId, kind, file } = options
  const mediaType = await checkFile(file, options.accept)
  const sha256 = createHash('sha256').update(file.bytes).digest('hex')
  const existing = async () => {
    const [row] = await db
      .select()
      .from(documents)
      .where(and(eq(documents.userId, userId), eq(documents.kind, kind), eq(documents.sha256, sha256)))
    return row
  }
  const found = await existing()
  if (found?.status === 'failed' && options.queue) {
    // The same file again after a failure is a retry: a transient failure deserves another go.
    const [retried] = await db
      .update(documents)
      .set({ status: 'uploaded', error: null, processedAt: null, updatedAt: clock.now() })
      .where(and(eq(documents.id, found.id), eq(documents.status, 'failed')))
      .returning()
    if (retried) {
      await jobs.send(PROCESS_DOCUMENT_JOB, { documentId: retried.id })
      return { row: retried, duplicate: true }
    }
  }
  if (found) return { row: found, duplicate: true }

  // The bytes are stored first: a crash after this leaves an unreferenced object, never a row
  // pointing at nothing.
  const storageKey = `${userId}/${randomUUID()}`
  await storage.put(storageKey, file.bytes, mediaType)
  const now = clock.now()
  const [row] = await db
    .insert(documents)
    .values({
      userId,
      kind,
      fileName: cleanFileName(file.fileName),
      mediaType,
      sizeBytes: file.bytes.byteLength,
      sha256,
      storageKey,
      status: options.nothingToRead ? 'processed' : 'uploaded',
      processedAt: options.nothingToRead ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning()
  if (!row) {
    // The same file arrived twice at once: the other upload won.
    await storage.delete(storageKey)
    const winner = await existing()
    if (!winner) throw new Error('A duplicate document vanished while it was uploaded')
    return { row: winner, duplicate: true }
  }
  if (options.queue) await jobs.send(PROCESS_DOCUMENT_JOB, { documentId: row.id })
  return { row, duplicate: false }
}

/** A printed document, photographed or as a PDF: every accepted type but the spreadsheets. */
export const PRINTED_TYPES = new Set<string>(
  DOCUMENT_MEDIA_TYPES.filter((type) => type === 'application/pdf' || type.startsWith('image/')),
)

type UploadKind = 'settlement' | 'rate_confirmation' | 'fuel_receipt'

/**
 * Stores every file of one upload request as it arrives; each file succeeds or fails on its own.
 * Pay sheets may be PDFs, photos or exports; a rate confirmation or a fuel receipt is a PDF or a photo.
 */
export async function uploadDocuments(
  options: Caller & DocumentServices & { files: AsyncIterable<IncomingFile>; kind: UploadKind },
) {
  const items: UploadItem[] = []
  try {
    for await (const file of options.files) items.push(await uploadOne(options, file))
  } catch (error) {
    // The request went wrong part way (too many files): the files stored so far stay, and say so.
    if (!(error instanceof AppError) || items.length === 0) throw error
    items.push(refused('', error))
  }
  return items
}

type UploadItem = Awaited<ReturnType<typeof uploadOne>>

function refused(fileName: string, error: AppError) {
  return {
    fileName,
    document: null,
    duplicate: false,
    error: error.message,
    status: error.statusCode as 400 | 413 | 415,
  }
}

async function uploadOne(options: Caller & DocumentServices & { kind: UploadKind }, file: IncomingFile) {
  try {
    const { row, duplicate } = await storeDocument({
      ...options,
      file,
      queue: true,
      accept: options.kind === 'settlement' ? undefined : PRINTED_TYPES,
    })
    return {
      fileName: file.fileName,
      document: await toDocumentView(options.db, row),
      duplicate,
      error: null,
      status: (duplicate ? 200 : 201) as 200 | 201 | 400 | 413 | 415,
    }
  } catch (error) {
    if (!(error instanceof AppError)) throw error
    return refused(file.fileName, error)
  }
}
