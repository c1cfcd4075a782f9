import { count, inArray } from 'drizzle-orm'
import type { Db } from '@/server/db/client.ts'
import { supportTickets } from '@/server/db/schema/index.ts'

/** Tickets still to be answered or worked on: open or in progress. */
export async function countOpenTickets(db: Db): Promise<number> {
  const [open] = await db
    .select({ n: count() })
    .from(supportTickets)
    .where(inArray(supportTickets.status, ['open', 'in-progress']))
  return Number(open?.n ?? 0)
}
