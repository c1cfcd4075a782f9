import { and, eq } from 'drizzle-orm'
import { SUPPORT_MESSAGES, type TicketDetail } from '@/contracts/support.ts'
import { supportTickets } from '@/server/db/schema/index.ts'
import { AppError } from '@/server/lib/errors.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { ticketMessages, ticketView } from './ticket-view.ts'

/** One of the user's tickets with its messages (another's is not found). */
export async function getUserTicket(options: Caller & { id: string }): Promise<TicketDetail> {
  const { db, userId, id } = options
  const [row] = await db
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.id, id), eq(supportTickets.userId, userId)))
  if (!row) throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.ticketNotFound)
  return { ...ticketView(row), messages: await ticketMessages(db, id) }
}
