import { ApiError } from './api'

/** Starts a browser download of a URL (the server sends it as an attachment). */
export function download(url: string, fileName = '') {
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
}

/**
 * Fetches a file and hands it to the browser as a download; resolves once it is saved, so the
 * caller can refresh what the download changed. A refusal throws the server's message.
 */
export async function fetchDownload(url: string, failure: string): Promise<void> {
  const response = await fetch(url, { credentials: 'same-origin' })
  if (!response.ok) {
    const body = await response.json().catch(() => ({ error: failure }))
    throw new ApiError(response.status, body.error ?? failure)
  }
  // The server's file name (Content-Disposition), which a download of a blob would otherwise lose.
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? ''
  const objectUrl = URL.createObjectURL(await response.blob())
  download(objectUrl, fileName)
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000)
}
