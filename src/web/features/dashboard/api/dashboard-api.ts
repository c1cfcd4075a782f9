import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { Dashboard } from '@/contracts/dashboard'
import type { FleetDashboard } from '@/contracts/fleet'
import type { DashboardPeriod } from '@/web/features/dashboard/lib/periods'
import { api } from '@/web/lib/api'
import { keys } from '@/web/lib/query-keys'

export interface DashboardQuery {
  period: DashboardPeriod
  from?: string
  to?: string
}

export function useDashboard(query: DashboardQuery, enabled = true) {
  return useQuery({
    queryKey: keys.dashboard.period(query),
    queryFn: ({ signal }) => api<Dashboard>('/api/dashboard', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  })
}

/** A fleet manager's fleet figures: drivers, trucks, 12 months of the fleet's books, alerts. */
export function useFleetDashboard(enabled: boolean) {
  return useQuery({
    queryKey: keys.fleet.detail('dashboard'),
    queryFn: ({ signal }) => api<FleetDashboard>('/api/fleet/dashboard', { signal }),
    enabled,
  })
}
