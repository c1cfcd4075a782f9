import { useMutation, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type { BackupList } from '@/contracts/admin'
import type { SupportContact, SystemStatus, ZSupportContactInput } from '@/contracts/system'
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

const supportContactKey = [...keys.admin.settings.all, 'support-contact'] as const

export function useSupportContact() {
  return useQuery({
    queryKey: supportContactKey,
    queryFn: ({ signal }) => api<SupportContact>('/api/admin/settings/support-contact', { signal }),
  })
}

/** Saves the support mailbox and phone; the public screens read them from the configuration. */
export function useSaveSupportContact() {
  return useMutation({
    mutationFn: (input: z.input<typeof ZSupportContactInput>) =>
      api<SupportContact>('/api/admin/settings/support-contact', { method: 'PUT', body: input }),
    meta: { invalidates: [keys.admin.settings.all, keys.config.all, keys.admin.activity.all] },
  })
}

const backupsKey = [...keys.admin.system.all, 'backups'] as const

/** The latest backups and the free disk; polled while one is running. */
export function useBackups() {
  return useQuery({
    queryKey: backupsKey,
    queryFn: ({ signal }) => api<BackupList>('/api/admin/backups', { signal }),
    refetchInterval: (query) => (query.state.data?.items.some((b) => b.status === 'running') ? 1500 : false),
  })
}

export function useStartBackup() {
  return useMutation({
    mutationFn: () => api<{ id: string }>('/api/admin/backups', { method: 'POST' }),
    meta: { invalidates: [backupsKey, keys.admin.activity.all] },
  })
}
