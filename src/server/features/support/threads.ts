import { and, eq, sql } from 'drizzle-orm'
import { SUPPORT_MESSAGES, type TicketPriority } from '@/contracts/support.ts'
import type { Tx } from '@/server/db/client.ts'
import {
  supportConversations,
  supportMessages,
  supportTicketMessages,
  supportTickets,
} from '@/server/db/schema/index.ts'
import { AppError } from '@/server/lib/errors.ts'
import { publishEvent } from '@/server/lib/events/event-hub.ts'

/*
 * Writing into a conversation or a ticket, in the caller's transaction. A chat that became a ticket
 * keeps both in step: what either side writes in one reaches the other.
 */

/** What a conversation's list line (or a ticket) shows of an image. */
export const IMAGE_PREVIEW = '📷 Image'

export type MessageRow = typeof supportMessages.$inferSelect
export type ConversationRow = typeof supportConversations.$inferSelect
export type TicketRow = typeof supportTickets.$inferSelect

/** One line of a message for lists and e-mails. */
export function preview(text: string, max = 140): string {
  const line = text.replace(/\s+/g, ' ').trim()
  return line.length > max ? `${line.slice(0, max - 1)}…` : line
}

/**
 * Writes an answer of the team into a conversation: it is no longer waiting, and the time it waited
 * counts towards the typical reply time. Used by the chat and by a ticket answer (the same words
 * reach the chat).
 */
export async function postTeamMessage(
  tx: Tx,
  conversation: ConversationRow,
  reply: { id: string; fullName: string; content: string; at: Date },
): Promise<MessageRow> {
  const waited = conversation.awaitingSince
    ? Math.max(0, Math.round((reply.at.getTime() - conversation.awaitingSince.getTime()) / 1000))
    : null
  const [row] = await tx
    .insert(supportMessages)
    .values({
      conversationId: conversation.id,
      authorId: reply.id,
      authorRole: 'admin',
      authorName: reply.fullName,
      content: reply.content,
      replySeconds: waited,
      createdAt: reply.at,
    })
    .returning()
  await tx
    .update(supportConversations)
    .set({
      awaitingSince: null,
      lastMessageAt: reply.at,
      lastMessage: preview(reply.content),
      adminReadAt: reply.at,
    })
    .where(eq(supportConversations.id, conversation.id))
  await publishEvent(tx, { t: 'chat', userId: conversation.userId, conversationId: conversation.id })
  return row!
}

/**
 * Writes a user's message into their conversation (from the chat, or written on the ticket the chat
 * became): it now waits for the team's answer, since the oldest message not answered.
 */
export async function postUserMessage(
  tx: Tx,
  conversation: ConversationRow,
  message: {
    user: { id: string; fullName: string }
    content: string
    image?: { key: string; type: string }
    at: Date
  },
): Promise<MessageRow> {
  const [row] = await tx
    .insert(supportMessages)
    .values({
      conversationId: conversation.id,
      authorId: message.user.id,
      authorRole: 'user',
      authorName: message.user.fullName,
      type: message.image ? 'image' : 'text',
      content: message.content,
      imageKey: message.image?.key ?? null,
      imageType: message.image?.type ?? null,
      createdAt: message.at,
    })
    .returning()
  await tx
    .update(supportConversations)
    .set({
      lastMessageAt: message.at,
      lastMessage: preview(message.content) || IMAGE_PREVIEW,
      awaitingSince: conversation.awaitingSince ?? message.at,
    })
    .where(eq(supportConversations.id, conversation.id))
  await publishEvent(tx, { t: 'chat', userId: conversation.userId, conversationId: conversation.id })
  return row!
}

/** Writes a line of the app itself into a conversation (e.g. it became a ticket). */
export async function postSystemMessage(tx: Tx, conversation: ConversationRow, content: string, at: Date) {
  await tx.insert(supportMessages).values({
    conversationId: conversation.id,
    authorRole: 'system',
    authorName: 'RigLedger',
    content,
    createdAt: at,
  })
  await publishEvent(tx, { t: 'chat', userId: conversation.userId, conversationId: conversation.id })
}

