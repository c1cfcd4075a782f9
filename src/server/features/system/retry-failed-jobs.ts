import type { AdminCall } from '@/server/features/admin/settings.ts'
import type { JobQueue } from '@/server/lib/jobs/job-queue.ts'
import { recordAudit } from '@/server/shared/audit.ts'

/**
 * Queues the failed jobs again for one more try each. What they were about is readied first (a
 * failed document waits to be read again, a failed report is queued again), by the queue's owner.
 */
export async function retryFailedJobs(options: AdminCall & { jobs: JobQueue }) {
  const retried = await options.jobs.retryFailed()
  await recordAudit(options.db, options.actor, {
    action: 'system.retry_failed_jobs',
    details: { retried },
    at: options.clock.now(),
  })
  return { retried }
}
