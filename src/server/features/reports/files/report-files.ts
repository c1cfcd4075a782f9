import { randomUUID } from 'node:crypto'
import archiver from 'archiver'
import { and, count, desc, eq, gte, inArray, lte } from 'drizzle-orm'
import type { z } from 'zod'
import { REPORT_TYPE_NAMES, type ReportFile, type ZReportFileRequest } from '@/contracts/reports.ts'
import type { AppContext } from '@/server/context.ts'
import { generatedReports } from '@/server/db/schema/index.ts'
import { notifyUser, raiseNotification } from '@/server/features/notifications/notifications.public.ts'
import { AppError } from '@/server/lib/errors.ts'
import { sendMail } from '@/server/lib/mail/send-mail.ts'
import { pageWindow } from '@/server/lib/paging.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { requireOwn } from '@/server/shared/ownership.ts'
import { type ReportFileParams, reportDocument, requestRange } from './build-report-file.ts'
import { renderCsv } from './render-csv.ts'
import { renderPdf } from './render-pdf.ts'
import { periodWords } from './report-document.ts'
import { reportOwner } from './report-owner.ts'

export const REPORT_FILE_JOB = 'report-file'
export const REPORT_NOT_FOUND = 'Report not found'
const notFound = () => new AppError('NOT_FOUND', REPORT_NOT_FOUND)

type Row = typeof generatedReports.$inferSelect

export function reportFileView(row: Row): ReportFile {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    format: row.format,
    status: row.status,
    progress: row.progress,
    error: row.error,
    periodFrom: row.periodFrom,
    periodTo: row.periodTo,
    createdAt: row.createdAt.toISOString(),
    generatedAt: row.generatedAt?.toISOString() ?? null,
    sizeBytes: row.sizeBytes,
    fileName: row.fileName,
  }
}

/** Queues a report file: the row first (status queued), then its job. Answers the row. */
export async function requestReportFile(
  ctx: AppContext,
  caller: Caller & { today: string },
  request: z.output<typeof ZReportFileRequest>,
): Promise<ReportFile> {
  const params: ReportFileParams = { ...request, date: request.date ?? caller.today, today: caller.today }
  let range: { from: string; to: string }
  try {
    range = requestRange(params)
  } catch (error) {
    if (error instanceof AppError) throw error
    throw new AppError('BAD_REQUEST', 'Choose a valid period for the report')
  }
  const name =
    request.type === 'custom'
      ? request.config!.name
      : request.type === 'tax'
        ? `${REPORT_TYPE_NAMES.tax} ${range.from.slice(0, 4)}`
        : `${REPORT_TYPE_NAMES[request.type]} report, ${periodWords(range)}`
  const [row] = await caller.db
    .insert(generatedReports)
    .values({
      userId: caller.userId,
      name,
      type: request.type,
      format: request.format,
      params,
      periodFrom: range.from,
      periodTo: range.to,
    })
    .returning()
  await ctx.jobs.send(REPORT_FILE_JOB, { reportId: row!.id })
  return reportFileView(row!)
}

/** The job: builds the document from the ledger, renders it, stores it, marks the row ready. */
export async function makeReportFile(ctx: AppContext, reportId: string, lastAttempt: boolean): Promise<void> {
  const [row] = await ctx.db.select().from(generatedReports).where(eq(generatedReports.id, reportId))
  // Deleted while it waited, or made already by an earlier try.
  if (!row || row.status === 'ready') return
  const setState = (values: Partial<typeof generatedReports.$inferInsert>) =>
    ctx.db.update(generatedReports).set(values).where(eq(generatedReports.id, reportId))
  try {
    await setState({ status: 'running', progress: 10, error: null })
    const owner = await reportOwner(ctx.db, row.userId)
    const caller: Caller = { db: ctx.db, clock: ctx.clock, userId: row.userId }
    const document = await reportDocument(caller, row.params as ReportFileParams)
    await setState({ progress: 60 })
    const bytes =
      row.format === 'csv'
        ? Buffer.from(renderCsv(document), 'utf8')
        : await renderPdf(document, {
            productName: 'RigLedger',
            owner,
            generatedAt: ctx.clock.now(),
            timeZone: owner.timeZone,
          })
    await setState({ progress: 90 })
    const storageKey = `${row.userId}/reports/${randomUUID()}.${row.format}`
    await ctx.storage.put(storageKey, bytes, row.format === 'csv' ? 'text/csv' : 'application/pdf')
    const [still] = await ctx.db
      .update(generatedReports)
      .set({
        status: 'ready',
        progress: 100,
        storageKey,
        fileName: `${document.fileStem}.${row.format}`,
        sizeBytes: bytes.length,
        generatedAt: ctx.clock.now(),
      })
      .where(eq(generatedReports.id, reportId))
      .returning({ id: generatedReports.id })
    // Deleted while it was being made: its file goes too.
    if (!still) await ctx.storage.delete(storageKey)
    else {
      const title = `Your report “${row.name}” is ready`
      await notifyUser(ctx.db, row.userId, 'report_ready', {
        title,
        body: 'Download it from Recent Reports.',
        link: '/reports',
      })
      await sendMail(ctx, { userId: row.userId }, 'report_ready', {
        subject: title,
        text: `Your report “${row.name}” is ready to download: ${ctx.config.publicUrl}/reports`,
      })
    }
  } catch (error) {
    if (lastAttempt) {
      await raiseNotification(ctx.db, {
        type: 'system_alert',
        title: 'Report generation failed',
        message: `“${row.name}” could not be made after every retry: ${(error as Error).message}`.slice(
          0,
          500,
        ),
        priority: 'normal',
        data: { report_id: row.id, user_id: row.userId },
        dedupKey: `report-failed:${row.id}`,
        at: ctx.clock.now(),
      })
    }
    await setState(
      lastAttempt
        ? { status: 'failed', progress: 0, error: 'Failed to generate report' }
        : { status: 'queued', progress: 0 },
    )
    throw error
  }
}

