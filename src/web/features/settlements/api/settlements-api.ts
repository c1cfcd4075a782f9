import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type {
  Settlement,
  SettlementStatus,
  SettlementSummary,
  ZSettlementInput,
} from '@/contracts/settlements'
import { api, apiDelete } from '@/web/lib/api'
import { keys } from '@/web/lib/query-keys'

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

export function deleteSettlement(id: string) {
  return apiDelete(`/api/settlements/${encodeURIComponent(id)}`)
}

export function deleteSettlements(ids: string[]) {
  return apiDelete<{ deleted: number }>('/api/settlements/bulk-delete', { method: 'POST', body: { ids } })
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
