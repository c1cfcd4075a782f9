import { useMutation, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type { ZIftaRates, ZIftaRatesInput, ZRateMatrixPreview } from '@/contracts/ifta'
import { api } from '@/web/lib/api'
import { keys } from '@/web/lib/query-keys'

export type IftaRates = z.infer<typeof ZIftaRates>
export type RateMatrixPreview = z.infer<typeof ZRateMatrixPreview>

/** A quarter's rates as the returns use them: saved by an administrator, or the shipped matrix. */
export function useAdminIftaRates(quarter: string) {
  return useQuery({
    queryKey: keys.admin.iftaRates.detail(quarter),
    queryFn: ({ signal }) => api<IftaRates>(`/api/admin/ifta/rates/${quarter}`, { signal }),
  })
}

/** Reads a rate matrix file on the server, saving nothing. */
export function usePreviewRateMatrix() {
  return useMutation({
    mutationFn: (csv: string) =>
      api<RateMatrixPreview>('/api/admin/ifta/rates/preview', { method: 'POST', body: { csv } }),
  })
}

export function useSaveIftaRates() {
  return useMutation({
    mutationFn: ({ quarter, rates }: { quarter: string; rates: z.input<typeof ZIftaRatesInput>['rates'] }) =>
      api<IftaRates>(`/api/admin/ifta/rates/${quarter}`, { method: 'PUT', body: { rates } }),
    meta: { invalidates: [keys.admin.iftaRates.all, keys.admin.activity.all] },
  })
}
