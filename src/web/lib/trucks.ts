import { useQuery } from '@tanstack/react-query'
import type { Truck } from '@/contracts/trucks'
import { api } from './api'
import { keys } from './query-keys'
import { useSession } from './session'

/** Whether this role keeps trucks of its own (the server refuses the others' writes). */
export function keepsTrucks(role: string | undefined): boolean {
  return role === 'owner_operator' || role === 'fleet_manager'
}

/** The signed-in user's trucks (none are asked for from roles that keep none). */
export function useTrucks() {
  const role = useSession().data?.role
  return useQuery({
    queryKey: keys.trucks.all,
    queryFn: ({ signal }) => api<{ items: Truck[] }>('/api/trucks', { signal }),
    enabled: keepsTrucks(role),
  })
}
