import { and, desc, eq, isNull } from 'drizzle-orm'
import type { Dashboard } from '@/contracts/dashboard.ts'
import { PAYER_NOT_READ, type SettlementStatus } from '@/contracts/settlements.ts'
import type { Db } from '@/server/db/client.ts'
import { ledgerEntries, settlements } from '@/server/db/schema/index.ts'

type Activity = Dashboard['recentActivity'][number]

export const RECENT_ACTIVITY_LIMIT = 8

const STATUS: Record<SettlementStatus, Activity['status']> = {
  processed: 'success',
  pending: 'pending',
  error: 'error',
}

/**
 * The user's latest settlements and expenses, newest first. Expenses a settlement posted are left
 * out: the settlement itself is the activity. `more` joins them (the latest loads).
 */
export async function recentActivity(
  db: Db,
  userId: string,
  more: readonly (Activity & { time: number })[] = [],
): Promise<Activity[]> {
  const [settlementRows, expenseRows] = await Promise.all([
    db
      .select({
        id: settlements.id,
        broker: settlements.broker,
        tripNumber: settlements.tripNumber,
        netCents: settlements.netCents,
        status: settlements.status,
        createdAt: settlements.createdAt,
      })
      .from(settlements)
      .where(eq(settlements.userId, userId))
      .orderBy(desc(settlements.createdAt), desc(settlements.id))
      .limit(RECENT_ACTIVITY_LIMIT),
    db
      .select({
        id: ledgerEntries.id,
        description: ledgerEntries.description,
        amountCents: ledgerEntries.amountCents,
        createdAt: ledgerEntries.createdAt,
      })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.userId, userId),
          eq(ledgerEntries.type, 'expense'),
          isNull(ledgerEntries.settlementId),
        ),
      )
      .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
      .limit(RECENT_ACTIVITY_LIMIT),
  ])
  const items: (Activity & { time: number })[] = [
    ...more,
    ...settlementRows.map((s) => ({
      id: s.id,
      type: 'settlement' as const,
      title: [s.broker ?? PAYER_NOT_READ, s.tripNumber].filter(Boolean).join(' - '),
      amountCents: s.netCents,
      status: STATUS[s.status],
      at: s.createdAt.toISOString(),
      time: s.createdAt.getTime(),
    })),
    ...expenseRows.map((e) => ({
      id: e.id,
      type: 'expense' as const,
      title: e.description,
      amountCents: e.amountCents,
      status: 'success' as const,
      at: e.createdAt.toISOString(),
      time: e.createdAt.getTime(),
    })),
  ]
  return items
    .sort((a, b) => b.time - a.time)
    .slice(0, RECENT_ACTIVITY_LIMIT)
    .map(({ time: _time, ...item }) => item)
}
