import { useMutation, useQuery } from '@tanstack/react-query'
import type {
  Advance,
  AdvanceInput,
  AdvanceList,
  AdvancePatch,
  AdvancesOutstanding,
} from '@/contracts/advances'
import { api } from '@/web/lib/api'
import { keys } from '@/web/lib/query-keys'

/** An advance that paid for something posts that expense: the books change with it. */
const invalidates = [keys.advances.all, keys.expenses.all, keys.dashboard.all, keys.reports.all]

export function useAdvances() {
  return useQuery({
    queryKey: keys.advances.lists,
    queryFn: ({ signal }) => api<AdvanceList>('/api/advances', { signal }),
  })
}

export function useAdvancesOutstanding(date: string) {
  return useQuery({
    queryKey: [...keys.advances.all, 'outstanding', date],
    queryFn: ({ signal }) =>
      api<AdvancesOutstanding>(`/api/advances/outstanding?date=${encodeURIComponent(date)}`, { signal }),
  })
}

export function useCreateAdvance() {
  return useMutation({
    mutationFn: (input: AdvanceInput) => api<Advance>('/api/advances', { body: input }),
    meta: { invalidates },
  })
}

export function useUpdateAdvance(id: string) {
  return useMutation({
    mutationFn: (patch: AdvancePatch) =>
      api<Advance>(`/api/advances/${id}`, { method: 'PATCH', body: patch }),
    meta: { invalidates },
  })
}

export function useDeleteAdvance() {
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/advances/${id}`, { method: 'DELETE' }),
    meta: { invalidates },
  })
}
