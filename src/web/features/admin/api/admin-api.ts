import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type { AdminStats, EmailSettings, OutboxMessage, ZEmailSettingsInput } from '@/contracts/admin'
import type { SecuritySettings, SecuritySettingsView, User, ZAdminLogin, ZAdminSetup } from '@/contracts/auth'
import type { AdminNotification, NotificationSettings } from '@/contracts/notifications'
import type { Role, UserStatus } from '@/contracts/roles'
import type { SystemStatus } from '@/contracts/system'
import {
  ADMIN_MESSAGES,
  type AdminUser,
  type AdminUserDetails,
  type ZAdminCreateUser,
  type ZAdminUserPatch,
} from '@/contracts/users'

interface Activity {
  id: string
  at: string
  action: string
  actorEmail: string
  viaAdmin: boolean
  targetUserId: string | null
}

import { api } from '@/web/lib/api'
import { reloadWithNotice } from '@/web/lib/notify'
import { keys } from '@/web/lib/query-keys'
import { rememberAdminScreen, useSignedIn } from '@/web/lib/session'

export interface Page<T> {
  items: T[]
  total: number
}

export function useAdminLogin() {
  const signedIn = useSignedIn()
  return useMutation({
    mutationFn: (input: z.output<typeof ZAdminLogin>) =>
      api<{ user: User } | { twoFactorRequired: true; challenge: string }>('/api/auth/admin-login', {
        body: input,
      }),
    // With two-factor sign-in on, the code comes next (TwoFactorStep signs in).
    onSuccess: (result) => {
      if ('user' in result) signedIn(result)
    },
  })
}

/** Whether the one-time setup link is still good (the server answers an error when it is not). */
export function useSetupToken(token: string) {
  return useQuery({
    queryKey: keys.admin.setupToken.detail(token),
    queryFn: () => api<{ valid: boolean }>('/api/setup/admin', { query: { token } }),
    enabled: token !== '',
    retry: false,
  })
}

export function useCreateFirstAdmin() {
  const signedIn = useSignedIn()
  return useMutation({
    mutationFn: (input: z.output<typeof ZAdminSetup>) =>
      api<{ user: User }>('/api/setup/admin', { body: input }),
    onSuccess: signedIn,
  })
}

export interface UserFilters {
  page: number
  pageSize: number
  search: string
  role: Role | null
  status: UserStatus | null
}

export function useAdminUsers(filters: UserFilters) {
  return useQuery({
    queryKey: keys.admin.users.list(filters),
    queryFn: ({ signal }) => api<Page<AdminUser>>('/api/admin/users', { query: { ...filters }, signal }),
    placeholderData: keepPreviousData,
  })
}

export function useOutbox(filters: { page: number; pageSize: number; to: string }) {
  return useQuery({
    queryKey: keys.admin.outbox.list(filters),
    queryFn: ({ signal }) => api<Page<OutboxMessage>>('/api/admin/outbox', { query: { ...filters }, signal }),
    placeholderData: keepPreviousData,
  })
}

// ---- User management ----

/** What an admin's change to accounts refreshes: the list, the figures, a user's details. */
const usersChanged = [keys.admin.users.all, keys.admin.stats.all, keys.admin.activity.all]

export function useAdminStats() {
  return useQuery({
    queryKey: keys.admin.stats.all,
    queryFn: ({ signal }) => api<AdminStats>('/api/admin/stats', { signal }),
  })
}

export function useAdminUserDetails(id: string | null) {
  return useQuery({
    queryKey: keys.admin.users.detail(id ?? ''),
    queryFn: ({ signal }) => api<AdminUserDetails>(`/api/admin/users/${id}`, { signal }),
    enabled: id !== null,
  })
}

export function useCreateUser() {
  return useMutation({
    mutationFn: (input: z.input<typeof ZAdminCreateUser>) =>
      api<AdminUser>('/api/admin/users', { body: input }),
    meta: { invalidates: usersChanged },
  })
}

export function useUpdateUser() {
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: z.input<typeof ZAdminUserPatch> }) =>
      api<AdminUser>(`/api/admin/users/${id}`, { method: 'PATCH', body: patch }),
    meta: { invalidates: usersChanged },
  })
}

export function useBulkUsers() {
  return useMutation({
    mutationFn: (input: { ids: string[]; action: 'activate' | 'suspend' | 'delete' }) =>
      api<{ affected: number }>('/api/admin/users/bulk', { body: input }),
    meta: { invalidates: usersChanged },
  })
}

export function useSendPasswordReset() {
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/admin/users/${id}/password-reset`, { method: 'POST' }),
    meta: { invalidates: [keys.admin.users.all] },
  })
}

/**
 * View User Account: this session becomes the client's, and their dashboard opens afresh (nothing of
 * the admin's screens or cached answers carries over) with 'Viewing user account'.
 */
export function useViewUserAccount() {
  return useMutation({
    mutationFn: (id: string) => api<{ id: string }>(`/api/admin/impersonate/${id}`, { method: 'POST' }),
    onSuccess: () => {
      rememberAdminScreen()
      reloadWithNotice('/dashboard', ADMIN_MESSAGES.viewing)
    },
  })
}

// ---- Dashboard and notifications ----

export function useAdminActivity() {
  return useQuery({
    queryKey: keys.admin.activity.all,
    queryFn: ({ signal }) => api<{ items: Activity[] }>('/api/admin/activity', { signal }),
  })
}

export function useNotifications(page: number, pageSize: number) {
  return useQuery({
    queryKey: keys.admin.notifications.list({ page, pageSize }),
    queryFn: ({ signal }) =>
      api<Page<AdminNotification> & { unread: number }>('/api/admin/notifications', {
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

export function useEmailSettings() {
  return useQuery({
    queryKey: keys.admin.settings.detail('email'),
    queryFn: ({ signal }) => api<EmailSettings>('/api/admin/settings/email', { signal }),
  })
}

export function useSaveEmailSettings() {
  return useMutation({
    mutationFn: (input: z.input<typeof ZEmailSettingsInput>) =>
      api<EmailSettings>('/api/admin/settings/email', { method: 'PUT', body: input }),
    meta: { invalidates: [keys.admin.settings.all, keys.admin.activity.all] },
  })
}

export function useSendTestEmail() {
  return useMutation({
    mutationFn: (to: string) => api<void>('/api/admin/settings/email/test', { body: { to } }),
    meta: { invalidates: [keys.admin.activity.all] },
  })
}

export function useSecuritySettings() {
  return useQuery({
    queryKey: keys.admin.settings.detail('security'),
    queryFn: ({ signal }) => api<SecuritySettingsView>('/api/admin/settings/security', { signal }),
  })
}

export function useSaveSecuritySettings() {
  return useMutation({
    mutationFn: (settings: SecuritySettings) =>
      api<SecuritySettingsView>('/api/admin/settings/security', { method: 'PUT', body: settings }),
    meta: { invalidates: [keys.admin.settings.all, keys.admin.activity.all] },
  })
}

// ---- System ----

export function useSystemStatus() {
  return useQuery({
    queryKey: keys.admin.system.all,
    queryFn: ({ signal }) => api<SystemStatus>('/api/admin/system', { signal }),
  })
}

export function useRetryFailedJobs() {
  return useMutation({
    mutationFn: () => api<{ retried: number }>('/api/admin/system/retry-failed-jobs', { method: 'POST' }),
    meta: { invalidates: [keys.admin.system.all, keys.admin.activity.all] },
  })
}
