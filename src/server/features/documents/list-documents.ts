import { and, count, desc, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { ZDocumentQuery } from '@/contracts/documents.ts'
import { documents } from '@/server/db/schema/index.ts'
import { pageWindow } from '@/server/lib/paging.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { toDocumentViews } from './document-view.ts'

/** The user's documents, newest first. */
export async function listDocuments(options: Caller & z.output<typeof ZDocumentQuery>) {
  const { db, userId } = options
  const query = options
  const { limit, offset } = pageWindow(query)
  const where = and(eq(documents.userId, userId), query.kind ? eq(documents.kind, query.kind) : undefined)
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(documents)
      .where(where)
      .orderBy(desc(documents.createdAt), desc(documents.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(documents).where(where),
  ])
  return { items: await toDocumentViews(db, rows), total: total?.value ?? 0 }
}
