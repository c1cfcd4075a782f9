import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { inject } from 'vitest'
import { type Config, DEFAULT_DATABASE_POOL, DEFAULT_LIMITS } from '@/server/env.ts'
import { type Clock, systemClock } from '@/server/lib/clock.ts'
import { createServer } from '@/server/server.ts'

/** A clock tests can move. */
export function testClock(start = new Date()) {
  let now = start.getTime()
  const clock: Clock & { advance(ms: number): void; set(date: Date): void } = {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms
    },
    set: (date) => {
      now = date.getTime()
    },
  }
  return clock
}

let servers = 0

export function testConfig(overrides: Partial<Config> = {}): Config {
  const databaseUrl = inject('databaseUrl') || undefined
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: 'memory://',
    databaseUrl,
    databasePool: DEFAULT_DATABASE_POOL,
    publicUrl: 'http://localhost:3000',
    publicUrlSet: true,
    appSecret: 'test-secret-of-enough-length-0123456789',
    mailFrom: 'RigLedger <no-reply@rigledger.test>',
    demo: false,
    webDir: '/nonexistent',
    storage: { kind: 'local', dir: mkdtempSync(path.join(tmpdir(), 'rigledger-docs-')) },
    backups: { dir: mkdtempSync(path.join(tmpdir(), 'rigledger-backups-')), keepDays: 14 },
    jobs: {
      // Test servers share one PostgreSQL database: each gets a queue of its own.
      schema: databaseUrl ? `jobs_${process.pid}_${++servers}` : 'pgboss',
      expireSeconds: 60,
      maintenanceSeconds: 60,
      extractionThreads: 1,
      ocrTimeoutMs: 60_000,
    },
    // Every test signs up from one address: the per-address limits have tests of their own.
    stripe: {},
    limits: { ...DEFAULT_LIMITS, registrationsPerHour: 1_000_000, loginAddressCaptchaAfter: 1_000_000 },
    ...overrides,
  }
}

/** The real server on the test database (PGlite in memory, or the run's PostgreSQL database). */
export async function startTestServer(options: { config?: Partial<Config>; clock?: Clock } = {}) {
  return createServer(testConfig(options.config), { clock: options.clock })
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>

/** The clock the worker's shared server reads: each test file points it at its own. */
let fileClock: Clock = systemClock
let shared: Promise<TestServer> | undefined

/**
 * The test worker's one server (vitest runs a worker's files one after another, in one module
 * graph: `isolate: false`), so a file does not pay for a server and its migrations. A file that
 * moves time passes its own clock; the server reads it until the next file. Never closed by a file:
 * it ends with the worker. Files that need other settings start their own with startTestServer.
 */
export async function sharedTestServer(options: { clock?: Clock } = {}): Promise<TestServer> {
  fileClock = options.clock ?? systemClock
  shared ??= startTestServer({ clock: { now: () => fileClock.now() } })
  return shared
}

let counter = 0
/** An e-mail no other test uses, so tests never clean up after each other. */
export function uniqueEmail(prefix = 'user') {
  counter += 1
  return `${prefix}.${process.pid}.${Date.now()}.${counter}@example.com`
}
