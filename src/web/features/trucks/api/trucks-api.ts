import { useMutation, useQuery } from '@tanstack/react-query'
import type { MaintenanceOverview, Truck, TruckInput } from '@/contracts/trucks'
import { api } from '@/web/lib/api'
import { keys } from '@/web/lib/query-keys'

/** A truck change refreshes the trucks and what names them (the lists carry each row's truck). */
const changed = [keys.trucks.all]

export function useCreateTruck() {
  return useMutation({
    mutationFn: (input: TruckInput) => api<Truck>('/api/trucks', { body: input }),
    meta: { invalidates: changed },
  })
}

export function useUpdateTruck() {
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: Partial<TruckInput> }) =>
      api<Truck>(`/api/trucks/${id}`, { method: 'PATCH', body: patch }),
    meta: { invalidates: changed },
  })
}

export function useDeleteTruck() {
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/trucks/${id}`, { method: 'DELETE' }),
    meta: { invalidates: changed },
  })
}

export function useMaintenance() {
  return useQuery({
    queryKey: keys.trucks.detail('maintenance'),
    queryFn: ({ signal }) => api<MaintenanceOverview>('/api/trucks/maintenance', { signal }),
  })
}
