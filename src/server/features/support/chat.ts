import { randomUUID } from 'node:crypto'
import { and, desc, eq, gt, gte, isNotNull, sql } from 'drizzle-orm'
import type { FastifyReply } from 'fastify'
import { fileTypeFromBuffer } from 'file-type'
import {
  type AdminConversation,
  type AdminConversationDetail,
  CHAT_IMAGE_MAX_BYTES,
  CHAT_IMAGE_TYPES,
  type ChatMessage,
  type Conversation,
  SUPPORT_MESSAGES,
  ticketNumber,
} from '@/contracts/support.ts'
import type { AppContext } from '@/server/context.ts'
import type { Db, Tx } from '@/server/db/client.ts'
import { supportConversations, supportMessages, supportTickets, users } from '@/server/db/schema/index.ts'
import { accountBilling } from '@/server/features/billing/billing.public.ts'
import { notifyUser } from '@/server/features/notifications/notifications.public.ts'
import { AppError } from '@/server/lib/errors.ts'
import { publishEvent } from '@/server/lib/events/event-hub.ts'
import { sendMail } from '@/server/lib/mail/send-mail.ts'
import {
  answerTicketFromChat,
  appendToTicket,
  type ConversationRow,
  IMAGE_PREVIEW,
  type MessageRow,
  postTeamMessage,
  postUserMessage,
  preview,
} from './threads.ts'

type ChatCtx = Pick<AppContext, 'db' | 'clock' | 'config' | 'storage' | 'mailer' | 'background'>

/** The typical reply time is the median answer of this many last days. */
const REPLY_WINDOW_DAYS = 30
/** Conversations with a message this recent count as active chats. */
export const ACTIVE_CHAT_MINUTES = 60

export interface ChatUser {
  id: string
  fullName: string
  role: string
  createdAt: Date
}

export interface ChatImage {
  bytes: Uint8Array
  truncated: boolean
}

function messageView(row: MessageRow, imageBase: string): ChatMessage {
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

export const USER_IMAGE_BASE = '/api/support/messages'
export const ADMIN_IMAGE_BASE = '/api/admin/support/messages'

async function ticketRef(db: Db | Tx, ticketId: string | null) {
  if (!ticketId) return null
  const [row] = await db
    .select({ id: supportTickets.id, number: supportTickets.number, status: supportTickets.status })
    .from(supportTickets)
    .where(eq(supportTickets.id, ticketId))
  return row ? { id: row.id, number: ticketNumber(row.number), status: row.status } : null
}

/**
 * The median minutes the team took to answer a waiting user over the last 30 days (at least 1), or
 * null before any answer: what the widget promises instead of a made-up figure.
 */
export async function typicalReplyMinutes(db: Db, now: Date): Promise<number | null> {
  const since = new Date(now.getTime() - REPLY_WINDOW_DAYS * 86_400_000)
  const [row] = await db
    .select({
      median: sql<
        string | null
      >`percentile_cont(0.5) within group (order by ${supportMessages.replySeconds})`,
    })
    .from(supportMessages)
    .where(and(isNotNull(supportMessages.replySeconds), gte(supportMessages.createdAt, since)))
  if (row?.median === null || row?.median === undefined) return null
  return Math.max(1, Math.round(Number(row.median) / 60))
}

/** The signed-in user's conversation with the team (empty before their first message). */
export async function getConversation(ctx: ChatCtx, userId: string): Promise<Conversation> {
  const [conversation] = await ctx.db
    .select()
    .from(supportConversations)
    .where(eq(supportConversations.userId, userId))
  const typical = await typicalReplyMinutes(ctx.db, ctx.clock.now())
  if (!conversation) {
    return {
      greeting: SUPPORT_MESSAGES.greeting,
      messages: [],
      unread: 0,
      typicalReplyMinutes: typical,
      ticket: null,
    }
  }
  const rows = await ctx.db
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.conversationId, conversation.id))
    .orderBy(supportMessages.seq)
  const readAt = conversation.userReadAt?.getTime() ?? 0
  return {
    greeting: SUPPORT_MESSAGES.greeting,
    messages: rows.map((row) => messageView(row, USER_IMAGE_BASE)),
    unread: rows.filter((row) => row.authorRole !== 'user' && row.createdAt.getTime() > readAt).length,
    typicalReplyMinutes: typical,
    ticket: await ticketRef(ctx.db, conversation.ticketId),
  }
}

