import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Trip, TripInput } from '@/contracts/ifta'
import type { Load } from '@/contracts/loads'
import { api } from '@/web/lib/api'
import { keys } from '@/web/lib/query-keys'
import { iftaInvalidates } from './ifta-api'

/** The filters both IFTA lists take: a quarter, a truck and a search, each optional. */
export interface IftaListFilters {
  quarter: string | null
  truckId: string | null
  search: string
}

export const listQuery = (filters: IftaListFilters & { page: number; pageSize: number }) => ({
  quarter: filters.quarter,
  truckId: filters.truckId,
  search: filters.search,
  page: filters.page,
  pageSize: filters.pageSize,
})

const tripPath = (id: string) => `/api/ifta/trips/${encodeURIComponent(id)}`

export function useTrips(filters: IftaListFilters & { page: number; pageSize: number }) {
  return useQuery({
    queryKey: keys.iftaTrips.list(filters),
    queryFn: ({ signal }) =>
      api<{ items: Trip[]; total: number }>('/api/ifta/trips', { query: listQuery(filters), signal }),
    placeholderData: keepPreviousData,
  })
}

export function useTrip(id: string) {
  return useQuery({
    queryKey: keys.iftaTrips.detail(id),
    queryFn: ({ signal }) => api<Trip>(tripPath(id), { signal }),
    // A 404 will not turn into a 200 by asking again.
    retry: false,
  })
}

/** A saved trip's answer is its detail: cached at once. */
function useKeepTrip() {
  const queryClient = useQueryClient()
  return (trip: Trip) => queryClient.setQueryData(keys.iftaTrips.detail(trip.id), trip)
}

export function useCreateTrip() {
  const keep = useKeepTrip()
  return useMutation({
    mutationFn: (input: TripInput) => api<Trip>('/api/ifta/trips', { method: 'POST', body: input }),
    meta: { invalidates: iftaInvalidates },
    onSuccess: keep,
  })
}

/** Every field is sent: the trip's states replace its own. */
export function useUpdateTrip(id: string) {
  const keep = useKeepTrip()
  return useMutation({
    mutationFn: (input: TripInput) => api<Trip>(tripPath(id), { method: 'PATCH', body: input }),
    meta: { invalidates: iftaInvalidates },
    onSuccess: keep,
  })
}

export function useDeleteTrip() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api<void>(tripPath(id), { method: 'DELETE' }),
    meta: { invalidates: iftaInvalidates },
    // Dropped rather than refetched: it would only answer 404.
    onSuccess: (_answer, id) => queryClient.removeQueries({ queryKey: keys.iftaTrips.detail(id) }),
  })
}

/** The load a trip sheet is begun from (the loads screen's own query, shared by its key). */
export function useLoadForTrip(id: string) {
  return useQuery({
    queryKey: keys.loads.detail(id),
    queryFn: ({ signal }) => api<Load>(`/api/loads/${encodeURIComponent(id)}`, { signal }),
    retry: false,
  })
}
