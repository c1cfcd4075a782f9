import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type { MileageEntry, MileageList, ZMileageInput } from '@/contracts/mileage'
import type { DateRange } from '@/domain/period'
import { api, apiDelete } from '@/web/lib/api'
import { keys } from '@/web/lib/query-keys'

export type MileageValues = z.output<typeof ZMileageInput>

export function useMileage(query: DateRange & { page: number; pageSize: number }) {
  return useQuery({
    queryKey: keys.mileage.list(query),
    queryFn: ({ signal }) => api<MileageList>('/api/mileage', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  })
}

export function createMileageEntry(input: MileageValues) {
  return api<MileageEntry>('/api/mileage', { body: input })
}

export function updateMileageEntry(id: string, patch: Partial<MileageValues>) {
  return api<MileageEntry>(`/api/mileage/${id}`, { method: 'PATCH', body: patch })
}

export function deleteMileageEntry(id: string) {
  return apiDelete(`/api/mileage/${id}`)
}

export function mileageExportUrl(range: DateRange): string {
  return `/api/mileage/export.csv?${new URLSearchParams({ from: range.from, to: range.to })}`
}
