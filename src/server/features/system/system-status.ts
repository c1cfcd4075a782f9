import { count, isNotNull, sql } from 'drizzle-orm'
import type { SystemStatus } from '@/contracts/system.ts'
import type { Db } from '@/server/db/client.ts'
import { documents, generatedReports, ledgerEntries, users } from '@/server/db/schema/index.ts'
import type { Config } from '@/server/env.ts'
import { APP_VERSION } from '@/server/lib/app-version.ts'
import type { JobQueue } from '@/server/lib/jobs/job-queue.ts'
import { exactInt, queryRows } from '@/server/lib/sql-values.ts'

/** The running server in figures: version, database, job queues, stored files and rows. */
export async function systemStatus(options: {
  db: Db
  jobs: JobQueue
  config: Pick<Config, 'databaseUrl'>
}): Promise<SystemStatus> {
  const { db, jobs } = options
  const [[size], [docs], [reports], [accounts], [ledger], queues] = await Promise.all([
    queryRows<{ bytes: string }>(db, sql`select pg_database_size(current_database())::text as bytes`),
    db
      .select({ count: count(), bytes: sql<string>`coalesce(sum(${documents.sizeBytes}), 0)::text` })
      .from(documents),
    // A report's file exists once it is made; queued and failed ones have none.
    db
      .select({ count: count(), bytes: sql<string>`coalesce(sum(${generatedReports.sizeBytes}), 0)::text` })
      .from(generatedReports)
      .where(isNotNull(generatedReports.storageKey)),
    db.select({ count: count() }).from(users),
    db.select({ count: count() }).from(ledgerEntries),
    jobs.depths(),
  ])
  return {
    version: APP_VERSION,
    uptimeSeconds: Math.floor(process.uptime()),
    // The same choice as openDatabase: a connection string means PostgreSQL.
    database: { kind: options.config.databaseUrl ? 'postgres' : 'pglite', sizeBytes: exactInt(size?.bytes) },
    queues,
    documents: { count: docs?.count ?? 0, bytes: exactInt(docs?.bytes) },
    reportFiles: { count: reports?.count ?? 0, bytes: exactInt(reports?.bytes) },
    users: accounts?.count ?? 0,
    ledgerEntries: ledger?.count ?? 0,
  }
}
