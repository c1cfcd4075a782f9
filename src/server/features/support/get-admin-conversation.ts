import { eq } from 'drizzle-orm'
import { type AdminConversationDetail, SUPPORT_MESSAGES } from '@/contracts/support.ts'
import { supportConversations, supportMessages, users } from '@/server/db/schema/index.ts'
import { AppError } from '@/server/lib/errors.ts'
import { ADMIN_IMAGE_BASE, adminConversationView, messageView, ticketRef } from './chat-view.ts'
import type { AdminCaller } from './support-caller.ts'

/** One conversation with every message (`POST …/read` marks it read by the team). */
export async function getAdminConversation(
  options: AdminCaller & { id: string },
): Promise<AdminConversationDetail> {
  const { db, id } = options
  const [row] = await db
    .select({ conversation: supportConversations, fullName: users.fullName, email: users.email })
    .from(supportConversations)
    .innerJoin(users, eq(users.id, supportConversations.userId))
    .where(eq(supportConversations.id, id))
  if (!row) throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.conversationNotFound)
  const messages = await db
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.conversationId, id))
    .orderBy(supportMessages.seq)
  return {
    ...adminConversationView(row.conversation, row, 0, await ticketRef(db, row.conversation.ticketId)),
    messages: messages.map((m) => messageView(m, ADMIN_IMAGE_BASE)),
  }
}
