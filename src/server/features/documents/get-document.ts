import type { DocumentView } from '@/contracts/documents.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { requireOwnDocument } from '@/server/shared/ownership.ts'
import { toDocumentView } from './document-view.ts'

/** One of the user's documents with what was read from it. */
export async function getDocument(options: Caller & { id: string }): Promise<DocumentView> {
  return toDocumentView(options.db, await requireOwnDocument(options))
}
