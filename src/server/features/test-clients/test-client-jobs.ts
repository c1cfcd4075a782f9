import { sql } from 'drizzle-orm'
import type { AppContext } from '@/server/context.ts'
import { AppError } from '@/server/lib/errors.ts'
import { queryRows } from '@/server/lib/sql-values.ts'
import { generateTestData } from './generate-test-data.ts'

export const TEST_CLIENT_DATA_JOB = 'test-client-data'

/** Generates the scheduled batches of test data in this process, one job per client and run. */
export async function registerTestClientJobs(
  ctx: AppContext,
  log: { error(obj: object, msg: string): void },
): Promise<void> {
  await ctx.jobs.work<{ userId: string }>(TEST_CLIENT_DATA_JOB, async ({ userId }) => {
    try {
      await generateTestData({ db: ctx.db, clock: ctx.clock, storage: ctx.storage, userId })
    } catch (error) {
      // Deleted or suspended since it was queued: nothing to do, and nothing to retry.
      if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'CONFLICT')) return
      log.error({ err: error, userId }, 'test client data generation failed')
      throw error
    }
  })
}

/**
 * Claims the active test clients whose next run has come, moving it on by their frequency from now
 * in the same statement (so two instances never claim one run twice), and queues a job for each.
 * Answers how many were queued.
 */
export async function queueDueTestClients(ctx: Pick<AppContext, 'db' | 'clock' | 'jobs'>): Promise<number> {
  const now = ctx.clock.now()
  const due = await queryRows<{ user_id: string }>(
    ctx.db,
    sql`
      update test_clients t
      set next_generation_at = ${now.toISOString()}::timestamptz + case t.data_frequency
        when 'daily' then interval '1 day' when 'weekly' then interval '7 days' else interval '1 month' end
      from users u
      where u.id = t.user_id and u.status = 'active' and t.auto_generate_data and not t.paused
        and t.next_generation_at <= ${now.toISOString()}::timestamptz
      returning t.user_id`,
  )
  for (const { user_id: userId } of due) await ctx.jobs.send(TEST_CLIENT_DATA_JOB, { userId })
  return due.length
}
