import { eq } from 'drizzle-orm'
import { type AdminTicketDetail, SUPPORT_MESSAGES } from '@/contracts/support.ts'
import { supportTickets, users } from '@/server/db/schema/index.ts'
import { AppError } from '@/server/lib/errors.ts'
import type { AdminCaller } from './support-caller.ts'
import { adminTicketColumns, adminTicketView, ticketMessages } from './ticket-view.ts'

/** One ticket with its messages, for the team. */
export async function getAdminTicket(options: AdminCaller & { id: string }): Promise<AdminTicketDetail> {
  const { db, id } = options
  const [row] = await db
    .select(adminTicketColumns)
    .from(supportTickets)
    .innerJoin(users, eq(users.id, supportTickets.userId))
    .where(eq(supportTickets.id, id))
  if (!row) throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.ticketNotFound)
  return { ...adminTicketView(row), messages: await ticketMessages(db, id) }
}
