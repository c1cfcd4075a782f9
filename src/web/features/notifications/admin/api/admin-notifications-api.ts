import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type { AdminNotification, NotificationSettings, ZNotificationList } from '@/contracts/notifications'
import { api } from '@/web/lib/api'
import { keys } from '@/web/lib/query-keys'

export function useNotifications(page: number, pageSize: number) {
  return useQuery({
    queryKey: keys.admin.notifications.list({ page, pageSize }),
    queryFn: ({ signal }) =>
      api<z.infer<typeof ZNotificationList>>('/api/admin/notifications', {
        query: { page, pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  })
}

const notificationsChanged = [keys.admin.notifications.all, keys.admin.activity.all]

export function useMarkNotification() {
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'read' | 'unread' }) =>
      api<AdminNotification>(`/api/admin/notifications/${id}`, { method: 'PATCH', body: { status } }),
    meta: { invalidates: notificationsChanged },
  })
}

export function useMarkAllNotificationsRead() {
  return useMutation({
    mutationFn: () => api<{ affected: number }>('/api/admin/notifications/mark-all-read', { method: 'POST' }),
    meta: { invalidates: notificationsChanged },
  })
}

export function useDeleteNotification() {
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/admin/notifications/${id}`, { method: 'DELETE' }),
    meta: { invalidates: notificationsChanged },
  })
}

export function useDeleteReadNotifications() {
  return useMutation({
    mutationFn: () =>
      api<{ affected: number }>('/api/admin/notifications', { method: 'DELETE', query: { status: 'read' } }),
    meta: { invalidates: notificationsChanged },
  })
}

// ---- Settings ----

export function useNotificationSettings() {
  return useQuery({
    queryKey: keys.admin.settings.detail('notifications'),
    queryFn: ({ signal }) => api<NotificationSettings>('/api/admin/settings/notifications', { signal }),
  })
}

export function useSaveNotificationSettings() {
  return useMutation({
    mutationFn: (settings: NotificationSettings) =>
      api<NotificationSettings>('/api/admin/settings/notifications', { method: 'PUT', body: settings }),
    meta: { invalidates: [keys.admin.settings.all, keys.admin.activity.all] },
  })
}
