import { and, between, count, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Dashboard } from '@/contracts/dashboard.ts'
import { moneyToAskAbout } from '@/domain/loads/load-check.ts'
import { endOfMonth, startOfMonth } from '@/domain/period.ts'
import type { Db } from '@/server/db/client.ts'
import { loadRateLines, loads, users } from '@/server/db/schema/index.ts'
import { exactInt } from '@/server/lib/sql-values.ts'
import { discrepanciesOf, listScope, loadsWithNames } from './load-view.ts'
import { waitingTooLong } from './read-loads.ts'

type Activity = Dashboard['recentActivity'][number]

const STATUS: Record<string, Activity['status']> = { paid: 'success', cancelled: 'error' }

/**
 * What the dashboard shows of the loads in the user's books: how many were picked up this month (cancelled ones aside), the
 * money to ask payers about (paid short, or delivered and never settled) and the latest loads booked.
 * A fleet manager's books take in their drivers' loads, as the loads list and report do (the fleet's
 * members, `listScope`); a load the user only hauls for a fleet is its owner's to ask about. The
 * unpaid wait is the user's own number of days.
 */
export async function loadsOnDashboard(db: Db, userId: string, options: { today: string; limit: number }) {
  const { today } = options
  const [[settings], { owners }] = await Promise.all([
    db.select({ days: users.unpaidLoadDays }).from(users).where(eq(users.id, userId)),
    listScope(db, userId),
  ])
  const mine = owners.length === 1 ? eq(loads.userId, userId) : inArray(loads.userId, owners)
  const clock = { today, unpaidAfterDays: settings?.days ?? 21 }
  const [[month], [short], waiting, latest] = await Promise.all([
    db
      .select({ n: count() })
      .from(loads)
      .where(
        and(
          mine,
          ne(loads.status, 'cancelled'),
          between(loads.pickupDate, startOfMonth(today), endOfMonth(today)),
        ),
      ),
    db
      .select({ cents: sql<string>`coalesce(sum(${loads.shortCents}), 0)::text`, n: count() })
      .from(loads)
      .where(and(mine, sql`${loads.shortCents} > 0`)),
    loadsWithNames(db).where(and(mine, waitingTooLong(clock))),
    db
      .select({
        id: loads.id,
        loadNumber: loads.loadNumber,
        originPlace: loads.originPlace,
        destinationPlace: loads.destinationPlace,
        rateTotalCents: loads.rateTotalCents,
        paidCents: loads.paidCents,
        status: loads.status,
        createdAt: loads.createdAt,
      })
      .from(loads)
      .where(mine)
      .orderBy(desc(loads.createdAt), desc(loads.id))
      .limit(options.limit),
  ])
  // A delivered load never settled is at stake for what its payer owes (its lease's share, if any).
  const lines = waiting.length
    ? await db
        .select()
        .from(loadRateLines)
        .where(
          inArray(
            loadRateLines.loadId,
            waiting.map((w) => w.load.id),
          ),
        )
    : []
  const waitingCents = waiting.reduce(
    (sum, row) =>
      sum +
      moneyToAskAbout(
        discrepanciesOf(
          row,
          lines.filter((l) => l.loadId === row.load.id),
          clock,
        ),
      ),
    0,
  )
  const recent: (Activity & { time: number })[] = latest.map((l) => ({
    id: l.id,
    type: 'load',
    title: [
      `Load ${l.loadNumber ?? ''}`.trim(),
      [l.originPlace, l.destinationPlace].filter(Boolean).join(' → '),
    ]
      .filter(Boolean)
      .join(' · '),
    amountCents: l.paidCents ?? l.rateTotalCents,
    status: STATUS[l.status] ?? 'pending',
    at: l.createdAt.toISOString(),
    time: l.createdAt.getTime(),
  }))
  return {
    loadsThisMonth: exactInt(month?.n),
    moneyToAskAboutCents: exactInt(short?.cents) + waitingCents,
    loadsToAskAbout: exactInt(short?.n) + waiting.filter((w) => w.load.rateTotalCents > 0).length,
    recent,
  }
}