/** The user has seen the team's answers so far. */
export async function markConversationRead(ctx: ChatCtx, userId: string): Promise<void> {
  await ctx.db
    .update(supportConversations)
    .set({ userReadAt: ctx.clock.now() })
    .where(eq(supportConversations.userId, userId))
}

/** JPEG, PNG, GIF or WebP by its bytes (not its name), at most 5 MB (spec 5). */
async function checkImage(image: ChatImage): Promise<string> {
  if (image.truncated || image.bytes.length > CHAT_IMAGE_MAX_BYTES) {
    throw new AppError('TOO_LARGE', SUPPORT_MESSAGES.imageSize)
  }
  const type = (await fileTypeFromBuffer(image.bytes))?.mime
  if (!type || !(CHAT_IMAGE_TYPES as readonly string[]).includes(type)) {
    throw new AppError('UNSUPPORTED_TYPE', SUPPORT_MESSAGES.imageType)
  }
  return type
}

async function conversationFor(tx: Tx, userId: string, now: Date): Promise<ConversationRow> {
  await tx
    .insert(supportConversations)
    .values({ userId, createdAt: now, lastMessageAt: now })
    .onConflictDoNothing({ target: supportConversations.userId })
  const [row] = await tx
    .select()
    .from(supportConversations)
    .where(eq(supportConversations.userId, userId))
    .for('update')
  return row!
}

/**
 * A user's message to the team: text, or an image with an optional caption. It reaches the admins
 * live; while the conversation is a ticket, the ticket gets it too.
 */
export async function sendUserMessage(
  ctx: ChatCtx,
  user: ChatUser,
  input: { content: string; image?: ChatImage },
): Promise<ChatMessage> {
  const content = input.content.trim()
  if (!content && !input.image) throw new AppError('BAD_REQUEST', SUPPORT_MESSAGES.empty)
  const imageType = input.image ? await checkImage(input.image) : null
  const { prioritySupport } = await accountBilling(ctx, user)
  const imageKey = input.image ? `${user.id}/support-${randomUUID()}` : null
  if (input.image && imageKey && imageType) await ctx.storage.put(imageKey, input.image.bytes, imageType)
  const now = ctx.clock.now()
  try {
    return await ctx.db.transaction(async (tx) => {
      const conversation = await conversationFor(tx, user.id, now)
      const row = await postUserMessage(tx, conversation, {
        user,
        content,
        image: imageKey && imageType ? { key: imageKey, type: imageType } : undefined,
        at: now,
      })
      await tx
        .update(supportConversations)
        .set({ userReadAt: now, prioritySupport })
        .where(eq(supportConversations.id, conversation.id))
      if (conversation.ticketId) {
        await appendToTicket(tx, conversation.ticketId, {
          authorId: user.id,
          authorRole: 'user',
          authorName: user.fullName,
          content: content || IMAGE_PREVIEW,
          at: now,
        })
      }
      return messageView(row, USER_IMAGE_BASE)
    })
  } catch (error) {
    if (imageKey) await ctx.storage.delete(imageKey).catch(() => {})
    throw error
  }
}

/** An image of a chat message: the user's own, or any for an admin. */
export async function chatImage(
  ctx: ChatCtx,
  messageId: string,
  userId: string | null,
): Promise<{ bytes: Uint8Array; type: string }> {
  const [row] = await ctx.db
    .select({
      key: supportMessages.imageKey,
      type: supportMessages.imageType,
      owner: supportConversations.userId,
    })
    .from(supportMessages)
    .innerJoin(supportConversations, eq(supportConversations.id, supportMessages.conversationId))
    .where(eq(supportMessages.id, messageId))
  if (!row?.key || !row.type || (userId !== null && row.owner !== userId)) {
    throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.messageNotFound)
  }
  const bytes = await ctx.storage.get(row.key)
  if (!bytes) throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.messageNotFound)
  return { bytes, type: row.type }
}

/* The team's side */

const unreadByAdmin = sql<number>`(
  select count(*)::int from ${supportMessages} m
  where m.conversation_id = ${supportConversations.id} and m.author_role = 'user'
    and m.created_at > coalesce(${supportConversations.adminReadAt}, 'epoch'::timestamptz)
)`

