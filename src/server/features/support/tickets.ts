import { and, count, desc, eq, gte, ilike, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm'
import {
  type AdminTicket,
  type AdminTicketDetail,
  SUPPORT_MESSAGES,
  type SupportStats,
  type Ticket,
  type TicketDetail,
  type TicketPriority,
  type TicketStatus,
  ticketNumber,
} from '@/contracts/support.ts'
import type { AppContext } from '@/server/context.ts'
import type { Db, Tx } from '@/server/db/client.ts'
import {
  supportConversations,
  supportMessages,
  supportTicketMessages,
  supportTickets,
  users,
} from '@/server/db/schema/index.ts'
import { accountBilling } from '@/server/features/billing/billing.public.ts'
import { notifyUser } from '@/server/features/notifications/notifications.public.ts'
import { AppError } from '@/server/lib/errors.ts'
import { publishEvent } from '@/server/lib/events/event-hub.ts'
import { sendMail } from '@/server/lib/mail/send-mail.ts'
import { likePattern } from '@/server/lib/paging.ts'
import { countActiveChats } from './chat.ts'
import {
  appendToTicket,
  type ConversationRow,
  postSystemMessage,
  postTeamMessage,
  postUserMessage,
  preview,
} from './threads.ts'

type TicketCtx = Pick<AppContext, 'db' | 'clock' | 'config' | 'mailer' | 'background'>
type TicketRow = typeof supportTickets.$inferSelect

/** The last days the stat cards' first-response time and resolution rate cover. */
const STATS_WINDOW_DAYS = 30
/** A chat the team has not answered in this long becomes a ticket. */
export const CHAT_TO_TICKET_MINUTES = 5

function ticketView(row: TicketRow): Ticket {
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

async function ticketMessages(db: Db | Tx, ticketId: string) {
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

/** Opens a ticket with its first message (in the caller's transaction); the admins hear of it live. */
async function insertTicket(
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

/** A ticket the user opens in the Help Center; priority-support users' tickets start high. */
export async function createTicket(
  ctx: TicketCtx,
  user: { id: string; fullName: string; role: string; createdAt: Date },
  input: { subject: string; message: string; priority?: TicketPriority },
): Promise<TicketDetail> {
  const { prioritySupport } = await accountBilling(ctx, user)
  const now = ctx.clock.now()
  const row = await ctx.db.transaction((tx) =>
    insertTicket(tx, {
      user,
      subject: input.subject,
      messages: [{ content: input.message, at: now }],
      priority: input.priority ?? (prioritySupport ? 'high' : 'medium'),
      prioritySupport,
      source: 'help',
      at: now,
    }),
  )
  return { ...ticketView(row), messages: await ticketMessages(ctx.db, row.id) }
}

export async function listUserTickets(db: Db, userId: string): Promise<Ticket[]> {
  const rows = await db
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.userId, userId))
    .orderBy(desc(supportTickets.updatedAt))
    .limit(200)
  return rows.map(ticketView)
}

async function ownTicket(db: Db | Tx, userId: string, id: string): Promise<TicketRow> {
  const [row] = await db
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.id, id), eq(supportTickets.userId, userId)))
  if (!row) throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.ticketNotFound)
  return row
}

export async function getUserTicket(db: Db, userId: string, id: string): Promise<TicketDetail> {
  const row = await ownTicket(db, userId, id)
  return { ...ticketView(row), messages: await ticketMessages(db, id) }
}

/**
 * Locks a ticket and the chat it came from for a change, the chat first: the order every writer
 * takes (a chat message locks its conversation, then touches its ticket), so two never deadlock.
 */
