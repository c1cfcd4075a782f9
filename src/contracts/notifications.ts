import { z } from 'zod'
import { ZPageQuery } from './common.ts'

// ---- The user's bell ----

export const ZUserNotification = z.object({
  id: z.uuid(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
  read: z.boolean(),
})
export type UserNotification = z.infer<typeof ZUserNotification>
export const ZUserNotificationList = z.object({ items: z.array(ZUserNotification), unread: z.number().int() })
export const ZUserNotificationPatch = z.object({ read: z.boolean() }).meta({ examples: [{ read: true }] })

// ---- The admins' notifications ----

export const NOTIFICATION_TYPES = ['expense_alert', 'revenue_alert', 'system_alert'] as const
export const NOTIFICATION_PRIORITIES = ['urgent', 'high', 'normal'] as const
export const NOTIFICATION_STATUSES = ['unread', 'read'] as const

/** The notifications tab's messages (spec 8). */
export const NOTIFICATION_MESSAGES = {
  markedRead: 'Notification marked as read',
  deleted: 'Notification deleted',
  allRead: 'All notifications marked as read',
  readDeleted: 'All read notifications deleted',
  confirmDeleteRead: 'Are you sure you want to delete all read notifications?',
  notFound: 'Notification not found',
} as const

export const ZNotification = z.object({
  id: z.uuid(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  status: z.enum(NOTIFICATION_STATUSES),
  priority: z.enum(NOTIFICATION_PRIORITIES),
  data: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
})
export type AdminNotification = z.infer<typeof ZNotification>

export const ZNotificationQuery = ZPageQuery.extend({ status: z.enum(NOTIFICATION_STATUSES).optional() })
export const ZNotificationList = z.object({
  items: z.array(ZNotification),
  total: z.number().int(),
  unread: z.number().int(),
})
export const ZNotificationPatch = z
  .object({ status: z.enum(NOTIFICATION_STATUSES) })
  .meta({ examples: [{ status: 'read' }] })
export const ZNotificationDeleteQuery = z.object({ status: z.literal('read') })

/** Which notifications the server raises, and whether the admins are e-mailed the high and urgent ones. */
export const ZNotificationSettings = z
  .object({
    emailNotifications: z.boolean(),
    expenseAlerts: z.boolean(),
    /** An expense at or over this raises an expense alert. */
    largeExpenseThresholdCents: z.number().int().min(100).max(1_000_000_000),
    revenueAlerts: z.boolean(),
    systemAlerts: z.boolean(),
  })
  .meta({
    examples: [
      {
        emailNotifications: true,
        expenseAlerts: true,
        largeExpenseThresholdCents: 500_000,
        revenueAlerts: true,
        systemAlerts: true,
      },
    ],
  })
export type NotificationSettings = z.infer<typeof ZNotificationSettings>

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  emailNotifications: false,
  expenseAlerts: true,
  largeExpenseThresholdCents: 500_000,
  revenueAlerts: true,
  systemAlerts: true,
}
