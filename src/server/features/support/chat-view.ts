import { eq } from 'drizzle-orm'
import { type AdminConversation, type ChatMessage, ticketNumber } from '@/contracts/support.ts'
import type { Db } from '@/server/db/client.ts'
import { supportTickets } from '@/server/db/schema/index.ts'
import type { ConversationRow, MessageRow } from './threads.ts'

/** Where a chat message's image is read: the user's own, or any for an admin. */
export const USER_IMAGE_BASE = '/api/support/messages'
export const ADMIN_IMAGE_BASE = '/api/admin/support/messages'

export function messageView(row: MessageRow, imageBase: string): ChatMessage {
  return {
    id: row.id,
    author: row.authorRole,
    authorName: row.authorName,
    type: row.type,
    content: row.content,
    imageUrl: row.imageKey ? `${imageBase}/${row.id}/image` : null,
    createdAt: row.createdAt.toISOString(),
  }
}

/** The ticket a conversation became, while it is one. */
export async function ticketRef(db: Db, ticketId: string | null) {
  if (!ticketId) return null
  const [row] = await db
    .select({ id: supportTickets.id, number: supportTickets.number, status: supportTickets.status })
    .from(supportTickets)
    .where(eq(supportTickets.id, ticketId))
  return row ? { id: row.id, number: ticketNumber(row.number), status: row.status } : null
}

export function adminConversationView(
  row: ConversationRow,
  person: { fullName: string; email: string },
  unread: number,
  ticket: AdminConversation['ticket'],
): AdminConversation {
  return {
    id: row.id,
    userId: row.userId,
    userName: person.fullName,
    email: person.email,
    prioritySupport: row.prioritySupport,
    lastMessage: row.lastMessage,
    lastMessageAt: row.lastMessageAt.toISOString(),
    unread,
    waitingSince: row.awaitingSince?.toISOString() ?? null,
    ticket,
  }
}
