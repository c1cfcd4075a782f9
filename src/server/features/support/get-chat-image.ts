import { eq } from 'drizzle-orm'
import { SUPPORT_MESSAGES } from '@/contracts/support.ts'
import { supportConversations, supportMessages } from '@/server/db/schema/index.ts'
import { AppError } from '@/server/lib/errors.ts'
import type { Storage } from '@/server/lib/storage/storage.ts'
import type { Caller } from '@/server/shared/caller.ts'
import type { AdminCaller } from './support-caller.ts'

/** An image of a chat message: the user's own, or any for an admin. */
export async function getChatImage(
  options: (Caller | AdminCaller) & { storage: Storage; messageId: string },
): Promise<{ bytes: Uint8Array; type: string }> {
  const { db, storage, messageId } = options
  const ownerId = 'userId' in options ? options.userId : null
  const [row] = await db
    .select({
      key: supportMessages.imageKey,
      type: supportMessages.imageType,
      owner: supportConversations.userId,
    })
    .from(supportMessages)
    .innerJoin(supportConversations, eq(supportConversations.id, supportMessages.conversationId))
    .where(eq(supportMessages.id, messageId))
  if (!row?.key || !row.type || (ownerId !== null && row.owner !== ownerId)) {
    throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.messageNotFound)
  }
  const bytes = await storage.get(row.key)
  if (!bytes) throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.messageNotFound)
  return { bytes, type: row.type }
}
