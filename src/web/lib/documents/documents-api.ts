import { keepPreviousData, useQuery } from '@tanstack/react-query'
import {
  type ColumnMappingInput,
  type DocumentKind,
  type DocumentStatus,
  type DocumentView,
  isHeifMediaType,
} from '@/contracts/documents'
import { api } from '@/web/lib/api'
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
    queryFn: ({ signal }: { signal: AbortSignal }) => getDocument(id, signal),
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

export function getDocument(id: string, signal?: AbortSignal) {
  return api<DocumentView>(`/api/documents/${encodeURIComponent(id)}`, { signal })
}

export function deleteDocument(id: string) {
  return api<void>(`/api/documents/${encodeURIComponent(id)}`, { method: 'DELETE' })
}

/** Creates the settlements of a spreadsheet with the columns the user confirmed. */
export function confirmMapping(id: string, mapping: ColumnMappingInput) {
  return api<DocumentView>(`/api/documents/${encodeURIComponent(id)}/mapping`, { body: { mapping } })
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
