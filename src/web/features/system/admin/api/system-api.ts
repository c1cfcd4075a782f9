import { useMutation, useQuery } from '@tanstack/react-query'
import type { SystemStatus } from '@/contracts/system'
import { api } from '@/web/lib/api'
import { keys } from '@/web/lib/query-keys'

export function useSystemStatus() {
  return useQuery({
    queryKey: keys.admin.system.all,
    queryFn: ({ signal }) => api<SystemStatus>('/api/admin/system', { signal }),
  })
}

export function useRetryFailedJobs() {
  return useMutation({
    mutationFn: () => api<{ retried: number }>('/api/admin/system/retry-failed-jobs', { method: 'POST' }),
    meta: { invalidates: [keys.admin.system.all, keys.admin.activity.all] },
  })
}
