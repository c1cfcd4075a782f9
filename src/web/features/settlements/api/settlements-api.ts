import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type {
  Settlement,
  SettlementStatus,
  SettlementSummary,
  ZSettlementInput,
} from '@/contracts/settlements'
import { api, apiDelete } from '@/web/lib/api'
import { keys } from '@/web/lib/query-keys'
import { useUndo } from '@/web/lib/undo'

export interface SettlementPage {
  items: SettlementSummary[]
  total: number
}

export interface SettlementFilters {
  page: number
  pageSize: number
  search: string
  status: SettlementStatus | null
  from?: string
  to?: string
}

type SettlementInput = z.output<typeof ZSettlementInput>

/** What every settlement write changes: the lists, the ledger entries it posts, the dashboard. */
const invalidates = [keys.settlements.lists, keys.expenses.all, keys.dashboard.all]

export function useSettlements(filters: SettlementFilters) {
  return useQuery({
    queryKey: keys.settlements.list(filters),
    queryFn: ({ signal }) => api<SettlementPage>('/api/settlements', { query: { ...filters }, signal }),
    placeholderData: keepPreviousData,
  })
}

export function useSettlement(id: string) {
  return useQuery({
    queryKey: keys.settlements.detail(id),
    queryFn: ({ signal }) => getSettlement(id, signal),
    // A 404 will not turn into a 200 by asking again.
    retry: false,
  })
}

export function getSettlement(id: string, signal?: AbortSignal) {
  return api<Settlement>(`/api/settlements/${encodeURIComponent(id)}`, { signal })
}

export function createSettlement(input: SettlementInput) {
  return api<Settlement>('/api/settlements', { method: 'POST', body: input })
}

export function updateSettlement(id: string, input: SettlementInput) {
  return api<Settlement>(`/api/settlements/${encodeURIComponent(id)}`, { method: 'PATCH', body: input })
}

/** A deleted settlement's cached detail is dropped rather than refetched: it would only answer 404. */
function useForgetDetails() {
  const queryClient = useQueryClient()
  return (ids: readonly string[]) => {
    for (const id of ids) queryClient.removeQueries({ queryKey: keys.settlements.detail(id) })
  }
}

export function useDeleteSettlement() {
  const forget = useForgetDetails()
  return useMutation({
    mutationFn: (id: string) => apiDelete(`/api/settlements/${encodeURIComponent(id)}`),
    meta: { invalidates },
    onSuccess: (_answer, id) => forget([id]),
  })
}

export function useDeleteSettlements() {
  const forget = useForgetDetails()
  return useMutation({
    mutationFn: (ids: readonly string[]) =>
      apiDelete<{ deleted: number }>('/api/settlements/bulk-delete', { method: 'POST', body: { ids } }),
    meta: { invalidates },
    onSuccess: (_answer, ids) => forget(ids),
  })
}

/** The Undo of a delete above: the settlements and what they posted come back as they were. */
export function useRestoreSettlements() {
  return useUndo(invalidates)
}

/** Saves the settlement as the user checked it and posts it, in one request. */
export function confirmSettlement(id: string, input: SettlementInput) {
  return api<Settlement>(`/api/settlements/${encodeURIComponent(id)}/confirm`, {
    method: 'POST',
    body: input,
  })
}

/** The CSV of the chosen rows (the server streams it as a download). */
export function exportUrl(ids: readonly string[]): string {
  return `/api/settlements/export.csv?${new URLSearchParams({ ids: ids.join(',') })}`
}
