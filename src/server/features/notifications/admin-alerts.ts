import { and, eq, gte, lte } from 'drizzle-orm'
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type NOTIFICATION_PRIORITIES,
  type NOTIFICATION_TYPES,
  type NotificationSettings,
} from '@/contracts/notifications.ts'
import { formatUsd } from '@/domain/money.ts'
import { addMonths, startOfMonth } from '@/domain/period.ts'
import type { Db, Tx } from '@/server/db/client.ts'
import { adminNotifications, ledgerMonthlyTotals, users } from '@/server/db/schema/index.ts'
import { notificationSettings } from '@/server/shared/settings.ts'

/** An expense of at least this much raises an expense alert, until an admin sets another ($5,000). */
export const LARGE_EXPENSE_ALERT_CENTS = DEFAULT_NOTIFICATION_SETTINGS.largeExpenseThresholdCents

export interface NewNotification {
  type: (typeof NOTIFICATION_TYPES)[number]
  title: string
  message: string
  priority?: (typeof NOTIFICATION_PRIORITIES)[number]
  data?: Record<string, unknown>
  /** One notification per key: a repeat of the same event raises nothing more. */
  dedupKey?: string
  /** When it happened; now when absent. */
  at?: Date
}

const ENABLED_BY: Record<NewNotification['type'], keyof NotificationSettings> = {
  expense_alert: 'expenseAlerts',
  revenue_alert: 'revenueAlerts',
  system_alert: 'systemAlerts',
}

/**
 * Raises a notification for the admins (once per dedup key), unless the admins turned its kind off.
 * A caller that read the settings already passes them.
 */
export async function raiseNotification(
  db: Db | Tx,
  notification: NewNotification,
  settings?: NotificationSettings,
): Promise<void> {
  const { [ENABLED_BY[notification.type]]: enabled } = settings ?? (await notificationSettings(db))
  if (!enabled) return
  await db
    .insert(adminNotifications)
    .values({
      type: notification.type,
      title: notification.title,
      message: notification.message,
      priority: notification.priority ?? 'normal',
      data: notification.data ?? {},
      dedupKey: notification.dedupKey ?? null,
      ...(notification.at ? { createdAt: notification.at } : {}),
    })
    .onConflictDoNothing({ target: adminNotifications.dedupKey })
}

/** A user's expense at or over the threshold: the admins hear of it. */
export async function alertLargeExpense(
  db: Db | Tx,
  expense: { id: string; userId: string; amountCents: number; category: string; description: string },
  at: Date,
): Promise<void> {
  const settings = await notificationSettings(db)
  const { largeExpenseThresholdCents } = settings
  if (!settings.expenseAlerts || expense.amountCents < largeExpenseThresholdCents) return
  const [user] = await db
    .select({ email: users.email, role: users.role })
    .from(users)
    .where(eq(users.id, expense.userId))
  await raiseNotification(
    db,
    {
      type: 'expense_alert',
      title: 'Large expense recorded',
      message: `${user?.email ?? 'A user'} recorded ${formatUsd(expense.amountCents)} of ${expense.category}: ${expense.description}`,
      priority: expense.amountCents >= 4 * largeExpenseThresholdCents ? 'urgent' : 'high',
      data: {
        user_id: expense.userId,
        email: user?.email,
        role: user?.role,
        amount: expense.amountCents,
        category: expense.category,
      },
      dedupKey: `expense:${expense.id}`,
      at,
    },
    settings,
  )
}

/** A month's revenue this many times the average of the months before raises a revenue alert. */
export const REVENUE_SPIKE_FACTOR = 2
const MONTHS_COMPARED = 3

/**
 * After a settlement posts revenue: when the user's revenue in its month is over twice the average
 * of the three months before (two of them with revenue at least), the admins hear of it once.
 */
export async function checkRevenueAnomaly(db: Db | Tx, userId: string, date: string): Promise<void> {
  const settings = await notificationSettings(db)
  // Every settlement posting comes here: with the alerts off, nothing more is read.
  if (!settings.revenueAlerts) return
  const month = startOfMonth(date)
  const first = addMonths(month, -MONTHS_COMPARED)
  const rows = await db
    .select({ month: ledgerMonthlyTotals.month, cents: ledgerMonthlyTotals.amountCents })
    .from(ledgerMonthlyTotals)
    .where(
      and(
        eq(ledgerMonthlyTotals.userId, userId),
        eq(ledgerMonthlyTotals.type, 'revenue'),
        gte(ledgerMonthlyTotals.month, first),
        lte(ledgerMonthlyTotals.month, month),
      ),
    )
  const byMonth = new Map<string, number>()
  for (const row of rows) byMonth.set(row.month, (byMonth.get(row.month) ?? 0) + Number(row.cents))
  const current = byMonth.get(month) ?? 0
  const before = [...byMonth.entries()].filter(([m]) => m < month && (byMonth.get(m) ?? 0) > 0)
  if (before.length < 2) return
  const average = before.reduce((sum, [, cents]) => sum + cents, 0) / MONTHS_COMPARED
  if (current <= REVENUE_SPIKE_FACTOR * average) return
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId))
  await raiseNotification(
    db,
    {
      type: 'revenue_alert',
      title: 'Unusual revenue',
      message: `${user?.email ?? 'A user'} has ${formatUsd(current)} of revenue in ${month.slice(0, 7)}, ${(current / average).toFixed(1)}× the average of the ${MONTHS_COMPARED} months before (${formatUsd(Math.round(average))}).`,
      priority: 'normal',
      data: {
        user_id: userId,
        email: user?.email,
        month: month.slice(0, 7),
        amount: current,
        previous_month: Math.round(average),
      },
      dedupKey: `revenue-anomaly:${userId}:${month.slice(0, 7)}`,
    },
    settings,
  )
}
