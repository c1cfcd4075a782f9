import { and, eq, inArray } from 'drizzle-orm'
import type { AppContext } from '@/server/context.ts'
import { generatedReports } from '@/server/db/schema/index.ts'
import { makeReportFile, REPORT_FILE_JOB } from './files/report-files.ts'

/** Starts making queued report files in this process. */
export async function registerReportJobs(
  ctx: AppContext,
  log: { error(obj: object, msg: string): void },
): Promise<void> {
  await ctx.jobs.work<{ reportId: string }>(
    REPORT_FILE_JOB,
    async (data, job) => {
      try {
        await makeReportFile(ctx, data.reportId, job.lastAttempt)
      } catch (error) {
        log.error({ err: error, reportId: data.reportId }, 'report file failed')
        throw error
      }
    },
    {
      // The user sees a failed report queued again once an admin retries its job.
      beforeRetry: async (jobs) => {
        const ids = jobs.map((job) => job.reportId)
        await ctx.db
          .update(generatedReports)
          .set({ status: 'queued', progress: 0, error: null })
          .where(and(inArray(generatedReports.id, ids), eq(generatedReports.status, 'failed')))
      },
    },
  )
}

/** At start-up: queues again every report a crash left unfinished (a repeat finds it made and stops). */
export async function requeueUnfinishedReports(ctx: AppContext): Promise<number> {
  const waiting = await ctx.db
    .select({ id: generatedReports.id })
    .from(generatedReports)
    .where(inArray(generatedReports.status, ['queued', 'running']))
  for (const { id } of waiting) await ctx.jobs.send(REPORT_FILE_JOB, { reportId: id })
  return waiting.length
}
