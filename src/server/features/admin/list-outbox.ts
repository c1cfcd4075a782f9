import { count, desc, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { OutboxMessage, ZOutboxQuery } from '@/contracts/admin.ts'
import { mailOutbox } from '@/server/db/schema/index.ts'
import { pageWindow } from '@/server/lib/paging.ts'
import type { Caller } from '@/server/shared/caller.ts'

/** The dev outbox (mail sent without SMTP), newest first; an admin's view. */
export async function listOutbox(options: Caller & z.output<typeof ZOutboxQuery>) {
  const { db } = options
  const query = options
  const where = query.to ? eq(sql`lower(${mailOutbox.to})`, query.to.toLowerCase()) : undefined
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset),
    db.select({ n: count() }).from(mailOutbox).where(where),
  ])
  const items: OutboxMessage[] = rows.map((m) => ({
    id: m.id,
    to: m.to,
    subject: m.subject,
    text: m.text,
    createdAt: m.createdAt.toISOString(),
  }))
  return { items, total: totalRow?.n ?? 0 }
}
