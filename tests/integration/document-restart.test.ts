import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, inject, it } from 'vitest'
import type { DocumentView } from '@/contracts/documents.ts'
import { FIXTURES, fixture } from '../support/bad-files.ts'
import { freshDatabases } from '../support/fresh-database.ts'
import { freePort, runScript, waitForHealth } from '../support/spawn-server.ts'

const databaseUrl = inject('databaseUrl')
const databases = freshDatabases(databaseUrl)
afterAll(() => databases.dropAll())

const FINISHED = new Set(['processed', 'needs_review', 'failed'])

describe('document processing across a crash', () => {
  it('loses nothing when the server is killed while reading documents', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rigledger-restart-'))
    const port = await freePort()
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      // A job cut off by the crash is retried once it expires: make that seconds, not minutes.
      JOBS_EXPIRE_SECONDS: '3',
      JOBS_MAINTENANCE_SECONDS: '1',
    }
    if (databaseUrl) env.DATABASE_URL = await databases.create('rigledger_restart')
    const base = `http://127.0.0.1:${port}`
    let proc = runScript('src/server/main.ts', env)
    try {
      await waitForHealth(port)
      const password = 'keeps-documents-1'
      const registered = await fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          fullName: 'Restart Driver',
          email: 'restart@example.com',
          password,
          confirmPassword: password,
          role: 'owner_operator',
        }),
      })
      expect(registered.status).toBe(201)
      const cookie = registered.headers.get('set-cookie')!.split(';')[0]!

      // Photos first: their OCR keeps the queue busy long enough for the crash to land mid-way.
      const names = readdirSync(FIXTURES)
        .filter((name) => /\.(jpg|pdf)$/.test(name))
        .sort((a, b) => Number(b.endsWith('.jpg')) - Number(a.endsWith('.jpg')))
      const form = new FormData()
      for (const name of names) form.append('file', new Blob([new Uint8Array(fixture(name))]), name)
      const uploaded = await fetch(`${base}/api/documents`, {
        method: 'POST',
        headers: { cookie },
        body: form,
      })
      expect(uploaded.status).toBe(201)
      const ids: string[] = (await uploaded.json()).items.map(
        (item: { document: { id: string } }) => item.document.id,
      )

      const statuses = async () => {
        const res = await fetch(`${base}/api/documents?pageSize=100`, { headers: { cookie } })
        return ((await res.json()).items as DocumentView[]).map((doc) => doc.status)
      }
      // Kill it as soon as it is busy reading.
      for (let i = 0; i < 200 && !(await statuses()).includes('processing'); i++) {
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      const atCrash = await statuses()
      expect(atCrash.filter((status) => !FINISHED.has(status)).length).toBeGreaterThan(0)
      proc.child.kill('SIGKILL')
      await proc.exited

      proc = runScript('src/server/main.ts', env)
      await waitForHealth(port)
      const deadline = Date.now() + 120_000
      let docs: DocumentView[] = []
      while (Date.now() < deadline) {
        const res = await fetch(`${base}/api/documents?pageSize=100`, { headers: { cookie } })
        docs = (await res.json()).items
        if (docs.every((doc) => FINISHED.has(doc.status))) break
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
      expect(docs.map((doc) => doc.id).sort()).toEqual([...ids].sort())
      for (const doc of docs)
        expect(['processed', 'needs_review'], `${doc.fileName}: ${doc.error}`).toContain(doc.status)
      // Each document's settlement is stored once, however many times its job ran.
      const settlements = await (
        await fetch(`${base}/api/settlements?pageSize=100`, { headers: { cookie } })
      ).json()
      expect(settlements.total).toBe(ids.length)
      expect(docs.flatMap((doc) => doc.settlementIds)).toHaveLength(ids.length)
    } finally {
      proc.child.kill('SIGTERM')
      await proc.exited
    }
  }, 240_000)
})