/** Adds a message to a ticket (the user wrote more in the chat that became it). */
export async function appendToTicket(
  tx: Tx,
  ticketId: string,
  message: { authorId: string; authorRole: 'user' | 'admin'; authorName: string; content: string; at: Date },
) {
  const [ticket] = await tx
    .update(supportTickets)
    .set({ updatedAt: message.at })
    .where(eq(supportTickets.id, ticketId))
    .returning({ userId: supportTickets.userId })
  if (!ticket) return
  await tx.insert(supportTicketMessages).values({
    ticketId,
    authorId: message.authorId,
    authorRole: message.authorRole,
    authorName: message.authorName,
    content: message.content,
    createdAt: message.at,
  })
  await publishEvent(tx, { t: 'ticket', userId: ticket.userId, ticketId })
}

/**
 * The team answered a ticket (in its chat or on the ticket): the first answer is timed, and an open
 * ticket is now in progress.
 */
export async function answerTicketFromChat(
  tx: Tx,
  ticketId: string,
  reply: { id: string; fullName: string; content: string; at: Date },
) {
  await appendToTicket(tx, ticketId, {
    authorId: reply.id,
    authorRole: 'admin',
    authorName: reply.fullName,
    content: reply.content,
    at: reply.at,
  })
  await tx
    .update(supportTickets)
    .set({
      firstResponseAt: sql`coalesce(${supportTickets.firstResponseAt}, ${reply.at.toISOString()}::timestamptz)`,
      status: sql`case when ${supportTickets.status} = 'open' then 'in-progress'::ticket_status else ${supportTickets.status} end`,
    })
    .where(eq(supportTickets.id, ticketId))
}

/** Opens a ticket with its first message (in the caller's transaction); the admins hear of it live. */
export async function insertTicket(
  tx: Tx,
  ticket: {
    user: { id: string; fullName: string }
    subject: string
    messages: { content: string; at: Date }[]
    priority: TicketPriority
    prioritySupport: boolean
    source: 'chat' | 'help'
    conversationId?: string
    at: Date
  },
): Promise<TicketRow> {
  const [row] = await tx
    .insert(supportTickets)
    .values({
      userId: ticket.user.id,
      subject: ticket.subject,
      priority: ticket.priority,
      prioritySupport: ticket.prioritySupport,
      source: ticket.source,
      conversationId: ticket.conversationId ?? null,
      preview: preview(ticket.messages[0]?.content ?? ''),
      createdAt: ticket.at,
      updatedAt: ticket.at,
    })
    .returning()
  await tx.insert(supportTicketMessages).values(
    ticket.messages.map((message) => ({
      ticketId: row!.id,
      authorId: ticket.user.id,
      authorRole: 'user' as const,
      authorName: ticket.user.fullName,
      content: message.content,
      createdAt: message.at,
    })),
  )
  await publishEvent(tx, { t: 'ticket', userId: ticket.user.id, ticketId: row!.id })
  return row!
}

/**
 * Locks a ticket and the chat it came from for a change, the chat first: the order every writer
 * takes (a chat message locks its conversation, then touches its ticket), so two never deadlock.
 */
export async function lockTicket(tx: Tx, id: string, userId?: string) {
  const owned = and(eq(supportTickets.id, id), userId ? eq(supportTickets.userId, userId) : undefined)
  const [peek] = await tx
    .select({ conversationId: supportTickets.conversationId })
    .from(supportTickets)
    .where(owned)
  if (!peek) throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.ticketNotFound)
  const [conversation] = peek.conversationId
    ? await tx
        .select()
        .from(supportConversations)
        .where(eq(supportConversations.id, peek.conversationId))
        .for('update')
    : []
  const [ticket] = await tx.select().from(supportTickets).where(owned).for('update')
  if (!ticket) throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.ticketNotFound)
  return { ticket, conversation: conversation ?? null }
}
