import { useQuery } from '@tanstack/react-query'
import type { Truck } from '@/contracts/trucks'
import { api } from './api'
import { keys } from './query-keys'
import { useSession } from './session'

/** Whether this role keeps trucks of its own (the server refuses the others' writes). */
export function keepsTrucks(role: string | undefined): boolean {
  return role === 'owner_operator' || role === 'fleet_manager'
}

/** Whether this role drives trucks: its own, or its fleet's (a company driver in a fleet). */
export function drivesTrucks(role: string | undefined): boolean {
  return role === 'owner_operator' || role === 'fleet_manager' || role === 'company_driver'
}

/** The signed-in user's trucks and their fleet's (`fleet`: read-only to them). */
export function useTrucks() {
  const role = useSession().data?.role
  return useQuery({
    queryKey: keys.trucks.all,
    queryFn: ({ signal }) => api<{ items: (Truck & { fleet: boolean })[] }>('/api/trucks', { signal }),
    enabled: drivesTrucks(role),
  })
}
