import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { DEFAULT_DATABASE_POOL, DEFAULT_LIMITS } from '@/server/env.ts'
import { createServer } from '@/server/server.ts'

export interface BenchDatabase {
  kind: 'postgres' | 'pglite'
  /** For the server config: a connection string, or a PGlite data folder. */
  databaseUrl?: string
  dataDir: string
  /** Where it lives, for the report (no credentials). */
  label: string
  drop(): Promise<void>
}

/**
 * A database made for one run and dropped after it: a fresh PostgreSQL database next to
 * BENCH_DATABASE_URL's (as tests/support/global-setup.ts does), else a PGlite folder in the temp dir.
 */
export async function createBenchDatabase(baseUrl: string | undefined): Promise<BenchDatabase> {
  if (!baseUrl) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rigledger-bench-'))
    return {
      kind: 'pglite',
      dataDir,
      label: `PGlite in ${dataDir}`,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    }
  }
  const name = `rigledger_bench_${Date.now()}_${process.pid}`
  await adminQuery(baseUrl, `CREATE DATABASE ${name}`)
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  const server = await adminQuery(baseUrl, 'SHOW server_version')
  return {
    kind: 'postgres',
    databaseUrl: url.toString(),
    dataDir: 'memory://',
    label: `PostgreSQL ${server.rows[0]?.server_version ?? ''} on ${url.host}, database ${name}`,
    drop: async () => {
      await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    },
  }
}

async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await client.query(text)
  } finally {
    await client.end()
  }
}

/**
 * The real server on a bench database, configured for measuring: loopback, no demo, no web files,
 * files in a temp folder, one extraction thread. `storageDir` keeps a run's files apart.
 */
export function startBenchServer(database: BenchDatabase, storageDir = 'rigledger-bench-docs') {
  return createServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: database.dataDir,
    databaseUrl: database.databaseUrl,
    databasePool: DEFAULT_DATABASE_POOL,
    publicUrl: 'http://127.0.0.1',
    publicUrlSet: true,
    appSecret: 'bench-secret-of-enough-length-0123456789',
    mailFrom: 'RigLedger <no-reply@rigledger.test>',
    stripe: {},
    demo: false,
    webDir: '/nonexistent',
    storage: { kind: 'local', dir: path.join(tmpdir(), storageDir) },
    backups: { dir: path.join(tmpdir(), `${storageDir}-backups`), keepDays: 14 },
    jobs: {
      schema: 'pgboss',
      expireSeconds: 300,
      maintenanceSeconds: 60,
      extractionThreads: 1,
      ocrTimeoutMs: 60_000,
    },
    limits: DEFAULT_LIMITS,
  })
}
