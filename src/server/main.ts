import { loadConfig } from './env.ts'
import { seedDemo } from './features/demo/seed-demo.ts'
import { requeueWaitingDocuments } from './features/documents/document-jobs.ts'
import { requeueUnfinishedReports } from './features/reports/report-jobs.ts'
import { issueAdminSetupToken, setupLinkNotice } from './features/setup/admin-setup.ts'
import { DataDirLockedError, lockDataDir } from './lib/data-lock.ts'
import { createServer } from './server.ts'

async function main() {
  const config = loadConfig()
  let releaseLock = () => {}
  if (!config.databaseUrl) {
    try {
      releaseLock = lockDataDir(config.dataDir)
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        console.error(error.message)
        process.exit(2)
      }
      throw error
    }
  }
  const server = await createServer(config, {
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
  })
  const { app, ctx } = server

  if (config.demo) await seedDemo(ctx.db)
  await requeueWaitingDocuments(ctx)
  await requeueUnfinishedReports(ctx)
  const setupToken = await issueAdminSetupToken({ db: ctx.db, clock: ctx.clock })
  await app.listen({ port: config.port, host: config.host })
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`
  app.log.info(`RigLedger is running at ${config.publicUrl} (database: ${where})`)
  if (setupToken) {
    // Printed plainly so it stands out in the log: the only way in before an admin exists.
    console.log(setupLinkNotice(config, setupToken))
  }

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    app.log.info(`${signal} received, shutting down`)
    try {
      await server.close()
    } finally {
      releaseLock()
      process.exit(0)
    }
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
