import { and, count, desc, eq, ilike } from 'drizzle-orm'
import type { z } from 'zod'
import type { MailLogEntry, ZMailLogQuery } from '@/contracts/admin.ts'
import { mailLog } from '@/server/db/schema/index.ts'
import { likePattern, pageWindow } from '@/server/lib/paging.ts'
import type { Caller } from '@/server/shared/caller.ts'

/** Every attempt to send a mail, newest first, by outcome and part of the address; an admin's view. */
export async function listMailLog(options: Caller & z.output<typeof ZMailLogQuery>) {
  const { db } = options
  const where = and(
    options.status ? eq(mailLog.status, options.status) : undefined,
    options.to ? ilike(mailLog.to, likePattern(options.to)) : undefined,
  )
  const window = pageWindow(options)
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(mailLog)
      .where(where)
      .orderBy(desc(mailLog.createdAt), desc(mailLog.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(mailLog).where(where),
  ])
  const items: MailLogEntry[] = rows.map((m) => ({
    id: m.id,
    to: m.to,
    subject: m.subject,
    status: m.status,
    via: m.via,
    error: m.error,
    createdAt: m.createdAt.toISOString(),
  }))
  return { items, total: totalRow?.n ?? 0 }
}
