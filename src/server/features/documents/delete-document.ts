import { and, eq } from 'drizzle-orm'
import type { AppContext } from '@/server/context.ts'
import { documents } from '@/server/db/schema/index.ts'
import { getOwnDocumentRow } from './document-view.ts'

/**
 * Deletes one of the user's documents and its file. Settlements and expenses read from it stay
 * (they are the user's records); they only lose the link to the original.
 */
export async function deleteDocument(options: { ctx: AppContext; userId: string; id: string }) {
  const { ctx, userId, id } = options
  const row = await getOwnDocumentRow(ctx.db, userId, id)
  await ctx.db.delete(documents).where(and(eq(documents.id, row.id), eq(documents.userId, userId)))
  // After the row: a failure here leaves an orphaned file, never a row whose file is gone.
  await ctx.storage.delete(row.storageKey)
}
