import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import {
  type ColumnMappingInput,
  type DocumentKind,
  type DocumentStatus,
  type DocumentView,
  isHeifMediaType,
} from '@/contracts/documents'
import { api } from '@/web/lib/api'
import { scanReceipt, type UploadOptions, uploadDocument } from '@/web/lib/documents/upload-files'
import { keys } from '@/web/lib/query-keys'

export interface DocumentPage {
  items: DocumentView[]
  total: number
}

/** Statuses the server is still working on: the screens ask again until they change. */
export function isInProgress(status: DocumentStatus): boolean {
  return status === 'uploaded' || status === 'processing'
}

const POLL_MS = 1000

export function documentQuery(id: string) {
  return {
    queryKey: keys.documents.detail(id),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      api<DocumentView>(`/api/documents/${encodeURIComponent(id)}`, { signal }),
    retry: false,
    refetchInterval: (query: { state: { data?: DocumentView } }) =>
      query.state.data && isInProgress(query.state.data.status) ? POLL_MS : false,
  }
}

/** One document, asked again every second while the server is still reading it. */
export function useDocument(id: string | null | undefined) {
  return useQuery({ ...documentQuery(id ?? ''), enabled: Boolean(id) })
}

export function useDocuments(query: { page: number; pageSize: number; kind?: DocumentKind }) {
  return useQuery({
    queryKey: keys.documents.list(query),
    queryFn: ({ signal }) => api<DocumentPage>('/api/documents', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.items.some((d) => isInProgress(d.status)) ? POLL_MS * 2 : false),
  })
}

type FileUpload = UploadOptions & { file: File }

/** A document's answer is its detail: cached at once, so polling it starts from what the server said. */
function useKeepDocument() {
  const queryClient = useQueryClient()
  return (document: DocumentView) => queryClient.setQueryData(keys.documents.detail(document.id), document)
}

/**
 * Refreshes what the server's reading of uploaded documents changed (their status, the settlements
 * read from them, the dashboard). Not a write of ours, so no mutation says it: call it once reading ends.
 */
export function useRefreshAfterReading() {
  const queryClient = useQueryClient()
  return useCallback(
    () =>
      Promise.all(
        [keys.documents.all, keys.settlements.all, keys.dashboard.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
    [queryClient],
  )
}

/** One settlement document, sent with real progress; the server reads it afterwards. */
export function useUploadDocument() {
  const keep = useKeepDocument()
  return useMutation({
    mutationFn: ({ file, ...options }: FileUpload) => uploadDocument(file, options),
    meta: { invalidates: [keys.documents.lists] },
    onSuccess: (response) => {
      for (const item of response.items) if (item.document) keep(item.document)
    },
  })
}

/** A receipt photo or PDF, read while the request waits; the answer fills the Add Expense form. */
export function useScanReceipt() {
  return useMutation({
    mutationFn: ({ file, ...options }: FileUpload) => scanReceipt(file, options),
    meta: { invalidates: [keys.documents.lists] },
  })
}

/** Settlements and expenses read from the document stay; they only lose their link to it. */
export function useDeleteDocument() {
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/documents/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    meta: { invalidates: [keys.documents.all, keys.settlements.all, keys.expenses.all] },
  })
}

/** Reads a failed settlement document again: it waits in the server's queue once more. */
export function useRetryDocument() {
  const keep = useKeepDocument()
  return useMutation({
    mutationFn: (id: string) =>
      api<DocumentView>(`/api/documents/${encodeURIComponent(id)}/retry`, { method: 'POST' }),
    meta: { invalidates: [keys.documents.lists] },
    onSuccess: keep,
  })
}

/** Creates the settlements of a spreadsheet with the columns the user confirmed. */
export function useConfirmMapping(id: string) {
  const keep = useKeepDocument()
  return useMutation({
    mutationFn: (mapping: ColumnMappingInput) =>
      api<DocumentView>(`/api/documents/${encodeURIComponent(id)}/mapping`, { body: { mapping } }),
    meta: {
      invalidates: [keys.documents.lists, keys.settlements.all, keys.expenses.all, keys.dashboard.all],
    },
    onSuccess: keep,
  })
}

/** The original file, shown inline (img, iframe) or, with `download`, saved. */
export function documentFileUrl(id: string, download = false): string {
  const url = `/api/documents/${encodeURIComponent(id)}/file`
  return download ? `${url}?download=1` : url
}

/** What an <img> shows of a photo: an iPhone (HEIF) photo as a JPEG, which every browser shows. */
export function documentImageUrl(id: string, mediaType: string): string {
  const url = documentFileUrl(id)
  return isHeifMediaType(mediaType) ? `${url}?preview=1` : url
}
