import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DOCUMENT_MESSAGES, type DocumentView } from '@/contracts/documents.ts'
import { IMAGE_UNREADABLE } from '@/server/features/documents/extraction/ocr.ts'
import { createServer } from '@/server/server.ts'
import type { Agent } from '../support/agent.ts'
import { upload, waitForDocument } from '../support/documents.ts'
import { signedInAs } from '../support/signed-in.ts'
import { type TestServer, testConfig } from '../support/test-server.ts'

// A busy server is not a bad photo: when OCR runs out of time (OCR_TIMEOUT_SECONDS, here a
// millisecond) the job queue tries the document again and the screen says it waits; only a photo
// that does not decode is called unreadable. Real OCR on the sample photos, so the documents project.

const fixture = (name: string) => path.resolve(import.meta.dirname, '../fixtures/settlements', name)
const PHOTO = fixture('tri-county-paystub-photo.jpg')
const OTHER_PHOTO = fixture('prairie-wind-settlement-photo.jpg')
// A photo takes over a minute to read on a loaded two-core machine.
const OCR_WINDOW = 400_000
const ROOMY_MS = 120_000

let server: TestServer

// A server of its own: its time limit changes under it, and a slow read must not expire its job
// (another try running beside it would halve the CPU each gets).
beforeAll(async () => {
  const config = testConfig()
  server = await createServer({ ...config, jobs: { ...config.jobs, expireSeconds: 900 } })
}, 300_000)
afterAll(() => server?.close(), 300_000)

/** Makes every OCR try of this server run out of time (or not) from now on. */
const ocrTimeLimit = (ms: number) => {
  server.ctx.config.jobs.ocrTimeoutMs = ms
}

const documentOf = async (client: Agent, id: string) =>
  (await client.get(`/api/documents/${id}`)).json() as DocumentView

/** Polls the document until `done` says so; every state it passes through is kept. */
async function watch(client: Agent, id: string, done: (doc: DocumentView) => boolean, seen: DocumentView[]) {
  const deadline = Date.now() + OCR_WINDOW
  for (;;) {
    const doc = await documentOf(client, id)
    seen.push(doc)
    if (done(doc)) return doc
    if (Date.now() > deadline) throw new Error(`document ${id} still ${doc.status}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('OCR that runs out of time', () => {
  it(
    'is tried again by the queue, the document says it waits, and it ends read',
    async () => {
      const { client } = await signedInAs(server)
      ocrTimeLimit(1)
      const res = await upload(client, [
        { name: 'paystub.jpg', bytes: readFileSync(PHOTO), type: 'image/jpeg' },
      ])
      expect(res.statusCode).toBe(201)
      const id = res.json().items[0].document.id as string
      const seen: DocumentView[] = []

      const waiting = await watch(client, id, (doc) => doc.notice !== null || doc.status === 'failed', seen)
      expect(waiting).toMatchObject({
        status: 'uploaded',
        error: null,
        notice: DOCUMENT_MESSAGES.waitingForReader,
      })
      const depth = (await server.ctx.jobs.depths()).find((q) => q.name === 'process-document')
      expect((depth?.retrying ?? 0) + (depth?.active ?? 0) + (depth?.waiting ?? 0)).toBeGreaterThan(0)

      // The server is quiet again: the next try has time.
      ocrTimeLimit(ROOMY_MS)
      const read = await watch(
        client,
        id,
        (doc) => doc.status !== 'uploaded' && doc.status !== 'processing',
        seen,
      )
      expect(read.status === 'processed' || read.status === 'needs_review').toBe(true)
      expect(read).toMatchObject({ error: null, notice: null })
      expect(read.settlementIds).toHaveLength(1)
      // Never failed on the way, let alone blamed the photo.
      expect(seen.filter((doc) => doc.status === 'failed' || doc.error !== null)).toEqual([])
    },
    OCR_WINDOW,
  )

  it(
    'fails without blaming the photo once every try ran out, and Retry reads it',
    async () => {
      const { client } = await signedInAs(server)
      const other = await signedInAs(server)
      ocrTimeLimit(1)
      const res = await upload(client, [
        { name: 'settlement.jpg', bytes: readFileSync(OTHER_PHOTO), type: 'image/jpeg' },
      ])
      const id = res.json().items[0].document.id as string

      const failed = await waitForDocument(client, id, OCR_WINDOW)
      expect(failed.status).toBe('failed')
      expect(failed.error).not.toBe(IMAGE_UNREADABLE)
      expect(failed.error).toMatch(/try again/i)

      // Only its owner may retry it; a document still reading or read cannot be retried.
      expect((await other.client.post(`/api/documents/${id}/retry`)).statusCode).toBe(404)
      ocrTimeLimit(ROOMY_MS)
      const retried = await client.post(`/api/documents/${id}/retry`)
      expect(retried.statusCode).toBe(200)
      expect(retried.json()).toMatchObject({ id, status: 'uploaded', error: null })
      const again = await client.post(`/api/documents/${id}/retry`)
      expect(again.statusCode).toBe(409)
      expect(again.json().error).toBe(DOCUMENT_MESSAGES.notRetryable)

      const read = await waitForDocument(client, id, OCR_WINDOW)
      expect(read.status === 'processed' || read.status === 'needs_review').toBe(true)
      expect(read.settlementIds).toHaveLength(1)
    },
    OCR_WINDOW * 2,
  )
})

describe('a photo that does not decode', () => {
  it(
    'fails at once with the unreadable-image message, with no retry',
    async () => {
      const { client } = await signedInAs(server)
      ocrTimeLimit(ROOMY_MS)
      const photo = readFileSync(PHOTO)
      const res = await upload(client, [
        { name: 'cut-short.jpg', bytes: photo.subarray(0, Math.floor(photo.length / 3)), type: 'image/jpeg' },
      ])
      expect(res.statusCode).toBe(201)
      const id = res.json().items[0].document.id as string
      const seen: DocumentView[] = []
      const doc = await watch(client, id, (d) => d.status !== 'uploaded' && d.status !== 'processing', seen)
      expect(doc).toMatchObject({ status: 'failed', error: IMAGE_UNREADABLE, notice: null })
      expect(seen.filter((d) => d.notice !== null)).toEqual([])
    },
    OCR_WINDOW,
  )
})
