import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type {
  Settlement,
  SettlementStatus,
  SettlementSummary,
  ZSettlementInput,
} from '../../../../contracts/settlements'
import { api } from '../../../lib/api'

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

/** Every settlement query starts with this key, so one invalidation refreshes lists and details. */
export const SETTLEMENTS_KEY = ['settlements'] as const

export function useSettlements(filters: SettlementFilters) {
  return useQuery({
    queryKey: [...SETTLEMENTS_KEY, 'list', filters],
    queryFn: ({ signal }) => api<SettlementPage>('/api/settlements', { query: { ...filters }, signal }),
    placeholderData: keepPreviousData,
  })
}

export function useSettlement(id: string) {
  return useQuery({
    queryKey: [...SETTLEMENTS_KEY, 'detail', id],
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
  return api<void>(`/api/settlements/${encodeURIComponent(id)}`, { method: 'DELETE' })
}

export function deleteSettlements(ids: string[]) {
  return api<{ deleted: number }>('/api/settlements/bulk-delete', { method: 'POST', body: { ids } })
}

export function confirmSettlement(id: string) {
  return api<Settlement>(`/api/settlements/${encodeURIComponent(id)}/confirm`, { method: 'POST' })
}

/** The CSV of the chosen rows (the server streams it as a download). */
export function exportUrl(ids: readonly string[]): string {
  return `/api/settlements/export.csv?${new URLSearchParams({ ids: ids.join(',') })}`
}

/** What POST needs to re-create a settlement exactly as it was (used by Undo). */
export function toSettlementInput(settlement: Settlement): SettlementInput {
  return {
    broker: settlement.broker,
    settlementNumber: settlement.settlementNumber,
    tripNumber: settlement.tripNumber,
    settlementDate: settlement.settlementDate,
    periodStart: settlement.periodStart,
    periodEnd: settlement.periodEnd,
    notes: settlement.notes,
    lines: settlement.lines.map((line) => ({
      kind: line.kind,
      description: line.description,
      category: line.category as SettlementInput['lines'][number]['category'],
      amountCents: line.amountCents,
      loadNumber: line.loadNumber,
      loadDate: line.loadDate,
      origin: line.origin,
      destination: line.destination,
      miles: line.miles,
    })),
  }
}

/** Re-creates deleted settlements; a confirmed one is confirmed again so its ledger entries return. */
export async function restoreSettlements(settlements: readonly Settlement[]): Promise<void> {
  for (const settlement of settlements) {
    const created = await createSettlement(toSettlementInput(settlement))
    if (settlement.status === 'processed' && created.status === 'pending') {
      await confirmSettlement(created.id)
    }
  }
}
