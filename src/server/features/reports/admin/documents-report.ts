import { sql } from 'drizzle-orm'
import type { DocumentsReport } from '@/contracts/reports-admin.ts'
import type { Db } from '@/server/db/client.ts'
import { exactInt, queryRows } from '@/server/lib/sql-values.ts'
import { bucketOf, bucketStarts, inWindow, percentText, type ReportWindow } from './admin-report-range.ts'

/**
 * Documents uploaded in the window: how their reading ended, how many needed the user's review (still
 * waiting, or a settlement read from it confirmed by the user after the reading), and how long the
 * reading took on average.
 */
export async function documentsReport(db: Db, window: ReportWindow): Promise<DocumentsReport> {
  const created = sql.raw('d.created_at')
  const [[totals], series] = await Promise.all([
    queryRows<{
      uploads: string
      processed: string
      needs_review: string
      failed: string
      in_progress: string
      reviewed: string
      seconds: string | null
    }>(
      db,
      sql`select count(*)::text as uploads,
          count(*) filter (where d.status = 'processed')::text as processed,
          count(*) filter (where d.status = 'needs_review')::text as needs_review,
          count(*) filter (where d.status = 'failed')::text as failed,
          count(*) filter (where d.status in ('uploaded', 'processing'))::text as in_progress,
          count(*) filter (where d.status = 'needs_review' or (d.status = 'processed' and exists (
            select 1 from settlements s where s.document_id = d.id
              and s.confirmed_at > d.processed_at + interval '1 second')))::text as reviewed,
          round(avg(extract(epoch from d.processed_at - d.created_at))
            filter (where d.processed_at is not null and d.status in ('processed', 'needs_review')))::text as seconds
        from documents d where ${inWindow(created, window)}`,
    ),
    queryRows<{ bucket: string; uploads: string; failed: string }>(
      db,
      sql`select ${bucketOf(created, window)} as bucket, count(*)::text as uploads,
          count(*) filter (where d.status = 'failed')::text as failed
        from documents d where ${inWindow(created, window)} group by 1`,
    ),
  ])
  const processed = exactInt(totals?.processed)
  const needsReview = exactInt(totals?.needs_review)
  return {
    period: window.period,
    from: window.from,
    to: window.to,
    bucket: window.bucket,
    uploads: exactInt(totals?.uploads),
    processed,
    needsReview,
    failed: exactInt(totals?.failed),
    inProgress: exactInt(totals?.in_progress),
    reviewRatePercent: percentText(exactInt(totals?.reviewed), processed + needsReview),
    averageProcessingSeconds: totals?.seconds == null ? null : exactInt(totals.seconds),
    series: bucketStarts(window).map((start) => {
      const row = series.find((r) => r.bucket === start)
      return { start, uploads: exactInt(row?.uploads ?? 0), failed: exactInt(row?.failed ?? 0) }
    }),
  }
}
