import { eq } from 'drizzle-orm'
import { SUPPORT_MESSAGES, type TicketDetail } from '@/contracts/support.ts'
import { supportTickets } from '@/server/db/schema/index.ts'
import { AppError } from '@/server/lib/errors.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { getUserTicket } from './get-user-ticket.ts'
import { supportUser } from './support-caller.ts'
import { appendToTicket, lockTicket, postUserMessage } from './threads.ts'

/** The user writes more on their ticket: a resolved one opens again; a closed one takes nothing. */
export async function replyToOwnTicket(
  options: Caller & { id: string; content: string },
): Promise<TicketDetail> {
  const { db, clock, userId, id, content } = options
  const user = await supportUser(db, userId)
  const now = clock.now()
  await db.transaction(async (tx) => {
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
  return getUserTicket({ db, clock, userId, id })
}
