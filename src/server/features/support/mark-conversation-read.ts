import { eq } from 'drizzle-orm'
import { supportConversations } from '@/server/db/schema/index.ts'
import type { Caller } from '@/server/shared/caller.ts'

/** The user has seen the team's answers so far. */
export async function markConversationRead({ db, clock, userId }: Caller): Promise<void> {
  await db
    .update(supportConversations)
    .set({ userReadAt: clock.now() })
    .where(eq(supportConversations.userId, userId))
}
