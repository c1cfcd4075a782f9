import type { DocumentView } from '@/contracts/documents.ts'
import type { Agent } from './agent.ts'
import { multipart, type UploadFile } from './multipart.ts'

export function upload(client: Agent, files: UploadFile[], url = '/api/documents') {
  return client.request({ method: 'POST', url, ...multipart(files) })
}

/** Polls a document until its reading has finished (or failed). */
export async function waitForDocument(client: Agent, id: string, timeoutMs = 45_000): Promise<DocumentView> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const res = await client.get(`/api/documents/${id}`)
    if (res.statusCode !== 200) throw new Error(`document ${id}: ${res.statusCode} ${res.body}`)
    const doc = res.json() as DocumentView
    if (doc.status !== 'uploaded' && doc.status !== 'processing') return doc
    if (Date.now() > deadline) throw new Error(`document ${id} still ${doc.status}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
