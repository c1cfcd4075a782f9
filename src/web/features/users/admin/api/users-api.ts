import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { Role, UserStatus } from '@/contracts/roles'
import type {
  AdminUser,
  AdminUserDetails,
  ZAdminCreateUser,
  ZAdminUserList,
  ZAdminUserPatch,
} from '@/contracts/users'
import { api } from '@/web/lib/api'
import { keys } from '@/web/lib/query-keys'

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
    queryFn: ({ signal }) =>
      api<z.infer<typeof ZAdminUserList>>('/api/admin/users', { query: { ...filters }, signal }),
    placeholderData: keepPreviousData,
  })
}

/** What an admin's change to accounts refreshes: the list, the figures, a user's details. */
const usersChanged = [keys.admin.users.all, keys.admin.stats.all, keys.admin.activity.all]

export function useAdminUserDetails(id: string | null) {
  return useQuery({
    queryKey: keys.admin.users.detail(id ?? ''),
    queryFn: ({ signal }) => api<AdminUserDetails>(`/api/admin/users/${id}`, { signal }),
    enabled: id !== null,
  })
}

/** Reads one account's details now (e.g. before a delete is confirmed), from the cache when fresh. */
export function useFetchUserDetails() {
  const queryClient = useQueryClient()
  return (id: string) =>
    queryClient.fetchQuery({
      queryKey: keys.admin.users.detail(id),
      queryFn: ({ signal }) => api<AdminUserDetails>(`/api/admin/users/${id}`, { signal }),
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
