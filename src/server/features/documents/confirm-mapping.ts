import { DOCUMENT_MESSAGES, type DocumentView } from '@/contracts/documents.ts'
import type { ColumnMapping, ExtractedTable } from '@/domain/settlement-parsing/types.ts'
import { AppError } from '@/server/lib/errors.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { requireOwnDocument } from '@/server/shared/ownership.ts'
import { toDocumentView } from './document-view.ts'
import { draftFromRow } from './extracted-settlements.ts'
import { DocumentReadError } from './extraction/document-read-error.ts'
import { saveReading } from './save-reading.ts'
import type { DocumentServices } from './services.ts'

/**
 * The user confirms (or corrects) the columns of a spreadsheet the reader was unsure of: the rows
 * are read again with that mapping and stored as settlements.
 */
export async function confirmMapping(
  options: Caller & Pick<DocumentServices, 'storage' | 'extraction'> & { id: string; mapping: ColumnMapping },
): Promise<DocumentView> {
  const { db, clock, userId, id, mapping } = options
  const row = await requireOwnDocument({ db, userId, id })
  if (row.status !== 'needs_review' || !row.result?.mappingReview) {
    throw new AppError('CONFLICT', DOCUMENT_MESSAGES.notReviewable)
  }
  const columns = row.result.mappingReview.headers.length
  if (Object.values(mapping).some((index) => index !== null && index >= columns)) {
    throw new AppError('BAD_REQUEST', 'Please choose columns of this file')
  }
  if (mapping.date === null || mapping.grossCents === null) {
    throw new AppError('BAD_REQUEST', 'Please choose at least the date and gross columns')
  }
  const bytes = await options.storage.get(row.storageKey)
  if (!bytes) throw new AppError('CONFLICT', 'The uploaded file is missing. Please upload it again.')
  let table: ExtractedTable
  try {
    table = await options.extraction.extractTable(bytes, row.mediaType, mapping)
  } catch (error) {
    if (error instanceof DocumentReadError) throw new AppError('BAD_REQUEST', error.message)
    throw error
  }
  const saved = await saveReading({
    db,
    clock,
    documentId: row.id,
    drafts: table.rows.map((r) => draftFromRow(r)),
    from: ['needs_review'],
    awaitingMapping: true,
  })
  if (!saved) throw new AppError('CONFLICT', DOCUMENT_MESSAGES.notReviewable)
  return toDocumentView(db, await requireOwnDocument({ db, userId, id }))
}
