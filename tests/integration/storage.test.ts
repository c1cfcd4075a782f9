import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localStorage } from '@/server/lib/storage/local-storage.ts'
import { s3Storage } from '@/server/lib/storage/s3-storage.ts'
import type { Storage } from '@/server/lib/storage/storage.ts'
import { agent, registerUser } from '../support/agent.ts'
import { simplePdf } from '../support/bad-files.ts'
import { upload, waitForDocument } from '../support/documents.ts'
import { startFakeS3 } from '../support/fake-s3.ts'
import { startTestServer } from '../support/test-server.ts'

let s3: Awaited<ReturnType<typeof startFakeS3>>
beforeAll(async () => {
  s3 = await startFakeS3()
})
afterAll(() => s3.close())

const s3Config = () => ({
  kind: 's3' as const,
  endpoint: s3.endpoint,
  bucket: 'rigledger-docs',
  region: 'us-east-1',
  accessKeyId: 'test-key',
  secretAccessKey: 'test-secret',
})

describe.each([
  ['local folder', () => localStorage(mkdtempSync(path.join(tmpdir(), 'rigledger-store-')))],
  ['S3 bucket', () => s3Storage(s3Config())],
] as [string, () => Storage][])('storage in a %s', (_name, open) => {
  it('keeps bytes under a key, answers null for a missing key and deletes', async () => {
    const storage = open()
    const bytes = new Uint8Array([0, 1, 2, 250, 255])
    await storage.put('user-1/doc-a', bytes, 'application/pdf')
    expect(await storage.get('user-1/doc-a')).toEqual(bytes)
    expect(await storage.get('user-1/missing')).toBeNull()
    await storage.delete('user-1/doc-a')
    expect(await storage.get('user-1/doc-a')).toBeNull()
    await storage.delete('user-1/doc-a')
  })
})

it('refuses a local key that leaves the folder', async () => {
  const storage = localStorage(mkdtempSync(path.join(tmpdir(), 'rigledger-store-')))
  await expect(storage.put('../outside', new Uint8Array([1]), 'text/plain')).rejects.toThrow(
    /Invalid storage key/,
  )
})

it('stores uploads in the bucket when S3 is configured, signed', async () => {
  const server = await startTestServer({ config: { storage: s3Config() } })
  try {
    const client = agent(server.app)
    await registerUser(client)
    const bytes = simplePdf(['Bucket test', 'Net $5.00'])
    const doc = (await upload(client, [{ name: 'b.pdf', bytes }])).json().items[0].document
    const stored = [...s3.objects.entries()].find(([, object]) => object.body.equals(bytes))
    expect(stored?.[0]).toMatch(/^\/rigledger-docs\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/)
    expect(stored?.[1].type).toBe('application/pdf')
    const file = await client.get(`/api/documents/${doc.id}/file`)
    expect(file.rawPayload.equals(bytes)).toBe(true)
    expect(s3.requests.every((request) => request.signed)).toBe(true)
  } finally {
    await server.close()
  }
})

it('retries reading a document while the bucket is down, and fails it when the bucket never answers', async () => {
  const server = await startTestServer({ config: { storage: s3Config() } })
  try {
    const client = agent(server.app)
    await registerUser(client)
    // Three failed GETs: one storage read with its two quick retries, so the job itself fails once.
    s3.failNext('GET', 3)
    const first = (
      await upload(client, [{ name: 'a.pdf', bytes: simplePdf(['Outage test', 'Net $5.00']) }])
    ).json().items[0].document
    const read = await waitForDocument(client, first.id)
    expect(read.status).not.toBe('failed')
    const bytes = Buffer.from(simplePdf(['Outage test', 'Net $5.00']))
    const [objectPath] = [...s3.objects.entries()].find(([, object]) => object.body.equals(bytes))!
    // Three refused, then the retried job read it.
    expect(s3.requests.filter((r) => r.method === 'GET' && r.path === objectPath).length).toBe(4)

    s3.failNext('GET', 1_000)
    const second = (
      await upload(client, [{ name: 'b.pdf', bytes: simplePdf(['Outage test 2', 'Net $6.00']) }])
    ).json().items[0].document
    const failed = await waitForDocument(client, second.id, 60_000)
    expect(failed.status).toBe('failed')
    expect(failed.error).toMatch(/could not process this document/i)
    s3.failNext('GET', 0)
  } finally {
    await server.close()
  }
}, 90_000)

describe('a write cut short by a crash', () => {
  it('leaves no .partial file once the server starts again', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rigledger-store-'))
    const storage = localStorage(dir)
    await storage.put('user-1/kept', new Uint8Array([1, 2, 3]), 'application/pdf')
    // What a process killed between open and rename leaves behind.
    mkdirSync(path.join(dir, 'user-2'), { recursive: true })
    writeFileSync(path.join(dir, 'user-1', 'kept.4f1c.partial'), 'half')
    writeFileSync(path.join(dir, 'user-2', 'other.9a2b.partial'), 'half')

    const server = await startTestServer({ config: { storage: { kind: 'local', dir } } })
    try {
      const left = readdirSync(dir, { recursive: true }).map(String).sort()
      expect(left).toEqual(['user-1', path.join('user-1', 'kept'), 'user-2'])
      expect(await storage.get('user-1/kept')).toEqual(new Uint8Array([1, 2, 3]))
    } finally {
      await server.close()
    }
  })
})
