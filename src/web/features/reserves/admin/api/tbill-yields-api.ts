import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query'
import type {
  TbillImportResult,
  TbillYieldInput,
  TbillYieldList,
  TbillYieldPatch,
  TbillYieldView,
} from '@/contracts/tbill-yields'
import { api, apiDelete } from '@/web/lib/api'
import { keys } from '@/web/lib/query-keys'

/** What a write changes: the list, the admin activity log, and every escrow account's checks. */
const invalidates = [keys.admin.tbillYields.all, keys.admin.activity.all, keys.reserves.all]

/** The 13-week Treasury bill auctions on file, newest first, a page at a time. */
export function useTbillYields(page: number, pageSize: number) {
  return useQuery({
    queryKey: keys.admin.tbillYields.list({ page, pageSize }),
    queryFn: ({ signal }) =>
      api<TbillYieldList>('/api/admin/tbill-yields', { query: { page, pageSize }, signal }),
    placeholderData: keepPreviousData,
  })
}

export function useAddTbillYield() {
  return useMutation({
    mutationFn: (input: TbillYieldInput) =>
      api<TbillYieldView>('/api/admin/tbill-yields', { method: 'POST', body: input }),
    meta: { invalidates },
  })
}

export function useUpdateTbillYield() {
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: TbillYieldPatch }) =>
      api<TbillYieldView>(`/api/admin/tbill-yields/${id}`, { method: 'PATCH', body: patch }),
    meta: { invalidates },
  })
}

export function useDeleteTbillYield() {
  return useMutation({
    mutationFn: (id: string) => apiDelete(`/api/admin/tbill-yields/${id}`),
    meta: { invalidates },
  })
}

/** Imports a file of auction results: all of it, or nothing with the rows that failed. */
export function useImportTbillYields() {
  return useMutation({
    mutationFn: (file: { csv: string; fileName: string }) =>
      api<TbillImportResult>('/api/admin/tbill-yields/import', { method: 'POST', body: file }),
    meta: { invalidates },
  })
}
