import { count, inArray, sql } from 'drizzle-orm'
import type { AdminStats } from '@/contracts/admin.ts'
import { documents, users } from '@/server/db/schema/index.ts'
import { recurringRevenue, revenueOfSpan } from '@/server/features/billing/billing.public.ts'
import { countOpenTickets } from '@/server/features/support/support.public.ts'
import type { Caller } from '@/server/shared/caller.ts'

/**
 * The platform's accounts, documents read, revenue and open tickets, counted; months are calendar
 * months in UTC.
 */
export async function adminStats({ db, clock }: Pick<Caller, 'db' | 'clock'>): Promise<AdminStats> {
  const now = clock.now()
  const thisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))
  const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1))
  const [[accounts], [read], revenue, recurring, openTickets] = await Promise.all([
    db
      .select({
        total: count(),
        active: sql<number>`count(*) filter (where ${users.status} = 'active')::int`,
        suspended: sql<number>`count(*) filter (where ${users.status} = 'suspended')::int`,
        newThisMonth: sql<number>`count(*) filter (where ${users.createdAt} >= ${thisMonth.toISOString()})::int`,
        newLastMonth: sql<number>`count(*) filter (where ${users.createdAt} >= ${lastMonth.toISOString()} and ${users.createdAt} < ${thisMonth.toISOString()})::int`,
      })
      .from(users),
    db
      .select({ n: count() })
      .from(documents)
      .where(inArray(documents.status, ['processed', 'needs_review'])),
    revenueOfSpan(db, { from: thisMonth, to: nextMonth }),
    recurringRevenue(db),
    countOpenTickets(db),
  ])
  return {
    totalUsers: accounts?.total ?? 0,
    activeUsers: Number(accounts?.active ?? 0),
    suspendedUsers: Number(accounts?.suspended ?? 0),
    newThisMonth: Number(accounts?.newThisMonth ?? 0),
    newLastMonth: Number(accounts?.newLastMonth ?? 0),
    documentsProcessed: read?.n ?? 0,
    revenueThisMonthCents: revenue.netCents,
    mrrCents: recurring.mrrCents,
    activeSubscriptions: recurring.activeSubscriptions,
    openTickets,
  }
}
