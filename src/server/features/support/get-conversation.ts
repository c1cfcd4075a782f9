import { and, eq, gte, isNotNull, sql } from 'drizzle-orm'
import { type Conversation, SUPPORT_MESSAGES } from '@/contracts/support.ts'
import { supportConversations, supportMessages } from '@/server/db/schema/index.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { messageView, ticketRef, USER_IMAGE_BASE } from './chat-view.ts'

/** The typical reply time is the median answer of this many last days. */
const REPLY_WINDOW_DAYS = 30

/**
 * The median minutes the team took to answer a waiting user over the last 30 days (at least 1), or
 * null before any answer: what the widget promises instead of a made-up figure.
 */
async function typicalReplyMinutes({ db, clock }: Pick<Caller, 'db' | 'clock'>): Promise<number | null> {
  const since = new Date(clock.now().getTime() - REPLY_WINDOW_DAYS * 86_400_000)
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
export async function getConversation(options: Caller): Promise<Conversation> {
  const { db, userId } = options
  const [conversation] = await db
    .select()
    .from(supportConversations)
    .where(eq(supportConversations.userId, userId))
  const typical = await typicalReplyMinutes(options)
  if (!conversation) {
    return {
      greeting: SUPPORT_MESSAGES.greeting,
      messages: [],
      unread: 0,
      typicalReplyMinutes: typical,
      ticket: null,
    }
  }
  const rows = await db
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
    ticket: await ticketRef(db, conversation.ticketId),
  }
}
