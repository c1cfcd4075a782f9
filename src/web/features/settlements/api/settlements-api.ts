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

export type SettlementValues = z.output<typeof ZSettlementInput>

/** What every settlement write changes: the lists, the ledger entries it posts, the dashboard, the loads it pays. */
const invalidates = [
  keys.settlements.lists,
  keys.expenses.all,
  keys.dashboard.all,
  keys.loads.all,
  keys.payers.all,
]

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
    queryFn: ({ signal }) => api<Settlement>(`/api/settlements/${encodeURIComponent(id)}`, { signal }),
    // A 404 will not turn into a 200 by asking again.
    retry: false,
  })
}

/** A saved settlement's answer is its detail: cached at once, so its page shows without asking again. */
function useKeepDetail() {
  const queryClient = useQueryClient()
  return (settlement: Settlement) =>
    queryClient.setQueryData(keys.settlements.detail(settlement.id), settlement)
}

export function useCreateSettlement() {
  const keep = useKeepDetail()
  return useMutation({
    mutationFn: (input: SettlementValues) =>
      api<Settlement>('/api/settlements', { method: 'POST', body: input }),
    meta: { invalidates },
    onSuccess: keep,
  })
}

export function useUpdateSettlement(id: string) {
  const keep = useKeepDetail()
  return useMutation({
    mutationFn: (input: SettlementValues) =>
      api<Settlement>(`/api/settlements/${encodeURIComponent(id)}`, { method: 'PATCH', body: input }),
    meta: { invalidates },
    onSuccess: keep,
  })
}

/** Saves the settlement as the user checked it and posts it, in one request. */
export function useConfirmSettlement(id: string) {
  const keep = useKeepDetail()
  return useMutation({
    mutationFn: (input: SettlementValues) =>
      api<Settlement>(`/api/settlements/${encodeURIComponent(id)}/confirm`, { method: 'POST', body: input }),
    // The document it was read from now leads to a posted settlement.
    meta: { invalidates: [...invalidates, keys.documents.all] },
    onSuccess: keep,
  })
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

/** The CSV of the chosen rows (the server streams it as a download). */
export function exportUrl(ids: readonly string[]): string {
  return `/api/settlements/export.csv?${new URLSearchParams({ ids: ids.join(',') })}`
}
