import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type { AdminUser, OutboxMessage } from '@/contracts/admin'
import type { User, ZAdminLogin, ZAdminSetup } from '@/contracts/auth'
import type { Role, UserStatus } from '@/contracts/roles'
import { api } from '@/web/lib/api'
import { keys } from '@/web/lib/query-keys'
import { useSignedIn } from '@/web/lib/session'

export interface Page<T> {
  items: T[]
  total: number
}

export function useAdminLogin() {
  const signedIn = useSignedIn()
  return useMutation({
    mutationFn: (input: z.output<typeof ZAdminLogin>) =>
      api<{ user: User }>('/api/auth/admin-login', { body: input }),
    onSuccess: signedIn,
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
