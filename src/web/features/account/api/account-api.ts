import { useMutation, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type {
  ApiKey,
  IdentityProof,
  NotificationPrefs,
  Profile,
  ProfileInput,
  ZSessionList,
} from '@/contracts/account'
import type { DataExport } from '@/contracts/data-export'
import type { IftaRecordsAnswer } from '@/contracts/ifta'
import { api } from '@/web/lib/api'
import { keys } from '@/web/lib/query-keys'

export type AccountSession = z.infer<typeof ZSessionList>['items'][number]

export function useProfile() {
  return useQuery({
    queryKey: keys.account.detail('profile'),
    queryFn: ({ signal }) => api<Profile>('/api/settings/profile', { signal }),
  })
}

export function useSaveProfile() {
  return useMutation({
    mutationFn: (input: ProfileInput) =>
      api<Profile>('/api/settings/profile', { method: 'PATCH', body: input }),
    // The name and time zone show in the chrome and decide "today": the session is read again.
    meta: { invalidates: [keys.account.all, keys.session.all] },
  })
}

export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (input: { email: string } & IdentityProof) =>
      api<{ message: string }>('/api/settings/email', { body: input }),
    meta: { invalidates: [keys.account.all] },
  })
}

export function useConfirmEmail() {
  return useMutation({
    mutationFn: (token: string) => api<{ message: string }>('/api/auth/confirm-email', { body: { token } }),
    meta: { invalidates: [keys.account.all, keys.session.all] },
  })
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string; confirmPassword: string }) =>
      api<{ message: string }>('/api/settings/password', { body: input }),
    meta: { invalidates: [keys.account.all] },
  })
}

export function useSessions() {
  return useQuery({
    queryKey: keys.account.detail('sessions'),
    queryFn: ({ signal }) => api<{ items: AccountSession[] }>('/api/settings/sessions', { signal }),
  })
}

export function useRevokeSession() {
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/settings/sessions/${id}`, { method: 'DELETE' }),
    meta: { invalidates: [keys.account.all] },
  })
}

export function useNotificationPrefs() {
  return useQuery({
    queryKey: keys.account.detail('notifications'),
    queryFn: ({ signal }) => api<NotificationPrefs>('/api/settings/notifications', { signal }),
  })
}

export function useSaveNotificationPrefs() {
  return useMutation({
    mutationFn: (prefs: NotificationPrefs) =>
      api<NotificationPrefs>('/api/settings/notifications', { method: 'PUT', body: prefs }),
    meta: { invalidates: [keys.account.all] },
  })
}

/** The account's keys: only the account holder, in their own session, may list them. */
export function useApiKeys(own: boolean) {
  return useQuery({
    enabled: own,
    queryKey: keys.account.detail('api-keys'),
    queryFn: ({ signal }) => api<{ items: ApiKey[] }>('/api/settings/api-keys', { signal }),
  })
}

export function useCreateApiKey() {
  return useMutation({
    mutationFn: (input: { name: string; scope: 'read' | 'write' } & IdentityProof) =>
      api<ApiKey & { key: string }>('/api/settings/api-keys', { body: input }),
    meta: { invalidates: [keys.account.all] },
  })
}

export function useRevokeApiKey() {
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/settings/api-keys/${id}`, { method: 'DELETE' }),
    meta: { invalidates: [keys.account.all] },
  })
}

// ---- Data rights: export everything ----

export function useLatestDataExport() {
  return useQuery({
    queryKey: keys.account.detail('data-export'),
    queryFn: ({ signal }) =>
      api<{ export: DataExport | null; iftaRecords: IftaRecordsAnswer | null }>('/api/account/export', {
        signal,
      }),
    // While the export is being made, its progress shows.
    refetchInterval: (query) => {
      const status = query.state.data?.export?.status
      return status === 'queued' || status === 'running' ? 1000 : false
    },
  })
}

export function useStartDataExport() {
  return useMutation({
    mutationFn: () => api<{ id: string }>('/api/account/export', { method: 'POST', body: {} }),
    meta: { invalidates: [keys.account.all] },
  })
}

export const dataExportFileUrl = (id: string) => `/api/account/export/${id}/file`

export function useCloseAccount() {
  return useMutation({
    mutationFn: (input: IdentityProof) =>
      api<{ message: string; deletionOn: string; iftaRecords: IftaRecordsAnswer | null }>(
        '/api/account/close',
        {
          body: input,
        },
      ),
  })
}
