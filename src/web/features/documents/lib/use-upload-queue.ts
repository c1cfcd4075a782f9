import { randomId } from '@mantine/hooks'
import { useQueries } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { DOCUMENT_MESSAGES, type DocumentView } from '@/contracts/documents'
import { errorText } from '@/web/lib/api'
import {
  documentQuery,
  isInProgress,
  useRefreshAfterReading,
  useUploadDocument,
} from '@/web/lib/documents/documents-api'
import { isAbort } from '@/web/lib/documents/upload-files'

/** One chosen file on its way: waiting, sending (with its real percentage), sent, or refused. */
export interface UploadItem {
  key: string
  file: File
  phase: 'waiting' | 'uploading' | 'sent' | 'failed'
  /** 0..100, from the XHR progress events. */
  progress: number
  documentId: string | null
  /** The same bytes were uploaded before: `documentId` is that earlier document. */
  duplicate: boolean
  error: string | null
}

export type ItemOutcome = 'pending' | 'success' | 'failure'

/** Done means nothing more will change without the user: refused, or read (well or not). */
export function outcomeOf(item: UploadItem, document: DocumentView | undefined): ItemOutcome {
  if (item.phase === 'failed') return 'failure'
  if (item.phase !== 'sent' || !document || isInProgress(document.status)) return 'pending'
  return document.status === 'failed' ? 'failure' : 'success'
}

function byDocumentId(results: { data?: DocumentView }[]): Map<string, DocumentView> {
  const byId = new Map<string, DocumentView>()
  for (const result of results) if (result.data) byId.set(result.data.id, result.data)
  return byId
}

export interface BatchResult {
  total: number
  succeeded: number
  /** Every file was refused before the server could read it (network, size, type). */
  noneUploaded: boolean
}

/**
 * The upload screen's list: files are added as waiting, sent one at a time with real progress, then
 * followed by polling each document until the server has read it. `onBatchDone` fires once per
 * Upload & Process, when every file of it is finished.
 */
export function useUploadQueue(onBatchDone: (result: BatchResult) => void) {
  const upload = useUploadDocument().mutateAsync
  const refreshAfterReading = useRefreshAfterReading()
  const [items, setItems] = useState<UploadItem[]>([])
  const [batch, setBatch] = useState<string[] | null>(null)
  const abort = useRef<AbortController | null>(null)

  // Leaving the screen stops a transfer in flight; what was already sent is read anyway.
  useEffect(() => () => abort.current?.abort(), [])

  const documentIds = [...new Set(items.flatMap((item) => (item.documentId ? [item.documentId] : [])))]
  const documents = useQueries({
    queries: documentIds.map((id) => documentQuery(id)),
    combine: byDocumentId,
  })

  const update = (key: string, patch: Partial<UploadItem>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...patch } : item)))

  const add = useCallback((files: readonly File[]) => {
    setItems((current) => [
      ...current,
      ...files.map((file) => ({
        key: randomId(),
        file,
        phase: 'waiting' as const,
        progress: 0,
        documentId: null,
        duplicate: false,
        error: null,
      })),
    ])
  }, [])

  const remove = (key: string) =>
    setItems((current) => current.filter((item) => item.key !== key || item.phase !== 'waiting'))

  const clear = () => setItems([])

  const send = async (item: UploadItem, signal: AbortSignal) => {
    update(item.key, { phase: 'uploading', progress: 0 })
    try {
      const response = await upload({
        file: item.file,
        signal,
        onProgress: (fraction) => update(item.key, { progress: Math.round(fraction * 100) }),
      })
      const result = response.items[0]
      if (!result?.document) {
        update(item.key, { phase: 'failed', error: result?.error ?? DOCUMENT_MESSAGES.uploadFailed })
        return
      }
      update(item.key, {
        phase: 'sent',
        progress: 100,
        documentId: result.document.id,
        duplicate: result.duplicate,
      })
    } catch (error) {
      if (isAbort(error)) return update(item.key, { phase: 'waiting', progress: 0 })
      update(item.key, { phase: 'failed', error: errorText(error, DOCUMENT_MESSAGES.uploadFailed) })
    }
  }

  /** Sends every waiting file; false when there was nothing to send. */
  const start = async (): Promise<boolean> => {
    const waiting = items.filter((item) => item.phase === 'waiting')
    if (waiting.length === 0) return false
    const controller = new AbortController()
    abort.current = controller
    setBatch(waiting.map((item) => item.key))
    for (const item of waiting) {
      if (controller.signal.aborted) break
      await send(item, controller.signal)
    }
    return true
  }

  // The batch is still sending while one of its files waits its turn or is on its way.
  const sending =
    batch !== null &&
    items.some((item) => batch.includes(item.key) && (item.phase === 'waiting' || item.phase === 'uploading'))

  const outcomes = items.map((item) =>
    outcomeOf(item, item.documentId ? documents.get(item.documentId) : undefined),
  )
  const processing = outcomes.some((outcome, i) => outcome === 'pending' && items[i]!.phase === 'sent')

  // Reports the batch once all its files are finished (the server's status, not a timer).
  useEffect(() => {
    if (!batch || sending) return
    const inBatch = items.filter((item) => batch.includes(item.key))
    const done = inBatch.map((item) =>
      outcomeOf(item, item.documentId ? documents.get(item.documentId) : undefined),
    )
    if (done.some((outcome) => outcome === 'pending')) return
    setBatch(null)
    void refreshAfterReading()
    onBatchDone({
      total: inBatch.length,
      succeeded: done.filter((outcome) => outcome === 'success').length,
      noneUploaded: inBatch.every((item) => item.phase === 'failed'),
    })
  }, [batch, sending, items, documents, refreshAfterReading, onBatchDone])

  return { items, documents, sending, busy: sending || processing, add, remove, clear, start }
}