export async function listReportFiles(caller: Caller & { page: number; pageSize: number }) {
  const where = eq(generatedReports.userId, caller.userId)
  const [rows, [total]] = await Promise.all([
    caller.db
      .select()
      .from(generatedReports)
      .where(where)
      .orderBy(desc(generatedReports.createdAt), desc(generatedReports.id))
      .limit(pageWindow(caller).limit)
      .offset(pageWindow(caller).offset),
    caller.db.select({ n: count() }).from(generatedReports).where(where),
  ])
  return { items: rows.map(reportFileView), total: total?.n ?? 0 }
}

export async function getReportFile(caller: Caller & { id: string }) {
  return reportFileView(await requireOwn(caller.db, generatedReports, caller, notFound))
}

/** The stored file of one of the user's ready reports; 404 until it is ready. */
export async function readReportFile(ctx: AppContext, caller: Caller & { id: string }) {
  const row = await requireOwn(caller.db, generatedReports, caller, notFound)
  if (row.status !== 'ready' || !row.storageKey) throw notFound()
  const bytes = await ctx.storage.get(row.storageKey)
  if (!bytes) throw notFound()
  return { bytes, fileName: row.fileName ?? `report.${row.format}`, format: row.format }
}

/** Deletes the user's reports of these ids (others' ids are skipped) and then their files. */
export async function deleteReportFiles(
  ctx: AppContext,
  caller: Caller & { ids: string[] },
): Promise<number> {
  const removed = await caller.db
    .delete(generatedReports)
    .where(and(eq(generatedReports.userId, caller.userId), inArray(generatedReports.id, caller.ids)))
    .returning({ storageKey: generatedReports.storageKey })
  for (const { storageKey } of removed) if (storageKey) await ctx.storage.delete(storageKey)
  return removed.length
}

/** Ready reports whose period overlaps [from, to], as one zip (streamed). */
export async function exportReportsZip(ctx: AppContext, caller: Caller & { from: string; to: string }) {
  const rows = await caller.db
    .select()
    .from(generatedReports)
    .where(
      and(
        eq(generatedReports.userId, caller.userId),
        eq(generatedReports.status, 'ready'),
        lte(generatedReports.periodFrom, caller.to),
        gte(generatedReports.periodTo, caller.from),
      ),
    )
    .orderBy(desc(generatedReports.createdAt))
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'No generated reports in this period')
  const zip = archiver('zip', { zlib: { level: 6 } })
  const used = new Set<string>()
  ctx.background(async () => {
    for (const row of rows) {
      const bytes = row.storageKey ? await ctx.storage.get(row.storageKey) : null
      if (!bytes) continue
      // Two files of one name (the same report made twice) get numbered.
      let name = row.fileName ?? `report-${row.id}.${row.format}`
      for (let n = 2; used.has(name); n += 1) name = name.replace(/(-\d+)?(\.\w+)$/, `-${n}$2`)
      used.add(name)
      zip.append(Buffer.from(bytes), { name, date: row.generatedAt ?? row.createdAt })
    }
    await zip.finalize()
  })
  return { stream: zip, fileName: `reports-${caller.from}-to-${caller.to}.zip` }
}
