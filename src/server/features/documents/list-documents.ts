import { and, count, desc, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { ZDocumentQuery } from '@/contracts/documents.ts'
import type { Db } from '@/server/db/client.ts'
import { documents } from '@/server/db/schema/index.ts'
import { toDocumentViews } from './document-view.ts'

/** The user's documents, newest first. */
export async function listDocuments(options: {
  db: Db
  userId: string
  query: z.output<typeof ZDocumentQuery>
}) {
  const { db, userId, query } = options
  const where = and(eq(documents.userId, userId), query.kind ? eq(documents.kind, query.kind) : undefined)
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(documents)
      .where(where)
      .orderBy(desc(documents.createdAt), desc(documents.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(documents).where(where),
  ])
  return { items: await toDocumentViews(db, rows), total: total?.value ?? 0 }
}
