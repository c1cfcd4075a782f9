import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query'
import type { BalanceItem, BalanceItemInput, BalanceItemPatch, BalanceSheet } from '@/contracts/balance-sheet'
import { api } from '@/web/lib/api'
import { keys } from '@/web/lib/query-keys'

/** A typed item moves the sheet of every date after it. */
const invalidates = [keys.balanceItems.all, keys.reports.all]

export function useBalanceSheet(date: string) {
  return useQuery({
    queryKey: keys.reports.detail(`balance-sheet?date=${date}`),
    queryFn: ({ signal }) => api<BalanceSheet>('/api/reports/balance-sheet', { query: { date }, signal }),
    placeholderData: keepPreviousData,
    enabled: Boolean(date),
  })
}

export const balanceSheetCsvUrl = (date: string) =>
  `/api/reports/balance-sheet/export.csv?${new URLSearchParams({ date })}`

export function useBalanceItems() {
  return useQuery({
    queryKey: keys.balanceItems.lists,
    queryFn: ({ signal }) => api<{ items: BalanceItem[] }>('/api/balance-items', { signal }),
  })
}

export function useCreateBalanceItem() {
  return useMutation({
    mutationFn: (input: BalanceItemInput) => api<BalanceItem>('/api/balance-items', { body: input }),
    meta: { invalidates },
  })
}

export function useUpdateBalanceItem(id: string) {
  return useMutation({
    mutationFn: (patch: BalanceItemPatch) =>
      api<BalanceItem>(`/api/balance-items/${id}`, { method: 'PATCH', body: patch }),
    meta: { invalidates },
  })
}

export function useDeleteBalanceItem() {
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/balance-items/${id}`, { method: 'DELETE' }),
    meta: { invalidates },
  })
}
