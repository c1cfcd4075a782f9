import { useQuery } from '@tanstack/react-query'
import { drivesTrucks } from '@/contracts/access-policy'
import type { Truck } from '@/contracts/trucks'
import { api } from './api'
import { keys } from './query-keys'
import { useSession } from './session'

/** The signed-in user's trucks and their fleet's (`fleet`: read-only to them). */
export function useTrucks() {
  const role = useSession().data?.role
  return useQuery({
    queryKey: keys.trucks.all,
    queryFn: ({ signal }) => api<{ items: (Truck & { fleet: boolean })[] }>('/api/trucks', { signal }),
    enabled: role !== undefined && drivesTrucks(role),
  })
}
