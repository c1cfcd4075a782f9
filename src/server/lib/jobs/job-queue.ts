import PgBoss from 'pg-boss'
import type { Database } from '@/server/db/client.ts'
import type { JobsConfig } from '@/server/env.ts'

export interface JobContext {
  /** 0 on the first try. */
  retryCount: number
  /** True when a failure now is final (no retry is left). */
  lastAttempt: boolean
}

export interface JobQueue {
  /** Queues a job; it survives a restart and is retried with backoff when its handler throws. */
  send(name: string, data: object): Promise<void>
  /** Runs `handler` for each job of the queue, one at a time per call to work. */
  work<T extends object>(name: string, handler: (data: T, job: JobContext) => Promise<void>): Promise<void>
  stop(): Promise<void>
}

const RETRY_LIMIT = 3

/** The durable queue (pg-boss) on the app's own database: PGlite or PostgreSQL. */
export async function startJobQueue(options: {
  database: Database
  config: JobsConfig
  onError(error: Error): void
}): Promise<JobQueue> {
  const { database, config } = options
  const boss = new PgBoss({
    ...('connectionString' in database.queueConnection
      ? { connectionString: database.queueConnection.connectionString, max: 4 }
      : { db: database.queueConnection as PgBoss.Db }),
    schema: config.schema,
    expireInSeconds: config.expireSeconds,
    maintenanceIntervalSeconds: config.maintenanceSeconds,
    retryLimit: RETRY_LIMIT,
    retryDelay: 2,
    retryBackoff: true,
    // Scheduling (cron) is not used; it would add a clock-skew check to every start.
    schedule: false,
  })
  boss.on('error', options.onError)
  await boss.start()
  const created = new Set<string>()
  const ensureQueue = async (name: string) => {
    if (created.has(name)) return
    await boss.createQueue(name)
    created.add(name)
  }
  const workers = new Map<string, string[]>()
  return {
    async send(name, data) {
      await ensureQueue(name)
      await boss.send(name, data)
      // Wake this instance's worker now instead of at its next poll.
      for (const id of workers.get(name) ?? []) boss.notifyWorker(id)
    },
    async work(name, handler) {
      await ensureQueue(name)
      const id = await boss.work<object>(
        name,
        { batchSize: 1, pollingIntervalSeconds: 1, includeMetadata: true },
        async ([job]) => {
          if (!job) return
          await handler(job.data as never, {
            retryCount: job.retryCount,
            lastAttempt: job.retryCount >= job.retryLimit,
          })
        },
      )
      workers.set(name, [...(workers.get(name) ?? []), id])
    },
    async stop() {
      // Jobs in hand are let finish; a job cut off by a crash instead is retried after it expires.
      await boss.stop({ graceful: true, wait: true, timeout: 30_000 })
    },
  }
}
