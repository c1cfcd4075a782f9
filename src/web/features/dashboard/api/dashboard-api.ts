import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { Dashboard } from '@/contracts/dashboard'
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
