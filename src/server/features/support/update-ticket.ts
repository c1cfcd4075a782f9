import { and, eq } from 'drizzle-orm'
import {
  type AdminTicketDetail,
  SUPPORT_MESSAGES,
  type TicketPriority,
  type TicketStatus,
  ticketNumber,
} from '@/contracts/support.ts'
import type { AppContext } from '@/server/context.ts'
import type { Tx } from '@/server/db/client.ts'
import { supportConversations, supportTickets, users } from '@/server/db/schema/index.ts'
import { notifyUser } from '@/server/features/notifications/notifications.public.ts'
import { AppError } from '@/server/lib/errors.ts'
import { publishEvent } from '@/server/lib/events/event-hub.ts'
import type { Mailer } from '@/server/lib/mail/mailer.ts'
import { sendMail } from '@/server/lib/mail/send-mail.ts'
import { getAdminTicket } from './get-admin-ticket.ts'
import type { AdminCaller, SupportAdmin } from './support-caller.ts'
import {
  appendToTicket,
  type ConversationRow,
  lockTicket,
  postTeamMessage,
  preview,
  type TicketRow,
} from './threads.ts'

/**
 * An admin changes a ticket's status, priority or assignee, and may answer it (Send Response): the
 * answer is e-mailed to the user (as their settings say), rings their bell, shows in their Help
 * Center and, for a ticket that came from the chat, in the chat. Resolving or closing frees the chat:
 * a later unanswered message makes a new ticket.
 */
export async function updateTicket(
  options: AdminCaller & {
    mailer: Mailer
    publicUrl: string
    background: AppContext['background']
    id: string
    status?: TicketStatus
    priority?: TicketPriority
    assigneeId?: string | null
    reply?: string
  },
): Promise<AdminTicketDetail> {
  const { db, clock, admin, id } = options
  const now = clock.now()
  const { detail, mail } = await db.transaction(async (tx) => {
    const { ticket, conversation } = await lockTicket(tx, id)
    if (options.assigneeId) {
      const [assignee] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, options.assigneeId), eq(users.role, 'admin')))
      if (!assignee) throw new AppError('BAD_REQUEST', SUPPORT_MESSAGES.assignee)
    }
    const reply = options.reply?.trim() ?? ''
    let status = options.status ?? ticket.status
    if (reply && !options.status && ticket.status === 'open') status = 'in-progress'
    await tx
      .update(supportTickets)
      .set({
        status,
        priority: options.priority ?? ticket.priority,
        ...(options.assigneeId !== undefined ? { assigneeId: options.assigneeId } : {}),
        firstResponseAt: reply ? (ticket.firstResponseAt ?? now) : ticket.firstResponseAt,
        resolvedAt: status === 'resolved' || status === 'closed' ? (ticket.resolvedAt ?? now) : null,
        updatedAt: now,
      })
      .where(eq(supportTickets.id, id))
    const mail = reply
      ? await answerTicket(tx, admin, { ticket, conversation }, reply, {
          at: now,
          publicUrl: options.publicUrl,
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
    return { detail: await getAdminTicket({ db: tx, clock, admin, id }), mail }
  })
  // Mailed once the answer is stored, after the reply (a mail server's trouble never undoes it).
  if (mail)
    options.background(() =>
      sendMail(options, { userId: mail.userId }, 'support_replies', mail.message).then(() => {}),
    )
  return detail
}

/** The admin's answer on the ticket (and its chat) at `at`, and the e-mail the user is to get. */
async function answerTicket(
  tx: Tx,
  admin: SupportAdmin,
  { ticket, conversation }: { ticket: TicketRow; conversation: ConversationRow | null },
  reply: string,
  { at, publicUrl }: { at: Date; publicUrl: string },
) {
  await appendToTicket(tx, ticket.id, {
    authorId: admin.id,
    authorRole: 'admin',
    authorName: admin.fullName,
    content: reply,
    at,
  })
  if (conversation) await postTeamMessage(tx, conversation, { ...admin, content: reply, at })
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
