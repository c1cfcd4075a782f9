import { isHeifMediaType } from '@/contracts/documents.ts'
import { AppError } from '@/server/lib/errors.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { requireOwnDocument } from '@/server/shared/ownership.ts'
import type { DocumentServices } from './services.ts'

export interface DocumentFile {
  bytes: Uint8Array
  mediaType: string
  fileName: string
}

/**
 * The bytes of one of the user's documents, as uploaded; with `preview`, an iPhone (HEIF) photo comes
 * as a JPEG that every browser can show.
 */
export async function readDocumentFile(
  options: Caller & Pick<DocumentServices, 'storage' | 'extraction'> & { id: string; preview: boolean },
): Promise<DocumentFile> {
  const row = await requireOwnDocument(options)
  const bytes = await options.storage.get(row.storageKey)
  if (!bytes) throw new AppError('NOT_FOUND', 'The file of this document is missing')
  if (options.preview && isHeifMediaType(row.mediaType)) {
    const jpeg = await options.extraction.heifToJpeg(bytes).catch(() => null)
    if (!jpeg) throw new AppError('UNPROCESSABLE', 'This photo cannot be shown. Open the original.')
    return { bytes: jpeg, mediaType: 'image/jpeg', fileName: row.fileName.replace(/\.hei[cf]$/i, '.jpg') }
  }
  return { bytes, mediaType: row.mediaType, fileName: row.fileName }
}
