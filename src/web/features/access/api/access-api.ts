import { useMutation, useQuery } from '@tanstack/react-query'
import type { AccessLevel } from '@/contracts/access'
import { api } from '@/web/lib/api'
import { keys } from '@/web/lib/query-keys'

export interface AccessGrant {
  id: string
  email: string
  access: AccessLevel
  accountantName: string | null
  createdAt: string
}

export function useAccessGrants(enabled: boolean) {
  return useQuery({
    queryKey: keys.access.all,
    queryFn: ({ signal }) => api<{ items: AccessGrant[] }>('/api/settings/access', { signal }),
    enabled,
  })
}

export function useGrantAccess() {
  return useMutation({
    mutationFn: (input: { email: string; access: AccessLevel }) =>
      api<AccessGrant & { inviteUrl: string | null }>('/api/settings/access', { body: input }),
    meta: { invalidates: [keys.access.all] },
  })
}

export function useRevokeAccess() {
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/settings/access/${id}`, { method: 'DELETE' }),
    meta: { invalidates: [keys.access.all] },
  })
}
