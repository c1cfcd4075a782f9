import type { Db, DumpFormat } from './db/client.ts'
import type { Config } from './env.ts'
import type { Clock } from './lib/clock.ts'
import type { EventHub } from './lib/events/event-hub.ts'
import type { ExtractionPool } from './lib/extraction-pool.ts'
import type { JobQueue } from './lib/jobs/job-queue.ts'
import type { Mailer } from './lib/mail/mailer.ts'
import type { Metrics } from './lib/metrics.ts'
import type { Storage } from './lib/storage/storage.ts'

/** What every route and use-case may need, built once per server. */
export interface AppContext {
  db: Db
  config: Config
  clock: Clock
  mailer: Mailer
  /** Uploaded files. */
  storage: Storage
  /** The durable job queue in the database. */
  jobs: JobQueue
  /** What happened on any instance (PostgreSQL LISTEN/NOTIFY), for the live streams. */
  events: EventHub
  /** What GET /api/metrics reports; this server's own registry. */
  metrics: Metrics
  /** Reads documents off the main thread. */
  extraction: ExtractionPool
  /** Resolves when the database answers. */
  pingDatabase(): Promise<void>
  /** Which database this server runs on. */
  databaseKind: 'pglite' | 'postgres'
  /** Writes a consistent copy of the open database to `file` (the backups). */
  dumpDatabase(file: string): Promise<DumpFormat>
  /** Work started after a reply (e.g. a reset e-mail); awaited on shutdown. */
  background(task: () => Promise<void>): void
}
