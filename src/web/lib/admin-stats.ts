import { useQuery } from '@tanstack/react-query'
import type { AdminStats } from '@/contracts/admin'
import { api } from './api'
import { keys } from './query-keys'

/** The platform's accounts and documents counted: the back office's dashboard and its users screen show them. */
export function useAdminStats() {
  return useQuery({
    queryKey: keys.admin.stats.all,
    queryFn: ({ signal }) => api<AdminStats>('/api/admin/stats', { signal }),
  })
}
