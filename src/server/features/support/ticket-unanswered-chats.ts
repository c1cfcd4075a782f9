import { and, eq, gte, isNull, lte } from 'drizzle-orm'
import { ticketNumber } from '@/contracts/support.ts'
import type { Tx } from '@/server/db/client.ts'
import { supportConversations, supportMessages, users } from '@/server/db/schema/index.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { insertTicket, postSystemMessage, preview } from './threads.ts'

/** A chat the team has not answered in this long becomes a ticket. */
export const CHAT_TO_TICKET_MINUTES = 5

/**
 * Chats the team has not answered for five minutes become tickets: the user is told in the chat that
 * the answer will come by e-mail too, and the admins see it under Support Tickets. Safe with several
 * instances (each conversation is claimed in its own transaction, skipping those another holds).
 * Answers how many became tickets. A job: it acts for no one.
 */
export async function ticketUnansweredChats({ db, clock }: Pick<Caller, 'db' | 'clock'>): Promise<number> {
  const now = clock.now()
  const cutoff = new Date(now.getTime() - CHAT_TO_TICKET_MINUTES * 60_000)
  const due = await db
    .select({ id: supportConversations.id })
    .from(supportConversations)
    .where(and(lte(supportConversations.awaitingSince, cutoff), isNull(supportConversations.ticketId)))
    .limit(100)
  let made = 0
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const [conversation] = await tx
        .select()
        .from(supportConversations)
        .where(
          and(
            eq(supportConversations.id, id),
            lte(supportConversations.awaitingSince, cutoff),
            isNull(supportConversations.ticketId),
          ),
        )
        .for('update', { skipLocked: true })
      if (!conversation?.awaitingSince) return false
      const waiting = await unansweredMessages(tx, conversation.id, conversation.awaitingSince)
      const [person] = await tx
        .select({ id: users.id, fullName: users.fullName })
        .from(users)
        .where(eq(users.id, conversation.userId))
      if (!person || waiting.length === 0) return false
      const ticket = await insertTicket(tx, {
        user: person,
        subject: `Chat: ${preview(waiting[0]!.content, 80)}`,
        messages: waiting,
        priority: conversation.prioritySupport ? 'high' : 'medium',
        prioritySupport: conversation.prioritySupport,
        source: 'chat',
        conversationId: conversation.id,
        at: now,
      })
      await tx
        .update(supportConversations)
        .set({ ticketId: ticket.id })
        .where(eq(supportConversations.id, conversation.id))
      await postSystemMessage(
        tx,
        conversation,
        `No one from the team could answer yet, so your conversation is now ticket ${ticketNumber(ticket.number)}. We will answer here and by e-mail.`,
        now,
      )
      return true
    })
    if (done) made += 1
  }
  return made
}

async function unansweredMessages(tx: Tx, conversationId: string, since: Date) {
  const rows = await tx
    .select({ content: supportMessages.content, type: supportMessages.type, at: supportMessages.createdAt })
    .from(supportMessages)
    .where(
      and(
        eq(supportMessages.conversationId, conversationId),
        eq(supportMessages.authorRole, 'user'),
        gte(supportMessages.createdAt, since),
      ),
    )
    .orderBy(supportMessages.seq)
  return rows.map((row) => ({
    content: row.content || (row.type === 'image' ? '📷 Image (see the chat)' : ''),
    at: row.at,
  }))
}
