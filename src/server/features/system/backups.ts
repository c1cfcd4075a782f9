import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { copyFile, mkdir, readdir, readFile, rm, stat, statfs, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { and, desc, eq, inArray, isNotNull, lt } from 'drizzle-orm'
import type { Backup } from '@/contracts/admin.ts'
import type { AppContext } from '@/server/context.ts'
import type { DumpFormat } from '@/server/db/client.ts'
import { backups, documents, generatedReports } from '@/server/db/schema/index.ts'
import type { AdminCall } from '@/server/features/admin/settings.ts'
import { APP_VERSION } from '@/server/lib/app-version.ts'
import { s3Storage } from '@/server/lib/storage/s3-storage.ts'
import { recordAudit } from '@/server/shared/audit.ts'

/** The queue the admin action and the daily schedule put a backup on. */
export const BACKUP_JOB = 'system.backup'
/** The file that describes a backup folder; restore reads it first. */
export const MANIFEST_FILE = 'manifest.json'
/** A backup older than this is flagged on the System tab. */
export const BACKUP_STALE_MS = 2 * 24 * 60 * 60 * 1000
/** How often the server checks whether the daily backup is due. */
export const BACKUP_SCHEDULE_EVERY_MS = 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

/** What a backup needs: the server's context, or what `npm run backup` opens itself. */
export type BackupDeps = Pick<
  AppContext,
  'db' | 'clock' | 'storage' | 'config' | 'dumpDatabase' | 'databaseKind'
>

export interface BackupManifest {
  app: 'rigledger'
  appVersion: string
  /** Migrations applied when the backup was taken (the restored server runs any later ones). */
  migrationCount: number
  database: {
    kind: 'pglite' | 'postgres'
    format: DumpFormat
    file: string
    sizeBytes: number
    sha256: string
  }
  createdAt: string
  /** The stored files (uploaded documents, report files) under files/<key>. */
  files: { key: string; sizeBytes: number; sha256: string }[]
  /** Keys a row named but the storage no longer had when the backup read it (deleted meanwhile). */
  missingFiles: string[]
  /** Whether the folder holds DATA_DIR/app-secret (what encrypted settings and two-factor secrets need). */
  appSecret: boolean
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

async function migrationCount(): Promise<number> {
  const journal = JSON.parse(
    await readFile(new URL('../../db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
  ) as { entries: unknown[] }
  return journal.entries.length
}

/** The admin action: records a running backup and queues it; answers its id at once. */
export async function startBackup(ctx: AppContext, call: AdminCall | null): Promise<{ id: string }> {
  const [row] = await ctx.db
    .insert(backups)
    .values({ status: 'running', startedAt: ctx.clock.now() })
    .returning({ id: backups.id })
  if (!row) throw new Error('backup row not inserted')
  if (call)
    await recordAudit(call.db, call.actor, {
      action: 'system.backup',
      details: { backupId: row.id },
      at: call.clock.now(),
    })
  await ctx.jobs.send(BACKUP_JOB, { backupId: row.id })
  return row
}

/** A folder name that sorts by time and says what it is. */
function folderName(startedAt: Date, id: string) {
  return `rigledger-${startedAt.toISOString().replace(/[:.]/g, '-')}-${id.slice(0, 8)}`
}

/**
 * Makes the backup of row `backupId`: the database first (consistent on its own), then every stored
 * file a row names, a manifest, and an upload to the bucket when S3 is configured. Marks the row
 * ready or failed (with why); never throws for a failed backup. Older backups past the retention
 * are removed after a good one.
 */
export async function runBackup(deps: BackupDeps, backupId: string): Promise<void> {
  const [row] = await deps.db.select().from(backups).where(eq(backups.id, backupId))
  if (row?.status !== 'running') return
  const folder = path.join(deps.config.backups.dir, folderName(row.startedAt, row.id))
  try {
    await mkdir(folder, { recursive: true })
    const databaseFile = deps.databaseKind === 'pglite' ? 'database.tar.gz' : 'database.dump'
    const format = await deps.dumpDatabase(path.join(folder, databaseFile))
    const dumped = await readFile(path.join(folder, databaseFile))
    const keys = await storedKeys(deps)
    const files: BackupManifest['files'] = []
    const missingFiles: string[] = []
    for (const key of keys) {
      const bytes = await deps.storage.get(key)
      if (!bytes) {
        missingFiles.push(key)
        continue
      }
      const file = path.join(folder, 'files', key)
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, bytes)
      files.push({ key, sizeBytes: bytes.byteLength, sha256: sha256(bytes) })
    }
    const secretFile = path.join(deps.config.dataDir, 'app-secret')
    const appSecret = !deps.config.databaseUrl && existsSync(secretFile)
    if (appSecret) await copyFile(secretFile, path.join(folder, 'app-secret'))
    const manifest: BackupManifest = {
      app: 'rigledger',
      appVersion: APP_VERSION,
      migrationCount: await migrationCount(),
      database: {
        kind: deps.databaseKind,
        format,
        file: databaseFile,
        sizeBytes: dumped.byteLength,
        sha256: sha256(dumped),
      },
      createdAt: deps.clock.now().toISOString(),
      files,
      missingFiles,
      appSecret,
    }
    await writeFile(path.join(folder, MANIFEST_FILE), JSON.stringify(manifest, null, 2))
    let location = folder
    if (deps.config.storage.kind === 's3') {
      const bucket = s3Storage(deps.config.storage)
      const prefix = `backups/${path.basename(folder)}`
      for (const file of await filesUnder(folder))
        await bucket.put(
          `${prefix}/${file}`,
          await readFile(path.join(folder, file)),
          'application/octet-stream',
        )
      location = `${folder} (and s3://${deps.config.storage.bucket}/${prefix}/)`
    }
    const sizeBytes = await folderSize(folder)
    await deps.db
      .update(backups)
      .set({ status: 'ready', finishedAt: deps.clock.now(), sizeBytes, location })
      .where(eq(backups.id, backupId))
    await pruneBackups(deps)
  } catch (error) {
    await rm(folder, { recursive: true, force: true }).catch(() => {})
    await deps.db
      .update(backups)
      .set({
        status: 'failed',
        finishedAt: deps.clock.now(),
        error: (error instanceof Error ? error.message : String(error)).slice(0, 1000),
      })
      .where(eq(backups.id, backupId))
  }
}

/** Every storage key a row names: uploaded documents and made report files. */
async function storedKeys(deps: BackupDeps): Promise<string[]> {
  const [docs, reports] = await Promise.all([
    deps.db.select({ key: documents.storageKey }).from(documents),
    deps.db
      .select({ key: generatedReports.storageKey })
      .from(generatedReports)
      .where(isNotNull(generatedReports.storageKey)),
  ])
  return [...new Set([...docs, ...reports].map((r) => r.key).filter((k): k is string => Boolean(k)))].sort()
}

/** Paths of the files under `dir`, relative to it, with forward slashes. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort()
}

async function folderSize(dir: string): Promise<number> {
  let total = 0
  for (const file of await filesUnder(dir)) total += (await stat(path.join(dir, file))).size
  return total
}

/** Removes backups (folder and row) started more than the retention's days ago, once a newer one is ready. */
async function pruneBackups(deps: BackupDeps) {
  const before = new Date(deps.clock.now().getTime() - deps.config.backups.keepDays * DAY_MS)
  const old = await deps.db
    .select()
    .from(backups)
    .where(and(lt(backups.startedAt, before), inArray(backups.status, ['ready', 'failed'])))
  for (const backup of old) {
    await rm(path.join(deps.config.backups.dir, folderName(backup.startedAt, backup.id)), {
      recursive: true,
      force: true,
    })
    await deps.db.delete(backups).where(eq(backups.id, backup.id))
  }
}

/** The latest backups, newest first, and the free space where they are written. */
export async function listBackups(ctx: Pick<AppContext, 'db' | 'config'>) {
  const rows = await ctx.db.select().from(backups).orderBy(desc(backups.startedAt)).limit(20)
  const items: Backup[] = rows.map((b) => ({
    id: b.id,
    status: b.status,
    startedAt: b.startedAt.toISOString(),
    finishedAt: b.finishedAt?.toISOString() ?? null,
    sizeBytes: b.sizeBytes,
    location: b.location,
    error: b.error,
  }))
  return { items, freeDiskBytes: await freeDisk(ctx.config.backups.dir), backupDir: ctx.config.backups.dir }
}

/** Free bytes on the disk of `dir` (or of its nearest existing parent). */
async function freeDisk(dir: string): Promise<number | null> {
  for (let at = dir; ; at = path.dirname(at)) {
    try {
      const fs = await statfs(at)
      return Number(fs.bavail) * Number(fs.bsize)
    } catch {
      if (path.dirname(at) === at) return null
    }
  }
}

/**
 * Runs queued backups in this process: one attempt each (a failed backup is recorded, not retried).
 * On PGlite this process is the only one: a backup still running at start was cut short by a stop.
 */
export async function registerBackupJobs(ctx: AppContext, log: { error(obj: object, msg: string): void }) {
  if (ctx.databaseKind === 'pglite')
    await ctx.db
      .update(backups)
      .set({ status: 'failed', finishedAt: ctx.clock.now(), error: 'The server stopped while it ran' })
      .where(eq(backups.status, 'running'))
  await ctx.jobs.work<{ backupId: string }>(BACKUP_JOB, async (data) => {
    await runBackup(ctx, data.backupId).catch((error) =>
      log.error({ err: error, backupId: data.backupId }, 'backup failed'),
    )
  })
}

/** The daily schedule: queues a backup when none started in the last day (a stuck one blocks a day at most). */
export async function queueDueBackup(ctx: AppContext): Promise<boolean> {
  const [last] = await ctx.db.select().from(backups).orderBy(desc(backups.startedAt)).limit(1)
  const now = ctx.clock.now().getTime()
  if (last && now - last.startedAt.getTime() < DAY_MS) return false
  await startBackup(ctx, null)
  return true
}