async function lockTicket(tx: Tx, id: string, userId?: string) {
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

/** The user writes more on their ticket: a resolved one opens again; a closed one takes nothing. */
export async function replyToOwnTicket(
  ctx: TicketCtx,
  user: { id: string; fullName: string },
  id: string,
  content: string,
): Promise<TicketDetail> {
  const now = ctx.clock.now()
  await ctx.db.transaction(async (tx) => {
    const { ticket: row, conversation } = await lockTicket(tx, id, user.id)
    if (row.status === 'closed') throw new AppError('CONFLICT', SUPPORT_MESSAGES.closed)
    await appendToTicket(tx, id, {
      authorId: user.id,
      authorRole: 'user',
      authorName: user.fullName,
      content,
      at: now,
    })
    // A ticket that came from the chat: the team's Live Chat sees it too, waiting for an answer.
    if (conversation) await postUserMessage(tx, conversation, { user, content, at: now })
    if (row.status === 'resolved') {
      await tx
        .update(supportTickets)
        .set({ status: 'open', resolvedAt: null })
        .where(eq(supportTickets.id, id))
    }
  })
  return getUserTicket(ctx.db, user.id, id)
}

/* The team's side */

const STATUS_RANK = sql`case ${supportTickets.status} when 'open' then 0 when 'in-progress' then 1 when 'resolved' then 2 else 3 end`
const PRIORITY_RANK = sql`case ${supportTickets.priority} when 'urgent' then 0 when 'high' then 1 when 'medium' then 2 else 3 end`

const assignees = sql`(select full_name from users a where a.id = ${supportTickets.assigneeId})`

function adminView(row: {
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

const adminColumns = {
  ticket: supportTickets,
  fullName: users.fullName,
  email: users.email,
  assigneeName: sql<string | null>`${assignees}`,
}

/**
 * Tickets for Support Tickets: priority-support users first, then open before in progress before
 * resolved before closed, urgent before low, the most recently active first.
 */
export async function listAdminTickets(
  db: Db,
  query: {
    search?: string
    status?: TicketStatus
    priority?: TicketPriority
    page: number
    pageSize: number
  },
): Promise<{ items: AdminTicket[]; total: number }> {
  const filters: SQL[] = []
  if (query.status) filters.push(eq(supportTickets.status, query.status))
  if (query.priority) filters.push(eq(supportTickets.priority, query.priority))
  const search = query.search?.trim()
  if (search) {
    const pattern = likePattern(search)
    const number = /^(?:tick-?)?0*(\d{1,9})$/i.exec(search)?.[1]
    filters.push(
      or(
        ilike(supportTickets.subject, pattern),
        ilike(users.email, pattern),
        ilike(users.fullName, pattern),
        ...(number ? [eq(supportTickets.number, Number(number))] : []),
      )!,
    )
  }
  const where = filters.length ? and(...filters) : undefined
  const [rows, [total]] = await Promise.all([
    db
      .select(adminColumns)
      .from(supportTickets)
      .innerJoin(users, eq(users.id, supportTickets.userId))
      .where(where)
      .orderBy(
        desc(supportTickets.prioritySupport),
        STATUS_RANK,
        PRIORITY_RANK,
        desc(supportTickets.updatedAt),
      )
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: count() })
      .from(supportTickets)
      .innerJoin(users, eq(users.id, supportTickets.userId))
      .where(where),
  ])
  return { items: rows.map(adminView), total: Number(total?.n ?? 0) }
}

export async function getAdminTicket(db: Db | Tx, id: string): Promise<AdminTicketDetail> {
  const [row] = await db
    .select(adminColumns)
    .from(supportTickets)
    .innerJoin(users, eq(users.id, supportTickets.userId))
    .where(eq(supportTickets.id, id))
  if (!row) throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.ticketNotFound)
  return { ...adminView(row), messages: await ticketMessages(db, id) }
}

/**
 * An admin changes a ticket's status, priority or assignee, and may answer it (Send Response): the
 * answer is e-mailed to the user (as their settings say), rings their bell, shows in their Help
 * Center and, for a ticket that came from the chat, in the chat. Resolving or closing frees the chat:
 * a later unanswered message makes a new ticket.
 */
export async function updateTicket(
  ctx: TicketCtx,
  admin: { id: string; fullName: string },
  id: string,
  patch: { status?: TicketStatus; priority?: TicketPriority; assigneeId?: string | null; reply?: string },
): Promise<AdminTicketDetail> {
  const now = ctx.clock.now()
  const { detail, mail } = await ctx.db.transaction(async (tx) => {
    const { ticket, conversation } = await lockTicket(tx, id)
    if (patch.assigneeId) {
      const [assignee] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, patch.assigneeId), eq(users.role, 'admin')))
      if (!assignee) throw new AppError('BAD_REQUEST', SUPPORT_MESSAGES.assignee)
    }
    const reply = patch.reply?.trim() ?? ''
    let status = patch.status ?? ticket.status
    if (reply && !patch.status && ticket.status === 'open') status = 'in-progress'
    await tx
      .update(supportTickets)
      .set({
        status,
        priority: patch.priority ?? ticket.priority,
        ...(patch.assigneeId !== undefined ? { assigneeId: patch.assigneeId } : {}),
        firstResponseAt: reply ? (ticket.firstResponseAt ?? now) : ticket.firstResponseAt,
        resolvedAt: status === 'resolved' || status === 'closed' ? (ticket.resolvedAt ?? now) : null,
        updatedAt: now,
      })
      .where(eq(supportTickets.id, id))
    const mail = reply
      ? await answerTicket(tx, admin, { ticket, conversation }, reply, {
          now,
          publicUrl: ctx.config.publicUrl,
        })
      : null
    if (status === 'resolved' || status === 'closed') {
      // The chat is free again, and nothing in it waits any more: a later message makes a new ticket.
      const freed = await tx
        .update(supportConversations)
        .set({ ticketId: null, awaitingSince: null })
        .where(eq(supportConversations.ticketId, id))
        .returning({ id: supportConversations.id })
      for (const each of freed) {
        await publishEvent(tx, { t: 'chat', userId: ticket.userId, conversationId: each.id })
      }
    }
    await publishEvent(tx, { t: 'ticket', userId: ticket.userId, ticketId: id })
    return { detail: await getAdminTicket(tx, id), mail }
  })
  // Mailed once the answer is stored, after the reply (a mail server's trouble never undoes it).
  if (mail)
    ctx.background(() =>
      sendMail(ctx, { userId: mail.userId }, 'support_replies', mail.message).then(() => {}),
    )
  return detail
}

