import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { copyFile, readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import type { Config } from '@/server/env.ts'
import { openStorage } from '@/server/lib/storage/open-storage.ts'
import { type BackupManifest, filesUnder, MANIFEST_FILE } from './backups.ts'

/** A restore that must not go ahead: the operator is told why, nothing was written. */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'RestoreRefusedError'
  }
}

/** Why a PostgreSQL restore cannot be made here: pg_restore is not on PATH. */
export const PG_RESTORE_MISSING =
  'pg_restore was not found on PATH: install the PostgreSQL client tools, or restore with ' +
  '`pg_restore --no-owner --no-privileges --dbname="$DATABASE_URL" <backup>/database.dump` and copy <backup>/files/ into the storage'

/**
 * The dump holds the backup that made it (and any other under way) as running: in the restored
 * database none runs, so they are closed as failed (else the System tab would wait on them).
 */
const SETTLE_RUNNING_BACKUPS = `update backups set status = 'failed', finished_at = now(),
  error = 'Under way when the backup restored here was taken' where status = 'running'`

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

async function isEmptyDir(dir: string): Promise<boolean> {
  if (!existsSync(dir)) return true
  return (await readdir(dir)).length === 0
}

/**
 * Restores the backup folder `location` into the environment of `config`: its empty DATA_DIR
 * (PGlite) or empty DATABASE_URL (PostgreSQL), and its storage. Refuses a target that holds data,
 * a backup of the other database kind, and files whose digest does not match the manifest.
 * The caller holds the data folder's lock (PGlite). Answers the manifest restored.
 */
export async function restoreBackup(location: string, config: Config): Promise<BackupManifest> {
  const manifestFile = path.join(location, MANIFEST_FILE)
  if (!existsSync(manifestFile))
    throw new RestoreRefusedError(`${location} is not a RigLedger backup folder: it has no ${MANIFEST_FILE}.`)
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as BackupManifest
  const kind = config.databaseUrl ? 'postgres' : 'pglite'
  if (manifest.database.kind !== kind)
    throw new RestoreRefusedError(
      `This backup is of a ${manifest.database.kind} database; this environment uses ${kind} ` +
        `(${kind === 'postgres' ? 'DATABASE_URL is set' : 'DATABASE_URL is not set'}).`,
    )
  const dump = await readFile(path.join(location, manifest.database.file))
  if (sha256(dump) !== manifest.database.sha256)
    throw new RestoreRefusedError(
      `${manifest.database.file} does not match the manifest's digest: the backup is damaged.`,
    )
  if (config.storage.kind === 'local' && !(await isEmptyDir(config.storage.dir)))
    throw new RestoreRefusedError(
      `The storage folder ${config.storage.dir} is not empty: restore only into an empty one.`,
    )

  if (kind === 'pglite') {
    const dbDir = path.join(config.dataDir, 'pglite')
    if (!(await isEmptyDir(dbDir)))
      throw new RestoreRefusedError(
        `The data folder ${config.dataDir} already holds a database: restore only into an empty DATA_DIR.`,
      )
    const restored = await PGlite.create(dbDir, { loadDataDir: new Blob([new Uint8Array(dump)]) })
    try {
      await restored.query(SETTLE_RUNNING_BACKUPS)
    } finally {
      await restored.close()
    }
    if (manifest.appSecret && !process.env.APP_SECRET)
      await copyFile(path.join(location, 'app-secret'), path.join(config.dataDir, 'app-secret'))
  } else {
    await assertEmptyPostgres(config.databaseUrl!)
    await pgRestore(config.databaseUrl!, path.join(location, manifest.database.file))
    const client = new pg.Client({ connectionString: config.databaseUrl })
    await client.connect()
    try {
      await client.query(SETTLE_RUNNING_BACKUPS)
    } finally {
      await client.end()
    }
  }

  const storage = openStorage(config.storage)
  const filesDir = path.join(location, 'files')
  const present = new Set(existsSync(filesDir) ? await filesUnder(filesDir) : [])
  for (const file of manifest.files) {
    if (!present.has(file.key)) throw new Error(`The backup lacks the file ${file.key} its manifest lists.`)
    const bytes = await readFile(path.join(filesDir, file.key))
    if (sha256(bytes) !== file.sha256)
      throw new Error(`The file ${file.key} does not match the manifest's digest.`)
    await storage.put(file.key, bytes, 'application/octet-stream')
  }
  return manifest
}

async function assertEmptyPostgres(url: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from information_schema.tables
        where table_schema not in ('pg_catalog', 'information_schema')`,
    )
    if (Number(rows[0]?.n ?? 0) > 0)
      throw new RestoreRefusedError(
        'The database at DATABASE_URL already has tables: restore only into an empty database.',
      )
  } finally {
    await client.end()
  }
}

function pgRestore(url: string, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(
      'pg_restore',
      ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${url}`, file],
      { maxBuffer: 16 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (!error) return resolve()
        if ((error as NodeJS.ErrnoException).code === 'ENOENT')
          return reject(new RestoreRefusedError(PG_RESTORE_MISSING))
        reject(new Error(`pg_restore failed: ${stderr.trim().slice(0, 400) || error.message}`))
      },
    )
  })
}
