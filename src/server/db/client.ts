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
  close(): Promise<void>
}

export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

/**
 * Opens PostgreSQL when a connection string is given, otherwise the embedded PGlite
 * in `dataDir` (or in memory when `dataDir` is 'memory://'). Migrations run before it is returned.
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl)
  return openPglite(options.dataDir)
}

async function openPglite(dataDir: string): Promise<Database> {
  // The database gets a folder of its own, beside the secret, the lock and (later) uploaded files.
  const client = await PGlite.create(dataDir.startsWith('memory://') ? dataDir : path.join(dataDir, 'pglite'))
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
    close: () => client.close(),
  }
}

/** Serialises migrations of several processes (test workers, instances) on one server. */
const MIGRATION_LOCK_ID = 4_207_351

async function openPostgres(url: string): Promise<Database> {
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
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 })
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
    close: () => pool.end(),
  }
}
