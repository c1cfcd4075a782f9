import { desc, eq } from 'drizzle-orm'
import type { Ticket } from '@/contracts/support.ts'
import { supportTickets } from '@/server/db/schema/index.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { ticketView } from './ticket-view.ts'

/** The user's tickets, the most recently active first. */
export async function listUserTickets({ db, userId }: Caller): Promise<Ticket[]> {
  const rows = await db
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.userId, userId))
    .orderBy(desc(supportTickets.updatedAt))
    .limit(200)
  return rows.map(ticketView)
}
