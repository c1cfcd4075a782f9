import { execFile } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import * as schema from './schema/index.ts'

export type Schema = typeof schema
/**
 * The database, or a transaction in it: drizzle's transaction is a PgDatabase too, so every
 * use-case takes either without a cast.
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>
/** A transaction: what a function that must run inside one (with the writes it completes) takes. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>
  /** How the job queue reaches this database: its own pool on PostgreSQL, the one client on PGlite. */
  queueConnection: { connectionString: string } | { executeSql: ExecuteSql }
  /**
   * Hears what `pg_notify(channel, …)` sends from any process on this database (PostgreSQL
   * LISTEN/NOTIFY), delivered once the sending transaction commits. `onReconnect` is called when a lost
   * listening connection is back: what was sent in between was missed.
   */
  listen(
    channel: string,
    handlers: { onPayload(payload: string): void; onReconnect(): void },
  ): Promise<() => Promise<void>>
  /** How its connections are used now, for the metrics (docs/decisions/040-metrics-and-mail-log.md). */
  poolUse(): PoolUse
  /**
   * Writes a consistent copy of the whole database to `file` while it stays open
   * (docs/decisions/043-backups.md): PGlite's data folder as a gzipped tar, taken by the open
   * instance between queries; PostgreSQL through `pg_dump` (custom format). Answers the format.
   */
  dumpTo(file: string): Promise<DumpFormat>
  close(): Promise<void>
}

/** How a backup holds the database: PGlite's data folder (tar.gz) or a pg_dump custom-format file. */
export type DumpFormat = 'pglite-datadir' | 'pg_dump-custom'

/**
 * PostgreSQL: the pool's connections, the idle ones and the queries waiting for one. PGlite has one
 * connection in the process: `total` 1, `idle` 0 while a query, script or transaction is under way
 * (else 1), and `waiting` the calls queued behind it.
 */
export interface PoolUse {
  total: number
  idle: number
  waiting: number
  max: number
}

export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

/**
 * Opens PostgreSQL when a connection string is given, otherwise the embedded PGlite
 * in `dataDir` (or in memory when `dataDir` is 'memory://'). Migrations run before it is returned.
 */
export async function openDatabase(options: {
  databaseUrl?: string
  dataDir: string
  /** PostgreSQL only: connections, and how long a query waits for one before it fails (isDatabaseBusy). */
  pool?: { size: number; waitMs: number }
}): Promise<Database> {
  if (options.databaseUrl)
    return openPostgres(options.databaseUrl, options.pool ?? { size: 10, waitMs: 5000 })
  return openPglite(options.dataDir)
}

async function openPglite(dataDir: string): Promise<Database> {
  // The database gets a folder of its own, beside the secret, the lock and (later) uploaded files.
  const client = await PGlite.create(dataDir.startsWith('memory://') ? dataDir : path.join(dataDir, 'pglite'))
  const inFlight = countCalls(client, ['query', 'exec', 'transaction'])
  const db = drizzlePglite({ client, schema })
  await migratePglite(db, { migrationsFolder })
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1')
    },
    queueConnection: {
      // pg-boss sends multi-statement scripts without parameters, which only exec() runs.
      executeSql: async (text, values) => {
        if (values && values.length > 0) return client.query(text, values)
        const results = await client.exec(text)
        return { rows: results.at(-1)?.rows ?? [] }
      },
    },
    // One process holds the embedded database: its own connection hears every notification.
    listen: async (channel, handlers) => {
      const stop = await client.listen(channel, handlers.onPayload)
      return () => stop()
    },
    poolUse: () => ({
      total: 1,
      idle: inFlight.count === 0 ? 1 : 0,
      waiting: Math.max(0, inFlight.count - 1),
      max: 1,
    }),
    // PGlite runs one call at a time: the dump waits for the queries before it and holds later ones.
    dumpTo: async (file) => {
      const tarball = await client.dumpDataDir('gzip')
      await writeFile(file, new Uint8Array(await tarball.arrayBuffer()))
      return 'pglite-datadir'
    },
    close: () => client.close(),
  }
}

/**
 * Counts the calls of these methods that have not settled yet (PGlite runs one at a time; the
 * others wait their turn inside it), by wrapping them on this one instance.
 */
