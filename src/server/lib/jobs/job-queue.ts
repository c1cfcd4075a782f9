import PgBoss from 'pg-boss'
import type { Database } from '@/server/db/client.ts'
import type { JobsConfig } from '@/server/env.ts'

export interface JobContext {
  /** 0 on the first try. */
  retryCount: number
  /** True when a failure now is final (no retry is left). */
  lastAttempt: boolean
}

export interface WorkOptions<T> {
  /**
   * Readies what failed jobs were about for another try (e.g. a document marked failed), before
   * `retryFailed` queues them again.
   */
  beforeRetry?(data: T[]): Promise<void>
}

/** The jobs of one queue by state (completed and cancelled ones are not counted). */
export interface QueueDepth {
  name: string
  /** Queued and not started yet. */
  waiting: number
  /** Failed a try and waiting for the next. */
  retrying: number
  active: number
  /** Failed with no try left. */
  failed: number
}

export interface JobQueue {
  /** Queues a job; it survives a restart and is retried with backoff when its handler throws. */
  send(name: string, data: object): Promise<void>
  /** Runs `handler` for each job of the queue, one at a time per call to work. */
  work<T extends object>(
    name: string,
    handler: (data: T, job: JobContext) => Promise<void>,
    options?: WorkOptions<T>,
  ): Promise<void>
  /** Every queue with its jobs by state. */
  depths(): Promise<QueueDepth[]>
  /** Queues failed jobs again, one more try each (the oldest RETRY_BATCH per call); answers how many. */
  retryFailed(): Promise<number>
  stop(): Promise<void>
}

const RETRY_LIMIT = 3
/** Failed jobs are kept this long in the queue (then archived), so an admin can still retry them. */
const KEEP_FAILED_SECONDS = 7 * 24 * 60 * 60
const RETRY_BATCH = 1000

/** The durable queue (pg-boss) on the app's own database: PGlite or PostgreSQL. */
export async function startJobQueue(options: {
  database: Database
  config: JobsConfig
  onError(error: Error): void
  /** Told each time a job's handler throws (the metrics count it), whether or not a try is left. */
  onJobFailed?(queue: string): void
}): Promise<JobQueue> {
  const { database, config, onJobFailed } = options
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
    archiveFailedAfterSeconds: KEEP_FAILED_SECONDS,
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
  const beforeRetry = new Map<string, (data: object[]) => Promise<void>>()
  // Wakes this instance's workers of a queue now instead of at their next poll.
  const wake = (name: string) => {
    for (const id of workers.get(name) ?? []) boss.notifyWorker(id)
  }
  // pg-boss validated the schema name as a plain identifier; its own SQL names it the same way.
  const table = `${config.schema}.job`
  return {
    async send(name, data) {
      await ensureQueue(name)
      await boss.send(name, data)
      wake(name)
    },
    async work(name, handler, options = {}) {
      await ensureQueue(name)
      if (options.beforeRetry) beforeRetry.set(name, options.beforeRetry as (data: object[]) => Promise<void>)
      const id = await boss.work<object>(
        name,
        { batchSize: 1, pollingIntervalSeconds: 1, includeMetadata: true },
        async ([job]) => {
          if (!job) return
          try {
            await handler(job.data as never, {
              retryCount: job.retryCount,
              lastAttempt: job.retryCount >= job.retryLimit,
            })
          } catch (error) {
            onJobFailed?.(name)
            throw error
          }
        },
      )
      workers.set(name, [...(workers.get(name) ?? []), id])
    },
    async depths() {
      const { rows } = await boss.getDb().executeSql(
        `SELECT q.name,
           count(j.id) FILTER (WHERE j.state = 'created')::int AS waiting,
           count(j.id) FILTER (WHERE j.state = 'retry')::int AS retrying,
           count(j.id) FILTER (WHERE j.state = 'active')::int AS active,
           count(j.id) FILTER (WHERE j.state = 'failed')::int AS failed
         FROM ${config.schema}.queue q LEFT JOIN ${table} j ON j.name = q.name
         GROUP BY q.name ORDER BY q.name`,
        [],
      )
      return rows as QueueDepth[]
    },
    async retryFailed() {
      const { rows } = await boss
        .getDb()
        .executeSql(
          `SELECT name, id, data FROM ${table} WHERE state = 'failed' ORDER BY completed_on LIMIT $1`,
          [RETRY_BATCH],
        )
      const byQueue = new Map<string, { id: string; data: object }[]>()
      for (const row of rows as { name: string; id: string; data: object }[]) {
        const jobs = byQueue.get(row.name) ?? []
        jobs.push(row)
        byQueue.set(row.name, jobs)
      }
      let retried = 0
      for (const [name, jobs] of byQueue) {
        // First the subjects, so a worker woken by the retry finds them ready.
        await beforeRetry.get(name)?.(jobs.map((job) => job.data))
        // pg-boss 10 answers what it changed, though its types say void.
        const result = (await boss.retry(
          name,
          jobs.map((job) => job.id),
        )) as unknown as { affected?: number } | undefined
        retried += result?.affected ?? jobs.length
        wake(name)
      }
      return retried
    },
    async stop() {
      // Jobs in hand are let finish; a job cut off by a crash instead is retried after it expires.
      await boss.stop({ graceful: true, wait: true, timeout: 30_000 })
    },
  }
}
