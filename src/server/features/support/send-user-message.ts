import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { fileTypeFromBuffer } from 'file-type'
import {
  CHAT_IMAGE_MAX_BYTES,
  CHAT_IMAGE_TYPES,
  type ChatMessage,
  SUPPORT_MESSAGES,
} from '@/contracts/support.ts'
import type { Tx } from '@/server/db/client.ts'
import { supportConversations } from '@/server/db/schema/index.ts'
import type { Config } from '@/server/env.ts'
import { accountBilling } from '@/server/features/billing/billing.public.ts'
import { AppError } from '@/server/lib/errors.ts'
import type { Storage } from '@/server/lib/storage/storage.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { messageView, USER_IMAGE_BASE } from './chat-view.ts'
import { supportUser } from './support-caller.ts'
import { appendToTicket, type ConversationRow, IMAGE_PREVIEW, postUserMessage } from './threads.ts'

export interface ChatImage {
  bytes: Uint8Array
  truncated: boolean
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

/** The user's conversation, made at their first message, locked for the one being written at `at`. */
async function conversationFor(tx: Tx, userId: string, at: Date): Promise<ConversationRow> {
  await tx
    .insert(supportConversations)
    .values({ userId, createdAt: at, lastMessageAt: at })
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
  options: Caller & { config: Config; storage: Storage; content: string; image?: ChatImage },
): Promise<ChatMessage> {
  const { db, clock, userId, storage, image } = options
  const content = options.content.trim()
  if (!content && !image) throw new AppError('BAD_REQUEST', SUPPORT_MESSAGES.empty)
  const imageType = image ? await checkImage(image) : null
  const user = await supportUser(db, userId)
  const { prioritySupport } = await accountBilling(options, user)
  const imageKey = image ? `${user.id}/support-${randomUUID()}` : null
  if (image && imageKey && imageType) await storage.put(imageKey, image.bytes, imageType)
  const now = clock.now()
  try {
    return await db.transaction(async (tx) => {
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
    if (imageKey) await storage.delete(imageKey).catch(() => {})
    throw error
  }
}
