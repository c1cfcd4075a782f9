import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type { AdminUser, OutboxMessage } from '@/contracts/admin'
import type { User, ZAdminLogin, ZAdminSetup } from '@/contracts/auth'
import type { Role, UserStatus } from '@/contracts/roles'
import { api } from '@/web/lib/api'

export interface Page<T> {
  items: T[]
  total: number
}

export function adminLogin(input: z.output<typeof ZAdminLogin>) {
  return api<{ user: User }>('/api/auth/admin-login', { body: input })
}

export function checkSetupToken(token: string) {
  return api<{ valid: boolean }>('/api/setup/admin', { query: { token } })
}

export function createFirstAdmin(input: z.output<typeof ZAdminSetup>) {
  return api<{ user: User }>('/api/setup/admin', { body: input })
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
    queryKey: ['admin', 'users', filters],
    queryFn: ({ signal }) => api<Page<AdminUser>>('/api/admin/users', { query: { ...filters }, signal }),
    placeholderData: keepPreviousData,
  })
}

export function useOutbox(filters: { page: number; pageSize: number; to: string }) {
  return useQuery({
    queryKey: ['admin', 'outbox', filters],
    queryFn: ({ signal }) => api<Page<OutboxMessage>>('/api/admin/outbox', { query: { ...filters }, signal }),
    placeholderData: keepPreviousData,
  })
}
