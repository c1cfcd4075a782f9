import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type {
  DataTemplate,
  GeneratedData,
  TestClient,
  ZCreateTestClient,
  ZTestClientPatch,
} from '@/contracts/test-clients'
import { api } from '@/web/lib/api'
import { keys } from '@/web/lib/query-keys'

export interface TestClientFilters {
  page: number
  pageSize: number
  search: string
  status: TestClient['status'] | null
}

export interface TestClientList {
  items: TestClient[]
  total: number
  stats: { total: number; active: number; paused: number; autoGenerating: number }
}

/** A change to test clients refreshes their list and the admin figures and activity. */
const changed = [
  keys.admin.testClients.all,
  keys.admin.users.all,
  keys.admin.stats.all,
  keys.admin.activity.all,
]

export function useTestClients(filters: TestClientFilters) {
  return useQuery({
    queryKey: keys.admin.testClients.list(filters),
    queryFn: ({ signal }) =>
      api<TestClientList>('/api/admin/test-clients', { query: { ...filters }, signal }),
    placeholderData: keepPreviousData,
  })
}

export function useDataTemplates() {
  return useQuery({
    queryKey: keys.admin.dataTemplates.all,
    queryFn: ({ signal }) => api<{ items: DataTemplate[] }>('/api/admin/data-templates', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  })
}

export function useCreateTestClient() {
  return useMutation({
    mutationFn: (input: z.input<typeof ZCreateTestClient>) =>
      api<{ client: TestClient; password: string }>('/api/admin/test-clients', { body: input }),
    meta: { invalidates: changed },
  })
}

export function useUpdateTestClient() {
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: z.input<typeof ZTestClientPatch> }) =>
      api<TestClient>(`/api/admin/test-clients/${id}`, { method: 'PATCH', body: patch }),
    meta: { invalidates: changed },
  })
}

export function useBulkTestClients() {
  return useMutation({
    mutationFn: (input: { ids: string[]; action: 'activate' | 'pause' | 'delete' }) =>
      api<{ affected: number }>('/api/admin/test-clients/bulk', { body: input }),
    meta: { invalidates: changed },
  })
}

export function useGenerateTestData() {
  return useMutation({
    mutationFn: (id: string) =>
      api<GeneratedData>(`/api/admin/test-clients/${id}/generate`, { method: 'POST' }),
    meta: { invalidates: changed },
  })
}
