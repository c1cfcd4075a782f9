import { eq } from 'drizzle-orm'
import { type ChatMessage, SUPPORT_MESSAGES } from '@/contracts/support.ts'
import type { AppContext } from '@/server/context.ts'
import { supportConversations } from '@/server/db/schema/index.ts'
import { notifyUser } from '@/server/features/notifications/notifications.public.ts'
import { AppError } from '@/server/lib/errors.ts'
import type { Mailer } from '@/server/lib/mail/mailer.ts'
import { sendMail } from '@/server/lib/mail/send-mail.ts'
import { ADMIN_IMAGE_BASE, messageView } from './chat-view.ts'
import type { AdminCaller } from './support-caller.ts'
import { answerTicketFromChat, postTeamMessage, preview } from './threads.ts'

/**
 * An admin's answer in a conversation. It reaches the user live and in their bell; while the
 * conversation is a ticket the ticket gets it too, and the user an e-mail (as their settings say).
 */
export async function sendAdminMessage(
  options: AdminCaller & {
    mailer: Mailer
    publicUrl: string
    background: AppContext['background']
    conversationId: string
    content: string
  },
): Promise<ChatMessage> {
  const { db, clock, admin, conversationId, content } = options
  const now = clock.now()
  const { message, userId, ticketId } = await db.transaction(async (tx) => {
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
    options.background(() =>
      sendMail(options, { userId }, 'support_replies', {
        subject: 'The RigLedger team answered your message',
        text: `${admin.fullName} wrote:\n\n${content}\n\nReply in the app: ${options.publicUrl}/help?chat=open`,
      }).then(() => {}),
    )
  }
  return messageView(message, ADMIN_IMAGE_BASE)
}
