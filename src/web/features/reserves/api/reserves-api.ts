import { useMutation, useQuery } from '@tanstack/react-query'
import type {
  ReserveAccount,
  ReserveAccountInput,
  ReserveAccountPatch,
  ReserveEntryInput,
  ReserveStatement,
} from '@/contracts/reserves'
import { api } from '@/web/lib/api'
import { keys } from '@/web/lib/query-keys'

/** An account's change moves its balance; a draw or interest also posts to the books. */
const invalidates = [keys.reserves.all]
const postsToTheBooks = [keys.reserves.all, keys.expenses.all, keys.dashboard.all, keys.reports.all]

export function useReserveAccounts() {
  return useQuery({
    queryKey: keys.reserves.lists,
    queryFn: ({ signal }) => api<{ items: ReserveAccount[] }>('/api/reserve-accounts', { signal }),
  })
}

export function useReserveAccount(id: string) {
  return useQuery({
    queryKey: keys.reserves.detail(id),
    queryFn: ({ signal }) => api<ReserveAccount>(`/api/reserve-accounts/${id}`, { signal }),
  })
}

export function useReserveStatement(id: string, range: { from?: string; to?: string } = {}) {
  const query = new URLSearchParams(Object.entries(range).filter(([, v]) => v) as [string, string][])
  return useQuery({
    queryKey: [...keys.reserves.detail(id), 'statement', range],
    queryFn: ({ signal }) =>
      api<ReserveStatement>(`/api/reserve-accounts/${id}/statement?${query}`, { signal }),
  })
}

export function useCreateReserveAccount() {
  return useMutation({
    mutationFn: (input: ReserveAccountInput) => api<ReserveAccount>('/api/reserve-accounts', { body: input }),
    meta: { invalidates },
  })
}

export function useUpdateReserveAccount(id: string) {
  return useMutation({
    mutationFn: (patch: ReserveAccountPatch) =>
      api<ReserveAccount>(`/api/reserve-accounts/${id}`, { method: 'PATCH', body: patch }),
    meta: { invalidates },
  })
}

export function useDeleteReserveAccount() {
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/reserve-accounts/${id}`, { method: 'DELETE' }),
    meta: { invalidates: postsToTheBooks },
  })
}

export function useAddReserveEntry(id: string) {
  return useMutation({
    mutationFn: (input: ReserveEntryInput) =>
      api<ReserveAccount>(`/api/reserve-accounts/${id}/entries`, { body: input }),
    meta: { invalidates: postsToTheBooks },
  })
}

export function useDeleteReserveEntry() {
  return useMutation({
    mutationFn: (entryId: string) => api<void>(`/api/reserve-entries/${entryId}`, { method: 'DELETE' }),
    meta: { invalidates: postsToTheBooks },
  })
}
