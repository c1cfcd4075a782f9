import { eq } from 'drizzle-orm'
import { SUPPORT_MESSAGES } from '@/contracts/support.ts'
import { supportConversations } from '@/server/db/schema/index.ts'
import { AppError } from '@/server/lib/errors.ts'
import type { AdminCaller } from './support-caller.ts'

/** The team has read the conversation so far. */
export async function markAdminRead(options: AdminCaller & { id: string }): Promise<void> {
  const { db, clock, id } = options
  const [row] = await db
    .update(supportConversations)
    .set({ adminReadAt: clock.now() })
    .where(eq(supportConversations.id, id))
    .returning({ id: supportConversations.id })
  if (!row) throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.conversationNotFound)
}