async function answerTicket(
  tx: Tx,
  admin: { id: string; fullName: string },
  { ticket, conversation }: { ticket: TicketRow; conversation: ConversationRow | null },
  reply: string,
  { now, publicUrl }: { now: Date; publicUrl: string },
) {
  await appendToTicket(tx, ticket.id, {
    authorId: admin.id,
    authorRole: 'admin',
    authorName: admin.fullName,
    content: reply,
    at: now,
  })
  if (conversation) await postTeamMessage(tx, conversation, { ...admin, content: reply, at: now })
  const number = ticketNumber(ticket.number)
  await notifyUser(tx, ticket.userId, 'support_replies', {
    title: `Reply on ${number}: ${ticket.subject}`,
    body: preview(reply),
    link: `/help/tickets/${ticket.id}`,
  })
  return {
    userId: ticket.userId,
    message: {
      subject: `[${number}] ${ticket.subject}`,
      text: `${admin.fullName} of the RigLedger team answered your ticket ${number}:\n\n${reply}\n\nSee the ticket and reply: ${publicUrl}/help/tickets/${ticket.id}`,
    },
  }
}

/** The stat cards of admin Support, from the tickets and conversations themselves. */
export async function supportStats(db: Db, now: Date): Promise<SupportStats> {
  const since = new Date(now.getTime() - STATS_WINDOW_DAYS * 86_400_000)
  const [[open], [recent], activeChats] = await Promise.all([
    db
      .select({ n: count() })
      .from(supportTickets)
      .where(inArray(supportTickets.status, ['open', 'in-progress'])),
    db
      .select({
        total: count(),
        done: sql<number>`count(*) filter (where ${supportTickets.status} in ('resolved', 'closed'))::int`,
        firstResponseSeconds: sql<
          string | null
        >`avg(extract(epoch from ${supportTickets.firstResponseAt} - ${supportTickets.createdAt}))`,
      })
      .from(supportTickets)
      .where(gte(supportTickets.createdAt, since)),
    countActiveChats(db, now),
  ])
  const total = Number(recent?.total ?? 0)
  const seconds = recent?.firstResponseSeconds
  return {
    openTickets: Number(open?.n ?? 0),
    averageFirstResponseMinutes:
      seconds === null || seconds === undefined ? null : Math.round(Number(seconds) / 60),
    resolutionRate: total === 0 ? null : Math.round((Number(recent?.done ?? 0) * 100) / total),
    activeChats,
  }
}

/**
 * Chats the team has not answered for five minutes become tickets: the user is told in the chat that
 * the answer will come by e-mail too, and the admins see it under Support Tickets. Safe with several
 * instances (each conversation is claimed in its own transaction, skipping those another holds).
 * Answers how many became tickets.
 */
export async function ticketUnansweredChats(ctx: TicketCtx): Promise<number> {
  const now = ctx.clock.now()
  const cutoff = new Date(now.getTime() - CHAT_TO_TICKET_MINUTES * 60_000)
  const due = await ctx.db
    .select({ id: supportConversations.id })
    .from(supportConversations)
    .where(and(lte(supportConversations.awaitingSince, cutoff), isNull(supportConversations.ticketId)))
    .limit(100)
  let made = 0
  for (const { id } of due) {
    const done = await ctx.db.transaction(async (tx) => {
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
