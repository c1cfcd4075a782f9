import { useMutation, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type { AccessLevel } from '@/contracts/access'
import type { ZMyFleet } from '@/contracts/fleet'
import { api } from '@/web/lib/api'
import { keys } from '@/web/lib/query-keys'

export type MyFleet = z.infer<typeof ZMyFleet>

export function useMyFleet(enabled: boolean) {
  return useQuery({
    queryKey: keys.fleet.detail('mine'),
    queryFn: ({ signal }) => api<MyFleet>('/api/settings/fleet', { signal }),
    enabled,
  })
}

export function useSetManagerAccess() {
  return useMutation({
    mutationFn: (managerAccess: AccessLevel) =>
      api<MyFleet>('/api/settings/fleet', { method: 'PATCH', body: { managerAccess } }),
    meta: { invalidates: [keys.fleet.all] },
  })
}

export function useLeaveFleet() {
  return useMutation({
    mutationFn: () => api<void>('/api/settings/fleet', { method: 'DELETE' }),
    meta: { invalidates: [keys.fleet.all, keys.trucks.all] },
  })
}