function adminConversationView(
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

/** How many conversations to list: the newest. */
const CONVERSATION_LIST_SIZE = 100

/**
 * Conversations for Live Chat: priority-support users first, then those waiting longest for an
 * answer, then the most recent.
 */
export async function listConversations(ctx: ChatCtx): Promise<AdminConversation[]> {
  const rows = await ctx.db
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

/** One conversation with every message (`POST …/read` marks it read by the team). */
export async function getAdminConversation(ctx: ChatCtx, id: string): Promise<AdminConversationDetail> {
  const [row] = await ctx.db
    .select({ conversation: supportConversations, fullName: users.fullName, email: users.email })
    .from(supportConversations)
    .innerJoin(users, eq(users.id, supportConversations.userId))
    .where(eq(supportConversations.id, id))
  if (!row) throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.conversationNotFound)
  const messages = await ctx.db
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.conversationId, id))
    .orderBy(supportMessages.seq)
  return {
    ...adminConversationView(row.conversation, row, 0, await ticketRef(ctx.db, row.conversation.ticketId)),
    messages: messages.map((m) => messageView(m, ADMIN_IMAGE_BASE)),
  }
}

/** The team has read the conversation so far. */
export async function markAdminRead(ctx: ChatCtx, id: string): Promise<void> {
  const [row] = await ctx.db
    .update(supportConversations)
    .set({ adminReadAt: ctx.clock.now() })
    .where(eq(supportConversations.id, id))
    .returning({ id: supportConversations.id })
  if (!row) throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.conversationNotFound)
}

/**
 * An admin's answer in a conversation. It reaches the user live and in their bell; while the
 * conversation is a ticket the ticket gets it too, and the user an e-mail (as their settings say).
 */
export async function sendAdminMessage(
  ctx: ChatCtx,
  admin: { id: string; fullName: string },
  conversationId: string,
  content: string,
): Promise<ChatMessage> {
  const now = ctx.clock.now()
  const { message, userId, ticketId } = await ctx.db.transaction(async (tx) => {
    const [conversation] = await tx
      .select()
      .from(supportConversations)
      .where(eq(supportConversations.id, conversationId))
      .for('update')
    if (!conversation) throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.conversationNotFound)
    const message = await postTeamMessage(tx, conversation, { ...admin, content, at: now })
    if (conversation.ticketId) {
      await answerTicketFromChat(tx, conversation.ticketId, { ...admin, content, at: now })
    }
    await notifyUser(tx, conversation.userId, 'support_replies', {
      title: `${admin.fullName} of the RigLedger team answered`,
      body: preview(content),
      link: '/help?chat=open',
    })
    return { message, userId: conversation.userId, ticketId: conversation.ticketId }
  })
  // Mailed once the answer is stored, after the reply (a mail server's trouble never undoes it).
  if (ticketId) {
    ctx.background(() =>
      sendMail(ctx, { userId }, 'support_replies', {
        subject: 'The RigLedger team answered your message',
        text: `${admin.fullName} wrote:\n\n${content}\n\nReply in the app: ${ctx.config.publicUrl}/help?chat=open`,
      }).then(() => {}),
    )
  }
  return messageView(message, ADMIN_IMAGE_BASE)
}

/**
 * Tells the other side someone is typing (or stopped) in a conversation, found by its user (the
 * user typing) or its id (an admin typing). Answers false when there is no such conversation.
 */
export async function tellTyping(
  db: Db,
  where: { userId: string } | { conversationId: string },
  from: 'user' | 'admin',
  typing: boolean,
): Promise<boolean> {
  const [conversation] = await db
    .select({ id: supportConversations.id, userId: supportConversations.userId })
    .from(supportConversations)
    .where(
      'userId' in where
        ? eq(supportConversations.userId, where.userId)
        : eq(supportConversations.id, where.conversationId),
    )
  if (!conversation) return false
  await publishEvent(db, {
    t: 'typing',
    userId: conversation.userId,
    conversationId: conversation.id,
    from,
    typing,
  })
  return true
}

/** Sends a chat image as itself, never sniffed into something else by the browser. */
export function sendImage(reply: FastifyReply, image: { bytes: Uint8Array; type: string }) {
  return reply
    .type(image.type)
    .header('content-disposition', 'inline')
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(image.bytes))
}

/** Conversations with a message in the last hour. */
export async function countActiveChats(db: Db, now: Date): Promise<number> {
  const since = new Date(now.getTime() - ACTIVE_CHAT_MINUTES * 60_000)
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(supportConversations)
    .where(gt(supportConversations.lastMessageAt, since))
  return Number(row?.n ?? 0)
}
