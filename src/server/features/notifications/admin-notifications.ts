import { count, desc, eq } from 'drizzle-orm'
import type { z } from 'zod'
import {
  type AdminNotification,
  NOTIFICATION_MESSAGES,
  type ZNotificationQuery,
} from '@/contracts/notifications.ts'
import type { Db } from '@/server/db/client.ts'
import { adminNotifications } from '@/server/db/schema/index.ts'
import type { Clock } from '@/server/lib/clock.ts'
import { AppError } from '@/server/lib/errors.ts'
import { pageWindow } from '@/server/lib/paging.ts'
import { type Actor, recordAudit } from '@/server/shared/audit.ts'

const view = (row: typeof adminNotifications.$inferSelect): AdminNotification => ({
  id: row.id,
  type: row.type,
  title: row.title,
  message: row.message,
  status: row.status,
  priority: row.priority,
  data: row.data,
  createdAt: row.createdAt.toISOString(),
})

/** The back office's notifications, newest first, with how many are unread. */
export async function listNotifications(options: { db: Db } & z.output<typeof ZNotificationQuery>) {
  const { db } = options
  const where = options.status ? eq(adminNotifications.status, options.status) : undefined
  const window = pageWindow(options)
  const [rows, [total], [unread]] = await Promise.all([
    db
      .select()
      .from(adminNotifications)
      .where(where)
      .orderBy(desc(adminNotifications.createdAt), desc(adminNotifications.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(adminNotifications).where(where),
    db.select({ n: count() }).from(adminNotifications).where(eq(adminNotifications.status, 'unread')),
  ])
  return { items: rows.map(view), total: total?.n ?? 0, unread: unread?.n ?? 0 }
}

interface AdminCall {
  db: Db
  clock: Clock
  actor: Actor
}

export async function setNotificationStatus(options: AdminCall & { id: string; status: 'unread' | 'read' }) {
  return options.db.transaction(async (tx) => {
    const [row] = await tx
      .update(adminNotifications)
      .set({ status: options.status })
      .where(eq(adminNotifications.id, options.id))
      .returning()
    if (!row) throw new AppError('NOT_FOUND', NOTIFICATION_MESSAGES.notFound)
    await recordAudit(tx, options.actor, {
      action: `notification.${options.status}`,
      details: { notificationId: options.id },
      at: options.clock.now(),
    })
    return view(row)
  })
}

export async function markAllRead(options: AdminCall) {
  return options.db.transaction(async (tx) => {
    const changed = await tx
      .update(adminNotifications)
      .set({ status: 'read' })
      .where(eq(adminNotifications.status, 'unread'))
      .returning({ id: adminNotifications.id })
    await recordAudit(tx, options.actor, {
      action: 'notification.read_all',
      details: { count: changed.length },
      at: options.clock.now(),
    })
    return changed.length
  })
}

/** Deletes one notification, or (no id) every read one. */
export async function deleteNotifications(options: AdminCall & { id?: string }) {
  return options.db.transaction(async (tx) => {
    const removed = await tx
      .delete(adminNotifications)
      .where(options.id ? eq(adminNotifications.id, options.id) : eq(adminNotifications.status, 'read'))
      .returning({ id: adminNotifications.id })
    if (options.id && removed.length === 0) throw new AppError('NOT_FOUND', NOTIFICATION_MESSAGES.notFound)
    await recordAudit(tx, options.actor, {
      action: options.id ? 'notification.delete' : 'notification.delete_read',
      details: options.id ? { notificationId: options.id } : { count: removed.length },
      at: options.clock.now(),
    })
    return removed.length
  })
}
