import { eq } from 'drizzle-orm'
import { openDatabase } from '@/server/db/client.ts'
import { backups } from '@/server/db/schema/index.ts'
import { loadConfig } from '@/server/env.ts'
import { runBackup } from '@/server/features/system/backups.ts'
import { systemClock } from '@/server/lib/clock.ts'
import { DataDirLockedError, lockDataDir } from '@/server/lib/data-lock.ts'
import { openStorage } from '@/server/lib/storage/open-storage.ts'

/**
 * npm run backup: a backup of the configured database and stored files into BACKUP_DIR
 * (docs/decisions/043-backups.md). On PGlite only while no server holds the data folder: a running
 * server takes its own with Admin › System › Back up now (POST /api/admin/backups).
 */
async function main() {
  const config = loadConfig()
  let release: () => void = () => {}
  if (!config.databaseUrl) {
    try {
      release = lockDataDir(config.dataDir)
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error
      console.error(
        `A RigLedger server (process ${error.pid}) is running on ${config.dataDir}, and only it may read the ` +
          'embedded database. Take the backup from that server: Admin › System › Back up now, or ' +
          'POST /api/admin/backups as an admin.',
      )
      process.exit(1)
    }
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  try {
    const [row] = await database.db
      .insert(backups)
      .values({ status: 'running', startedAt: systemClock.now() })
      .returning({ id: backups.id })
    if (!row) throw new Error('backup row not inserted')
    await runBackup(
      {
        db: database.db,
        clock: systemClock,
        storage: openStorage(config.storage),
        config,
        databaseKind: database.kind,
        dumpDatabase: (file) => database.dumpTo(file),
      },
      row.id,
    )
    const [done] = await database.db.select().from(backups).where(eq(backups.id, row.id))
    if (done?.status !== 'ready') {
      console.error(`Backup failed: ${done?.error ?? 'unknown reason'}`)
      process.exitCode = 1
    } else console.log(`Backup ready: ${done.location} (${done.sizeBytes} bytes)`)
  } finally {
    await database.close()
    release()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
