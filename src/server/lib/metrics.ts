import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import type { MailLogStatus, MailRoute } from '@/contracts/admin.ts'
import type { PoolUse } from '@/server/db/client.ts'
import type { QueueDepth } from '@/server/lib/jobs/job-queue.ts'

/** The route label of a request no route matched (a page of the web app, a file, an unknown path). */
export const UNMATCHED_ROUTE = 'unmatched'

/**
 * Seconds: most API answers come within tens of milliseconds; reports, uploads and exports take
 * seconds.
 */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30]

/**
 * What GET /api/metrics tells a Prometheus scraper. One registry per server: several servers in one
 * process (the tests) never share or clash (docs/decisions/040-metrics-and-mail-log.md).
 */
export interface Metrics {
  registry: Registry
  /** A request answered: the route the router matched (its pattern, never the raw URL). */
  observeRequest(request: { route: string; method: string; status: number; seconds: number }): void
  /** A mail handed on (`sent`) or refused by the mail server (`failed`). */
  countMail(status: MailLogStatus, via: MailRoute): void
  /** A job's handler threw (it is retried while tries are left). */
  countJobFailure(queue: string): void
}

/** The registry with the request, job, pool and mail metrics; queue depth and pool use are read when scraped. */
export function createMetrics(sources: {
  queueDepths(): Promise<QueueDepth[]>
  poolUse(): PoolUse
}): Metrics {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry, prefix: 'rigledger_' })
  const requests = new Counter({
    name: 'rigledger_http_requests_total',
    help: 'HTTP requests answered, by matched route pattern, method and status code',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  })
  const latency = new Histogram({
    name: 'rigledger_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by matched route pattern and method',
    labelNames: ['route', 'method'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  })
  const mail = new Counter({
    name: 'rigledger_mail_total',
    help: 'Mail send attempts, by outcome (sent, failed) and route (smtp, outbox)',
    labelNames: ['status', 'via'] as const,
    registers: [registry],
  })
  // Both outcomes start at 0, so a rate or an alert on failures has a series before the first one.
  for (const status of ['sent', 'failed'] as const) mail.inc({ status, via: 'smtp' }, 0)
  const jobFailures = new Counter({
    name: 'rigledger_job_failures_total',
    help: 'Job handler runs that threw, by queue (a failure with tries left is retried)',
    labelNames: ['queue'] as const,
    registers: [registry],
  })
  new Gauge({
    name: 'rigledger_job_queue_depth',
    help: 'Jobs in the durable queue, by queue and state (waiting, retrying, active, failed)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset()
      for (const depth of await sources.queueDepths()) {
        for (const state of ['waiting', 'retrying', 'active', 'failed'] as const) {
          this.set({ queue: depth.name, state }, depth[state])
        }
      }
    },
  })
  const pool = (name: string, help: string, read: (use: PoolUse) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read(sources.poolUse()))
      },
    })
  pool('rigledger_db_pool_total', 'Database connections open (PGlite: 1)', (use) => use.total)
  pool(
    'rigledger_db_pool_idle',
    'Database connections idle (PGlite: 0 while a query runs)',
    (use) => use.idle,
  )
  pool(
    'rigledger_db_pool_waiting',
    'Queries waiting for a database connection (PGlite: calls queued behind the running one)',
    (use) => use.waiting,
  )
  pool('rigledger_db_pool_max', 'Database connections this instance may open', (use) => use.max)

  return {
    registry,
    observeRequest({ route, method, status, seconds }) {
      requests.inc({ route, method, status: String(status) })
      latency.observe({ route, method }, seconds)
    },
    countMail(status, via) {
      mail.inc({ status, via })
    },
    countJobFailure(queue) {
      jobFailures.inc({ queue })
    },
  }
}
