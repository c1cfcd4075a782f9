import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { Dashboard } from '../../../../contracts/dashboard'
import { api } from '../../../lib/api'
import type { DashboardPeriod } from '../lib/periods'

export interface DashboardQuery {
  period: DashboardPeriod
  from?: string
  to?: string
}

export function useDashboard(query: DashboardQuery, enabled = true) {
  return useQuery({
    queryKey: ['dashboard', query],
    queryFn: ({ signal }) => api<Dashboard>('/api/dashboard', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  })
}
