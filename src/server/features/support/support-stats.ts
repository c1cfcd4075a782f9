import { count, gt, gte, sql } from 'drizzle-orm'
import type { SupportStats } from '@/contracts/support.ts'
import { supportConversations, supportTickets } from '@/server/db/schema/index.ts'
import { countOpenTickets } from './open-tickets.ts'
import type { AdminCaller } from './support-caller.ts'

/** The last days the stat cards' first-response time and resolution rate cover. */
const STATS_WINDOW_DAYS = 30
/** Conversations with a message this recent count as active chats. */
const ACTIVE_CHAT_MINUTES = 60

/** The stat cards of admin Support, from the tickets and conversations themselves. */
export async function supportStats({ db, clock }: AdminCaller): Promise<SupportStats> {
  const now = clock.now()
  const since = new Date(now.getTime() - STATS_WINDOW_DAYS * 86_400_000)
  const activeSince = new Date(now.getTime() - ACTIVE_CHAT_MINUTES * 60_000)
  const [open, [recent], [active]] = await Promise.all([
    countOpenTickets(db),
    db
      .select({
        total: count(),
        done: sql<number>`count(*) filter (where ${supportTickets.status} in ('resolved', 'closed'))::int`,
        firstResponseSeconds: sql<
          string | null
        >`avg(extract(epoch from ${supportTickets.firstResponseAt} - ${supportTickets.createdAt}))`,
      })
      .from(supportTickets)
      .where(gte(supportTickets.createdAt, since)),
    // Conversations with a message in the last hour.
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(supportConversations)
      .where(gt(supportConversations.lastMessageAt, activeSince)),
  ])
  const total = Number(recent?.total ?? 0)
  const seconds = recent?.firstResponseSeconds
  return {
    openTickets: open,
    averageFirstResponseMinutes:
      seconds === null || seconds === undefined ? null : Math.round(Number(seconds) / 60),
    resolutionRate: total === 0 ? null : Math.round((Number(recent?.done ?? 0) * 100) / total),
    activeChats: Number(active?.n ?? 0),
  }
}
