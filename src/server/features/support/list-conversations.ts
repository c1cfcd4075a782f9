import { desc, eq, sql } from 'drizzle-orm'
import { type AdminConversation, ticketNumber } from '@/contracts/support.ts'
import { supportConversations, supportMessages, supportTickets, users } from '@/server/db/schema/index.ts'
import { adminConversationView } from './chat-view.ts'
import type { AdminCaller } from './support-caller.ts'

const unreadByAdmin = sql<number>`(
  select count(*)::int from ${supportMessages} m
  where m.conversation_id = ${supportConversations.id} and m.author_role = 'user'
    and m.created_at > coalesce(${supportConversations.adminReadAt}, 'epoch'::timestamptz)
)`

/** How many conversations to list: the newest. */
const CONVERSATION_LIST_SIZE = 100

/**
 * Conversations for Live Chat: priority-support users first, then those waiting longest for an
 * answer, then the most recent.
 */
export async function listConversations({ db }: AdminCaller): Promise<AdminConversation[]> {
  const rows = await db
    .select({
      conversation: supportConversations,
      fullName: users.fullName,
      email: users.email,
      unread: unreadByAdmin,
      ticketNumber: supportTickets.number,
      ticketStatus: supportTickets.status,
    })
    .from(supportConversations)
    .innerJoin(users, eq(users.id, supportConversations.userId))
    .leftJoin(supportTickets, eq(supportTickets.id, supportConversations.ticketId))
    .orderBy(
      desc(supportConversations.prioritySupport),
      sql`${supportConversations.awaitingSince} asc nulls last`,
      desc(supportConversations.lastMessageAt),
    )
    .limit(CONVERSATION_LIST_SIZE)
  return rows.map((row) =>
    adminConversationView(
      row.conversation,
      row,
      Number(row.unread),
      row.conversation.ticketId && row.ticketNumber !== null && row.ticketStatus
        ? { id: row.conversation.ticketId, number: ticketNumber(row.ticketNumber), status: row.ticketStatus }
        : null,
    ),
  )
}
