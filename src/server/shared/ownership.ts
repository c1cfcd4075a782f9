import { and, eq } from 'drizzle-orm'
import { DOCUMENT_MESSAGES } from '@/contracts/documents.ts'
import type { Db } from '@/server/db/client.ts'
import { documents } from '@/server/db/schema/index.ts'
import { AppError } from '@/server/lib/errors.ts'

export type DocumentRow = typeof documents.$inferSelect

export function documentNotFound() {
  return new AppError('NOT_FOUND', DOCUMENT_MESSAGES.notFound)
}

/** One of the user's documents; another user's id is "not found" (never "forbidden"). */
export async function requireOwnDocument(options: {
  db: Db
  userId: string
  id: string
}): Promise<DocumentRow> {
  const [row] = await options.db
    .select()
    .from(documents)
    .where(and(eq(documents.id, options.id), eq(documents.userId, options.userId)))
  if (!row) throw documentNotFound()
  return row
}
