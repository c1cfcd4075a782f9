import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query'
import type { PerDiemDayInput, PerDiemYear } from '@/contracts/per-diem'
import { api, apiDelete } from '@/web/lib/api'
import { keys } from '@/web/lib/query-keys'

/** What every per diem write changes: the log and the tax report (line 24b). */
const invalidates = [keys.perDiem.all, keys.reports.all]

export function usePerDiemYear(year: number) {
  return useQuery({
    queryKey: keys.perDiem.list({ year }),
    queryFn: ({ signal }) => api<PerDiemYear>('/api/per-diem', { query: { year }, signal }),
    placeholderData: keepPreviousData,
  })
}

/** Adds or changes days (all of them or none); the answer is how many were saved. */
export function useSavePerDiemDays() {
  return useMutation({
    mutationFn: (days: PerDiemDayInput[]) =>
      api<{ saved: number }>('/api/per-diem/days', {
        method: 'PUT',
        body: { days: days.map(({ date, kind, outsideConus }) => ({ date, kind, outsideConus })) },
      }),
    meta: { invalidates },
  })
}

export function useDeletePerDiemDay() {
  return useMutation({
    mutationFn: (date: string) => apiDelete(`/api/per-diem/days/${date}`),
    meta: { invalidates },
  })
}