function countCalls<T extends object>(target: T, methods: (keyof T & string)[]): { count: number } {
  const counter = { count: 0 }
  for (const name of methods) {
    const original = target[name] as unknown as (...args: unknown[]) => Promise<unknown>
    const wrapped = async (...args: unknown[]) => {
      counter.count++
      try {
        return await original.apply(target, args)
      } finally {
        counter.count--
      }
    }
    Object.defineProperty(target, name, { value: wrapped, configurable: true, writable: true })
  }
  return counter
}

/** Serialises migrations of several processes (test workers, instances) on one server. */
const MIGRATION_LOCK_ID = 4_207_351

async function openPostgres(url: string, poolOptions: { size: number; waitMs: number }): Promise<Database> {
  const migrationPool = new pg.Pool({ connectionString: url, max: 1 })
  try {
    const migrationDb = drizzleNodePg({ client: migrationPool, schema })
    await migrationDb.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_ID})`)
    try {
      await migrateNodePg(migrationDb, { migrationsFolder })
    } finally {
      await migrationDb.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`)
    }
  } finally {
    await migrationPool.end()
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: poolOptions.size,
    connectionTimeoutMillis: poolOptions.waitMs,
  })
  // An idle client losing its connection must not take the process down; the next query reports it.
  pool.on('error', () => {})
  const db = drizzleNodePg({ client: pool, schema })
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1')
    },
    queueConnection: { connectionString: url },
    listen: (channel, handlers) => listenOnPostgres(url, channel, handlers),
    poolUse: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: poolOptions.size,
    }),
    dumpTo: async (file) => {
      await pgDump(url, file)
      return 'pg_dump-custom'
    },
    close: () => pool.end(),
  }
}

/** How long a lost listening connection waits before it tries again. */
const RELISTEN_DELAY_MS = 1000

/**
 * A connection of its own that LISTENs on `channel`; when it is lost (a restart of PostgreSQL, a
 * network cut) it connects again and says so, until stopped.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  handlers: { onPayload(payload: string): void; onReconnect(): void },
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null
  let stopped = false
  let retry: NodeJS.Timeout | undefined
  const connect = async (again: boolean): Promise<void> => {
    // TCP keepalive notices a connection a NAT or a failover left half-open (no error would come).
    const next = new pg.Client({
      connectionString: url,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    })
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) handlers.onPayload(message.payload)
    })
    const lost = () => {
      if (client !== next || stopped) return
      client = null
      next.end().catch(() => {})
      retry = setTimeout(() => void connect(true).catch(() => {}), RELISTEN_DELAY_MS)
    }
    next.on('error', lost)
    next.on('end', lost)
    client = next
    try {
      await next.connect()
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
    } catch (error) {
      if (!again) {
        // At start-up the caller hears of it; no retry loop is left behind.
        client = null
        next.end().catch(() => {})
        throw error
      }
      lost()
      return
    }
    if (again) handlers.onReconnect()
  }
  await connect(false)
  return async () => {
    stopped = true
    clearTimeout(retry)
    const last = client
    client = null
    await last?.end().catch(() => {})
  }
}

/**
 * Whether a query failed because the database had no connection to spare: the pool's wait ran out,
 * or the server refused more clients (53300). The request is worth retrying shortly (503), and is
 * no fault of ours to log as one. Drizzle wraps the driver's error, so its causes are read too.
 */
export function isDatabaseBusy(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth++) {
    if (cause.message === 'timeout exceeded when trying to connect') return true
    if ((cause as { code?: unknown }).code === '53300') return true
    cause = cause.cause
  }
  return false
}

/** Why a PostgreSQL backup cannot be made here: pg_dump is not on PATH (docs/decisions/043-backups.md). */
export const PG_DUMP_MISSING =
  'pg_dump was not found on PATH: install the PostgreSQL client tools (the same major version as the server) ' +
  'or back the database up with `pg_dump --format=custom --file=database.dump "$DATABASE_URL"`'

/** One consistent snapshot of the database (pg_dump runs in one repeatable-read transaction). */
function pgDump(url: string, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(
      'pg_dump',
      ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${url}`],
      { maxBuffer: 16 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (!error) return resolve()
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return reject(new Error(PG_DUMP_MISSING))
        reject(new Error(`pg_dump failed: ${stderr.trim().slice(0, 400) || error.message}`))
      },
    )
  })
}
