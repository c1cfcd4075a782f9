import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type {
  Load,
  LoadDocument,
  LoadDocumentKind,
  LoadProfit,
  LoadSettings,
  LoadSummary,
  Payer,
  ZLoadInput,
  ZLoadPatch,
  ZPayerPatch,
} from '@/contracts/loads'
import type { LoadStatus } from '@/domain/loads/load-terms'
import { api } from '@/web/lib/api'
import { postFiles, type UploadOptions } from '@/web/lib/documents/upload-files'
import { keys } from '@/web/lib/query-keys'

export interface LoadPage {
  items: LoadSummary[]
  total: number
}

export interface LoadFilters {
  search: string
  status: LoadStatus | null
  flagged: boolean
  from?: string
  to?: string
}

export type LoadValues = z.output<typeof ZLoadInput>
export type LoadPatch = z.input<typeof ZLoadPatch>
export type PayerPatch = z.input<typeof ZPayerPatch>

/** A load write changes the lists, the payers' load counts and the dashboard's figures. */
const invalidates = [keys.loads.lists, keys.payers.all, keys.dashboard.all]

/** The filters as the API reads them: "Flagged only" off sends nothing rather than `false`. */
const filterQuery = (filters: LoadFilters) => ({
  search: filters.search,
  status: filters.status,
  flagged: filters.flagged ? 'true' : null,
  from: filters.from,
  to: filters.to,
})

export function useLoads(filters: LoadFilters & { page: number; pageSize: number }) {
  return useQuery({
    queryKey: keys.loads.list(filters),
    queryFn: ({ signal }) =>
      api<LoadPage>('/api/loads', {
        query: { ...filterQuery(filters), page: filters.page, pageSize: filters.pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  })
}

export function useLoad(id: string) {
  return useQuery({
    queryKey: keys.loads.detail(id),
    queryFn: ({ signal }) => api<Load>(`/api/loads/${encodeURIComponent(id)}`, { signal }),
    // A 404 will not turn into a 200 by asking again.
    retry: false,
  })
}

/** A saved load's answer is its detail: cached at once, so its page shows without asking again. */
function useKeepDetail() {
  const queryClient = useQueryClient()
  return (load: Load) => queryClient.setQueryData(keys.loads.detail(load.id), load)
}

export function useCreateLoad() {
  const keep = useKeepDetail()
  return useMutation({
    mutationFn: (input: LoadValues) => api<Load>('/api/loads', { method: 'POST', body: input }),
    meta: { invalidates },
    onSuccess: keep,
  })
}

/** Any subset of a load's fields; an empty change is the user's check of a reading (it clears the review). */
export function useUpdateLoad(id: string) {
  const keep = useKeepDetail()
  return useMutation({
    mutationFn: (patch: LoadPatch) =>
      api<Load>(`/api/loads/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch }),
    meta: { invalidates },
    onSuccess: keep,
  })
}

export function useDeleteLoad() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/loads/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    meta: { invalidates },
    // Dropped rather than refetched: it would only answer 404.
    onSuccess: (_answer, id) => queryClient.removeQueries({ queryKey: keys.loads.detail(id) }),
  })
}

/** The CSV of every load the filters match (the server streams it as a download). */
export function exportUrl(filters: LoadFilters): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(filterQuery(filters))) {
    if (value) params.set(name, value)
  }
  const query = params.toString()
  return query ? `/api/loads/export.csv?${query}` : '/api/loads/export.csv'
}

export function usePayers() {
  return useQuery({
    queryKey: keys.payers.all,
    queryFn: ({ signal }) => api<{ items: Payer[] }>('/api/payers', { signal }),
  })
}

/** New lease terms check the payer's paid loads again: their flags change too. */
export function useUpdatePayer() {
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: PayerPatch }) =>
      api<Payer>(`/api/payers/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch }),
    meta: { invalidates: [keys.payers.all, keys.loads.all, keys.dashboard.all] },
  })
}

const settingsKey = keys.loads.detail('settings')

export function useLoadSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => api<LoadSettings>('/api/loads/settings', { signal }),
  })
}

/** Another number of days moves which delivered loads are flagged as unpaid, in lists and on each load. */
export function useSaveLoadSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (settings: LoadSettings) =>
      api<LoadSettings>('/api/loads/settings', { method: 'PUT', body: settings }),
    meta: { invalidates: [keys.loads.all, keys.dashboard.all] },
    onSuccess: (settings) => queryClient.setQueryData(settingsKey, settings),
  })
}

/** A load's profit: revenue less its running costs, per diem and share of its month's fixed costs. */
export function useLoadProfit(id: string) {
  return useQuery({
    queryKey: [...keys.loads.detail(id), 'profit'],
    queryFn: ({ signal }) => api<LoadProfit>(`/api/loads/${encodeURIComponent(id)}/profit`, { signal }),
  })
}

const documentsUrl = (loadId: string) => `/api/loads/${encodeURIComponent(loadId)}/documents`

/** A file attached to a load, shown in the browser or (`download`) saved. */
export const loadDocumentUrl = (loadId: string, documentId: string, download = false) =>
  `${documentsUrl(loadId)}/${encodeURIComponent(documentId)}/file${download ? '?download=1' : ''}`

/** Attaches a PDF or a photo to a load as a BOL, a proof of delivery…; the load's page lists it. */
export function useAttachLoadDocument(loadId: string) {
  return useMutation({
    mutationFn: ({ file, kind, ...options }: UploadOptions & { file: File; kind: LoadDocumentKind }) =>
      postFiles<LoadDocument>(`${documentsUrl(loadId)}?kind=${kind}`, [file], options),
    meta: { invalidates: [keys.loads.detail(loadId)] },
  })
}

export function useRemoveLoadDocument(loadId: string) {
  return useMutation({
    mutationFn: (documentId: string) =>
      api<void>(`${documentsUrl(loadId)}/${encodeURIComponent(documentId)}`, { method: 'DELETE' }),
    meta: { invalidates: [keys.loads.detail(loadId)] },
  })
}
