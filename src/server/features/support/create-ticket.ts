import type { TicketDetail, TicketPriority } from '@/contracts/support.ts'
import type { Config } from '@/server/env.ts'
import { accountBilling } from '@/server/features/billing/billing.public.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { supportUser } from './support-caller.ts'
import { insertTicket } from './threads.ts'
import { ticketMessages, ticketView } from './ticket-view.ts'

/** A ticket the user opens in the Help Center; priority-support users' tickets start high. */
export async function createTicket(
  options: Caller & { config: Config; subject: string; message: string; priority?: TicketPriority },
): Promise<TicketDetail> {
  const { db, clock, userId } = options
  const user = await supportUser(db, userId)
  const { prioritySupport } = await accountBilling(options, user)
  const now = clock.now()
  const row = await db.transaction((tx) =>
    insertTicket(tx, {
      user,
      subject: options.subject,
      messages: [{ content: options.message, at: now }],
      priority: options.priority ?? (prioritySupport ? 'high' : 'medium'),
      prioritySupport,
      source: 'help',
      at: now,
    }),
  )
  return { ...ticketView(row), messages: await ticketMessages(db, row.id) }
}
