import { DOCUMENT_MESSAGES } from '@/contracts/document-messages'
import type { ScannedReceipt, UploadResponse } from '@/contracts/documents'
import { ApiError } from '@/web/lib/api'

export interface UploadOptions {
  /** Called with 0..1 as the bytes leave the browser (real XHR progress events). */
  onProgress?: (fraction: number) => void
  signal?: AbortSignal
  /** The name of each file's part (`file` unless told). */
  field?: string
  /** Text fields sent before the files. */
  fields?: Record<string, string>
}

function errorMessage(status: number, body: string): string {
  try {
    const data: unknown = JSON.parse(body)
    if (data && typeof data === 'object' && 'error' in data && typeof data.error === 'string') {
      return data.error
    }
  } catch {
    // Not JSON (a proxy error page): fall through to a generic message.
  }
  return status === 413 ? DOCUMENT_MESSAGES.tooLarge : `Request failed (${status})`
}

/**
 * POSTs files as multipart/form-data, one `file` (or `field`) part each. The one exception to `lib/api.ts`:
 * fetch cannot report upload progress, XMLHttpRequest can. Same-origin, so the session cookie goes
 * along; a non-2xx answer throws the same ApiError the JSON client throws.
 */
export function postFiles<T>(url: string, files: readonly File[], options: UploadOptions = {}): Promise<T> {
  const { onProgress, signal, field = 'file', fields = {} } = options
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Upload cancelled', 'AbortError'))
    const xhr = new XMLHttpRequest()
    const body = new FormData()
    for (const [name, value] of Object.entries(fields)) body.append(name, value)
    for (const file of files) body.append(field, file, file.name)

    xhr.open('POST', url)
    xhr.withCredentials = true
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total)
    }
    xhr.upload.onload = () => onProgress?.(1)
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        return reject(new ApiError(xhr.status, errorMessage(xhr.status, xhr.responseText)))
      }
      try {
        resolve(JSON.parse(xhr.responseText) as T)
      } catch {
        reject(new Error(DOCUMENT_MESSAGES.uploadFailed))
      }
    }
    // Network failure: no status, no server words.
    xhr.onerror = () => reject(new Error(DOCUMENT_MESSAGES.uploadFailed))
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'))
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send(body)
  })
}

/** One settlement document (PDF, photo, CSV or spreadsheet); the reading happens on the server after. */
export function uploadDocument(file: File, options?: UploadOptions) {
  return postFiles<UploadResponse>('/api/documents', [file], options)
}

/** A receipt photo or PDF, read while the request waits (a few seconds of OCR). */
export function scanReceipt(file: File, options?: UploadOptions) {
  return postFiles<ScannedReceipt>('/api/receipts/scan', [file], options)
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError'
}

/**
 * A printed document the server reads afterwards into something to check: a broker's rate
 * confirmation into a load, a fuel receipt into fuel purchases (PDF or photo).
 */
export function uploadPrinted(
  kind: 'rate_confirmation' | 'fuel_receipt',
  file: File,
  options?: UploadOptions,
) {
  return postFiles<UploadResponse>(`/api/documents?kind=${kind}`, [file], options)
}
