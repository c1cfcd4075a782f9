// Writes the API's OpenAPI document (the one served at /api/docs/json) without starting a server:
// `npm run -s openapi -- <file>` (stdout without a file). `npm run check` lints it with Redocly's
// recommended rules (redocly.yaml).

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DEFAULT_DATABASE_POOL, DEFAULT_LIMITS } from '@/server/env.ts'
import { createServer } from '@/server/server.ts'

const server = await createServer({
  port: 0,
  host: '127.0.0.1',
  dataDir: 'memory://',
  databasePool: DEFAULT_DATABASE_POOL,
  publicUrl: 'https://app.rigledger.com',
  publicUrlSet: true,
  appSecret: 'openapi-document-only-0123456789abcdef',
  mailFrom: 'RigLedger <no-reply@rigledger.local>',
  demo: false,
  webDir: '/nonexistent',
  storage: { kind: 'local', dir: mkdtempSync(path.join(tmpdir(), 'rigledger-openapi-')) },
  backups: { dir: mkdtempSync(path.join(tmpdir(), 'rigledger-openapi-backups-')), keepDays: 14 },
  jobs: {
    schema: 'pgboss',
    expireSeconds: 60,
    maintenanceSeconds: 60,
    extractionThreads: 1,
    ocrTimeoutMs: 60_000,
  },
  limits: DEFAULT_LIMITS,
  stripe: {},
})
const response = await server.app.inject({ method: 'GET', url: '/api/docs/json' })
const text = `${JSON.stringify(response.json(), null, 2)}\n`
const out = process.argv[2]
if (out) {
  mkdirSync(path.dirname(out), { recursive: true })
  writeFileSync(out, text)
} else process.stdout.write(text)
await server.close()
