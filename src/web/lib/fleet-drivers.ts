import { useQuery } from '@tanstack/react-query'
import type { FleetDriver } from '@/contracts/fleet'
import { api } from './api'
import { keys } from './query-keys'

/** A fleet manager's drivers (the fleet's pages, and the load form's driver picker). */
export function useFleetDrivers(enabled: boolean) {
  return useQuery({
    queryKey: keys.fleet.detail('drivers'),
    queryFn: ({ signal }) => api<{ items: FleetDriver[] }>('/api/fleet/drivers', { signal }),
    enabled,
  })
}
