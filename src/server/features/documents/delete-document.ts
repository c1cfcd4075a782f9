import { and, eq } from 'drizzle-orm'
import { documents } from '@/server/db/schema/index.ts'
import { keepsFiledReceipt } from '@/server/features/ifta/ifta.public.ts'
import { AppError } from '@/server/lib/errors.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { requireOwnDocument } from '@/server/shared/ownership.ts'
import type { DocumentServices } from './services.ts'

const IFTA_RECEIPT_KEPT =
  'This receipt belongs to a fuel purchase on a filed IFTA return: amend the return to remove it'

/**
 * Deletes one of the user's documents and its file (not a receipt on a filed IFTA return). Settlements and expenses read from it stay
 * (they are the user's records); they only lose the link to the original.
 */
export async function deleteDocument(options: Caller & Pick<DocumentServices, 'storage'> & { id: string }) {
  const { db, userId, id } = options
  const row = await requireOwnDocument({ db, userId, id })
  // The receipt of a fuel purchase on a filed IFTA return is a record the audit pack must keep.
  if (await keepsFiledReceipt(db, userId, row.id)) throw new AppError('CONFLICT', IFTA_RECEIPT_KEPT)
  await db.delete(documents).where(and(eq(documents.id, row.id), eq(documents.userId, userId)))
  // After the row: a failure here leaves an orphaned file, never a row whose file is gone.
  await options.storage.delete(row.storageKey)
}
