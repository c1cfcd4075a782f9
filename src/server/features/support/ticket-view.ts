import { eq, sql } from 'drizzle-orm'
import { type AdminTicket, type Ticket, ticketNumber } from '@/contracts/support.ts'
import type { Db } from '@/server/db/client.ts'
import { supportTicketMessages, supportTickets, users } from '@/server/db/schema/index.ts'
import type { TicketRow } from './threads.ts'

export function ticketView(row: TicketRow): Ticket {
  return {
    id: row.id,
    number: ticketNumber(row.number),
    subject: row.subject,
    status: row.status,
    priority: row.priority,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    preview: row.preview,
  }
}

/** A ticket's messages, the first first. */
export async function ticketMessages(db: Db, ticketId: string) {
  const rows = await db
    .select()
    .from(supportTicketMessages)
    .where(eq(supportTicketMessages.ticketId, ticketId))
    .orderBy(supportTicketMessages.seq)
  return rows.map((row) => ({
    id: row.id,
    author: row.authorRole,
    authorName: row.authorName,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
  }))
}

/* The team's side */

const assignees = sql`(select full_name from users a where a.id = ${supportTickets.assigneeId})`

/** What the team's ticket views select, from the tickets joined with their users. */
export const adminTicketColumns = {
  ticket: supportTickets,
  fullName: users.fullName,
  email: users.email,
  assigneeName: sql<string | null>`${assignees}`,
}

export function adminTicketView(row: {
  ticket: TicketRow
  fullName: string
  email: string
  assigneeName: string | null
}): AdminTicket {
  return {
    ...ticketView(row.ticket),
    userId: row.ticket.userId,
    userName: row.fullName,
    email: row.email,
    prioritySupport: row.ticket.prioritySupport,
    assigneeId: row.ticket.assigneeId,
    assigneeName: row.assigneeName,
  }
}
