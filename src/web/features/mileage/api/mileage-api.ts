import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type { MileageEntry, MileageList, ZMileageInput } from '@/contracts/mileage'
import type { MileageVehicle } from '@/domain/mileage/eligibility'
import type { DateRange } from '@/domain/period'
import { api, apiDelete } from '@/web/lib/api'
import { keys } from '@/web/lib/query-keys'
import { useUndo } from '@/web/lib/undo'

export type MileageValues = z.output<typeof ZMileageInput>

/** What every mileage write changes: the log and the dashboard's quick stats. */
const invalidates = [keys.mileage.all, keys.dashboard.all]

export function useMileage(query: DateRange & { page: number; pageSize: number }) {
  return useQuery({
    queryKey: keys.mileage.list(query),
    queryFn: ({ signal }) => api<MileageList>('/api/mileage', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  })
}

export function useCreateMileageEntry() {
  return useMutation({
    mutationFn: (input: MileageValues) => api<MileageEntry>('/api/mileage', { body: input }),
    meta: { invalidates },
  })
}

export function useUpdateMileageEntry() {
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: Partial<MileageValues> }) =>
      api<MileageEntry>(`/api/mileage/${id}`, { method: 'PATCH', body: patch }),
    meta: { invalidates },
  })
}

export function useDeleteMileageEntry() {
  return useMutation({
    mutationFn: (id: string) => apiDelete(`/api/mileage/${id}`),
    meta: { invalidates },
  })
}

/** Says what the logged miles are driven in, which decides whether the standard rate applies. */
export function useSetMileageVehicle() {
  return useMutation({
    mutationFn: (vehicle: MileageVehicle) =>
      api<{ vehicle: MileageVehicle }>('/api/mileage/vehicle', { method: 'PUT', body: { vehicle } }),
    meta: { invalidates },
  })
}

/** The Undo of a delete above: the entry comes back as it was. */
export function useRestoreMileageEntry() {
  return useUndo(invalidates)
}

export function mileageExportUrl(range: DateRange): string {
  return `/api/mileage/export.csv?${new URLSearchParams({ from: range.from, to: range.to })}`
}
