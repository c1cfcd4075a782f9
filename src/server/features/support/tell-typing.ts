import { eq } from 'drizzle-orm'
import { SUPPORT_MESSAGES } from '@/contracts/support.ts'
import { supportConversations } from '@/server/db/schema/index.ts'
import { AppError } from '@/server/lib/errors.ts'
import { publishEvent } from '@/server/lib/events/event-hub.ts'
import type { Caller } from '@/server/shared/caller.ts'
import type { AdminCaller } from './support-caller.ts'

/**
 * Tells the other side someone is typing (or stopped) in a conversation: the user in their own (none
 * yet: nothing to tell), or an admin in the one of `conversationId` (not found when there is none).
 */
export async function tellTyping(
  options: (Caller | (AdminCaller & { conversationId: string })) & { typing: boolean },
): Promise<void> {
  const { db, typing } = options
  const byAdmin = 'conversationId' in options
  const [conversation] = await db
    .select({ id: supportConversations.id, userId: supportConversations.userId })
    .from(supportConversations)
    .where(
      byAdmin
        ? eq(supportConversations.id, options.conversationId)
        : eq(supportConversations.userId, options.userId),
    )
  if (!conversation) {
    if (byAdmin) throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.conversationNotFound)
    return
  }
  await publishEvent(db, {
    t: 'typing',
    userId: conversation.userId,
    conversationId: conversation.id,
    from: byAdmin ? 'admin' : 'user',
    typing,
  })
}
