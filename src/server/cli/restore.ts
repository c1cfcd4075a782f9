import { loadConfig } from '@/server/env.ts'
import { RestoreRefusedError, restoreBackup } from '@/server/features/system/restore-backup.ts'
import { DataDirLockedError, lockDataDir } from '@/server/lib/data-lock.ts'

/**
 * npm run restore -- <backup folder>: restores a backup into the empty DATA_DIR (PGlite) or the
 * empty DATABASE_URL (PostgreSQL) of this environment, and its files into the storage; refuses a
 * target that holds data. Start the server afterwards: it runs any migrations newer than the backup.
 */
async function main() {
  const location = process.argv[2]
  if (!location) {
    console.error('Usage: npm run restore -- <backup folder>')
    process.exit(1)
  }
  const config = loadConfig()
  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir)
  try {
    const manifest = await restoreBackup(location, config)
    console.log(
      `Restored the backup of ${manifest.createdAt} (${manifest.database.kind}, ${manifest.files.length} files). ` +
        'Start the server to use it.',
    )
  } finally {
    release()
  }
}

main().catch((error) => {
  if (error instanceof RestoreRefusedError || error instanceof DataDirLockedError) {
    console.error(error.message)
    process.exit(1)
  }
  console.error(error)
  process.exit(1)
})
