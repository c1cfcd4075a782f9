import { useMutation, useQuery } from '@tanstack/react-query'
import type { UserNotification } from '@/contracts/notifications'
import { api } from '@/web/lib/api'
import { keys } from '@/web/lib/query-keys'

/** How often the bell asks for news while the app is open. */
const POLL_MS = 60_000

export function useNotifications() {
  return useQuery({
    queryKey: keys.notifications.all,
    queryFn: ({ signal }) =>
      api<{ items: UserNotification[]; unread: number }>('/api/notifications', { signal }),
    refetchInterval: POLL_MS,
  })
}

export function useMarkNotification() {
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) =>
      api<UserNotification>(`/api/notifications/${id}`, { method: 'PATCH', body: { read } }),
    meta: { invalidates: [keys.notifications.all] },
  })
}

export function useMarkAllNotificationsRead() {
  return useMutation({
    mutationFn: () => api<{ unread: number }>('/api/notifications/mark-all-read', { method: 'POST' }),
    meta: { invalidates: [keys.notifications.all] },
  })
}
