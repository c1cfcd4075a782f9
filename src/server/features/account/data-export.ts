import { randomUUID } from 'node:crypto'
import type { Readable } from 'node:stream'
import archiver from 'archiver'
import { and, asc, desc, eq, getTableColumns, getTableName, inArray, is, lt, or, type SQL } from 'drizzle-orm'
import { type PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { AppContext } from '@/server/context.ts'
import type { Db } from '@/server/db/client.ts'
import * as schema from '@/server/db/schema/index.ts'
import { dataExports, documents, generatedReports } from '@/server/db/schema/index.ts'
import { exportExpenses } from '@/server/features/expenses/expenses.public.ts'
import { exportMileage } from '@/server/features/mileage/mileage.public.ts'
import { exportSettlements } from '@/server/features/settlements/settlements.public.ts'
import { AppError } from '@/server/lib/errors.ts'
import { sendMail } from '@/server/lib/mail/send-mail.ts'
import type { Caller } from '@/server/shared/caller.ts'

export const DATA_EXPORT_JOB = 'data-export'
export const DATA_EXPORT_NOT_FOUND = 'Export not found'
/** An export's file is kept this long after it is made, then deleted. */
export const DATA_EXPORT_KEEP_DAYS = 7
const DAY_MS = 24 * 60 * 60 * 1000
const notFound = () => new AppError('NOT_FOUND', DATA_EXPORT_NOT_FOUND)

type Row = typeof dataExports.$inferSelect

export interface DataExportView {
  id: string
  status: Row['status']
  progress: number
  step: string | null
  sizeBytes: number | null
  createdAt: string
  readyAt: string | null
  expiresAt: string | null
}

export function dataExportView(row: Row): DataExportView {
  return {
    id: row.id,
    status: row.status,
    progress: row.progress,
    step: row.step,
    sizeBytes: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  }
}

/**
 * Tables never put in an export: sign-in secrets (sessions, one-time tokens, two-factor) and the
 * export runs themselves.
 */
const SECRET_TABLES = new Set(['sessions', 'one_time_tokens', 'user_two_factor', 'data_exports'])
/** Columns left out of every exported row: password and key hashes, secrets, tokens. */
const SECRET_COLUMN = /password|secret|hash|token/i

/**
 * Tables whose rows belong to the user through another column or a parent row (no user_id of
 * their own): each names how to pick the user's rows.
 */
function ownedWithoutUserId(userId: string, db: Db): Record<string, (table: PgTable) => Promise<object[]>> {
  const col = (table: PgTable, name: string) =>
    Object.values(getTableColumns(table)).find((c) => c.name === name) as PgColumn
  const byParent =
    (column: string, parent: PgTable) =>
    async (table: PgTable): Promise<object[]> => {
      const parentId = col(parent, 'id')
      const ids = (
        await db
          .select({ id: parentId })
          .from(parent)
          .where(eq(col(parent, 'user_id'), userId))
      ).map((r) => r.id as string)
      if (ids.length === 0) return []
      return db
        .select()
        .from(table)
        .where(inArray(col(table, column), ids))
    }
  const byColumns =
    (...names: string[]) =>
    (table: PgTable): Promise<object[]> =>
      db
        .select()
        .from(table)
        .where(or(...names.map((name) => eq(col(table, name), userId))) as SQL)
  return {
    settlement_lines: byParent('settlement_id', schema.settlements),
    load_stops: byParent('load_id', schema.loads),
    load_rate_lines: byParent('load_id', schema.loads),
    ifta_trip_miles: byParent('trip_id', schema.iftaTrips),
    support_ticket_messages: byParent('ticket_id', schema.supportTickets),
    support_messages: byParent('conversation_id', schema.supportConversations),
    comments: byColumns('owner_id'),
    access_grants: byColumns('client_id', 'accountant_id'),
    fleet_members: byColumns('driver_id', 'fleet_manager_id'),
    fleet_invites: byColumns('fleet_manager_id'),
  }
}

/** A row as exported: secret columns left out, keys as the database names them. */
function exportRow(table: PgTable, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (SECRET_COLUMN.test(column.name)) continue
    out[column.name] = row[key]
  }
  return out
}

/** Every record the user owns, by table name (found by the tables' user_id columns). */
export async function ownedRecords(db: Db, userId: string): Promise<Map<string, Record<string, unknown>[]>> {
  const out = new Map<string, Record<string, unknown>[]>()
  const indirect = ownedWithoutUserId(userId, db)
  const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable))
  for (const table of tables.sort((a, b) => getTableName(a).localeCompare(getTableName(b)))) {
    const name = getTableName(table)
    if (SECRET_TABLES.has(name)) continue
    let rows: object[]
    if (name === 'users') {
      rows = await db.select().from(table).where(eq(schema.users.id, userId))
    } else {
      const userColumn = Object.values(getTableColumns(table)).find((c) => c.name === 'user_id')
      if (userColumn) rows = await db.select().from(table).where(eq(userColumn, userId))
      else if (indirect[name]) rows = await indirect[name](table)
      else continue
    }
    if (rows.length === 0 && name !== 'users') continue
    out.set(
      name === 'users' ? 'account' : name,
      rows.map((row) => exportRow(table, row as Record<string, unknown>)),
    )
  }
  return out
}

/** Starts an export: the row first (queued), then its job. */
export async function requestDataExport(
  ctx: AppContext,
  caller: Caller,
  options: { mail?: boolean } = {},
): Promise<{ id: string }> {
  const [row] = await caller.db.insert(dataExports).values({ userId: caller.userId }).returning()
  await ctx.jobs.send(DATA_EXPORT_JOB, { exportId: row!.id, mail: options.mail ?? true })
  return { id: row!.id }
}

async function ownExport(caller: Caller, id: string): Promise<Row> {
  const [row] = await caller.db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.userId, caller.userId)))
  if (!row) throw notFound()
  return row
}

/** True when a ready export's 7 days are over. */
const expired = (row: Row, now: Date) => row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime()

/** Removes an expired export: its file and its row. */
async function dropExport(ctx: AppContext, row: Row) {
  if (row.storageKey) await ctx.storage.delete(row.storageKey)
  await ctx.db.delete(dataExports).where(eq(dataExports.id, row.id))
}

export async function getDataExport(ctx: AppContext, caller: Caller, id: string): Promise<DataExportView> {
  const row = await ownExport(caller, id)
  if (expired(row, caller.clock.now())) {
    await dropExport(ctx, row)
    throw notFound()
  }
  return dataExportView(row)
}

/** The user's latest export still kept (for the Settings screen), or null. */
export async function latestDataExport(ctx: AppContext, caller: Caller): Promise<DataExportView | null> {
  const [row] = await caller.db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, caller.userId))
    .orderBy(desc(dataExports.createdAt))
    .limit(1)
  if (!row) return null
  if (expired(row, caller.clock.now())) {
    await dropExport(ctx, row)
    return null
  }
  return dataExportView(row)
}

export async function readDataExportFile(
  ctx: AppContext,
  caller: Caller,
  id: string,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const row = await ownExport(caller, id)
  if (expired(row, caller.clock.now())) {
    await dropExport(ctx, row)
    throw notFound()
  }
  if (row.status !== 'ready' || !row.storageKey) throw new AppError('CONFLICT', 'The export is not ready yet')
  const bytes = await ctx.storage.get(row.storageKey)
  if (!bytes) throw notFound()
  return { bytes, fileName: `rigledger-export-${row.createdAt.toISOString().slice(0, 10)}.zip` }
}

/** Deletes every export whose 7 days are over (file and row); answers how many. */
export async function removeExpiredDataExports(ctx: AppContext): Promise<number> {
  const old = await ctx.db.select().from(dataExports).where(lt(dataExports.expiresAt, ctx.clock.now()))
  for (const row of old) await dropExport(ctx, row)
  return old.length
}

const streamText = async (stream: Readable) => {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)))
  return Buffer.concat(chunks)
}

const safeName = (name: string) => name.replace(/[/\\\0]/g, '_').slice(0, 200) || 'file'

/** The job: gathers the records, CSVs, documents and report files into one zip and stores it. */
export async function makeDataExport(
  ctx: AppContext,
  exportId: string,
  lastAttempt: boolean,
  /** False for an export an admin started (before deleting the account): the user is not mailed. */
  mail = true,
): Promise<void> {
  const [row] = await ctx.db.select().from(dataExports).where(eq(dataExports.id, exportId))
  if (!row || row.status === 'ready') return
  const setState = (values: Partial<typeof dataExports.$inferInsert>) =>
    ctx.db.update(dataExports).set(values).where(eq(dataExports.id, exportId))
  const { userId } = row
  const caller: Caller = { db: ctx.db, clock: ctx.clock, userId }
  try {
    await setState({ status: 'running', progress: 5, step: 'Records', error: null })
    const zip = archiver('zip', { zlib: { level: 6 } })
    const done = streamText(zip)
    const records = await ownedRecords(ctx.db, userId)
    for (const [name, rows] of records) {
      zip.append(`${JSON.stringify(rows, null, 2)}\n`, { name: `records/${name}.json` })
    }
    await setState({ progress: 30, step: 'Spreadsheets' })
    const today = ctx.clock.now().toISOString().slice(0, 10)
    zip.append(await streamText(exportExpenses({ ...caller, today }).stream), { name: 'csv/expenses.csv' })
    zip.append(
      await streamText(exportSettlements({ ...caller } as Parameters<typeof exportSettlements>[0])),
      {
        name: 'csv/settlements.csv',
      },
    )
    zip.append(await streamText(await exportMileage(caller)), { name: 'csv/mileage.csv' })
    await setState({ progress: 45, step: 'Documents' })
    const files = await ctx.db
      .select({
        fileName: documents.fileName,
        storageKey: documents.storageKey,
        createdAt: documents.createdAt,
      })
      .from(documents)
      .where(eq(documents.userId, userId))
      .orderBy(asc(documents.createdAt))
    const reports = await ctx.db
      .select({
        fileName: generatedReports.fileName,
        storageKey: generatedReports.storageKey,
        createdAt: generatedReports.createdAt,
      })
      .from(generatedReports)
      .where(and(eq(generatedReports.userId, userId), eq(generatedReports.status, 'ready')))
      .orderBy(asc(generatedReports.createdAt))
    const used = new Set<string>()
    const add = async (
      folder: string,
      file: { fileName: string | null; storageKey: string | null; createdAt: Date },
    ) => {
      if (!file.storageKey) return
      const bytes = await ctx.storage.get(file.storageKey)
      if (!bytes) return
      const base = safeName(file.fileName ?? 'file')
      let name = `${folder}/${base}`
      for (let n = 2; used.has(name); n += 1) name = `${folder}/${base.replace(/(\.\w+)?$/, `-${n}$1`)}`
      used.add(name)
      zip.append(Buffer.from(bytes), { name, date: file.createdAt })
    }
    for (const file of files) await add('documents', file)
    await setState({ progress: 75, step: 'Report files' })
    for (const file of reports) await add('reports', file)
    await setState({ progress: 90, step: 'Packing' })
    await zip.finalize()
    const bytes = await done
    const storageKey = `${userId}/exports/${randomUUID()}.zip`
    await ctx.storage.put(storageKey, bytes, 'application/zip')
    const now = ctx.clock.now()
    const [still] = await ctx.db
      .update(dataExports)
      .set({
        status: 'ready',
        progress: 100,
        step: null,
        storageKey,
        sizeBytes: bytes.length,
        readyAt: now,
        expiresAt: new Date(now.getTime() + DATA_EXPORT_KEEP_DAYS * DAY_MS),
      })
      .where(eq(dataExports.id, exportId))
      .returning({ id: dataExports.id })
    if (!still) {
      await ctx.storage.delete(storageKey)
      return
    }
    if (!mail) return
    await sendMail(ctx, { userId }, 'account', {
      subject: 'Your RigLedger data export is ready',
      text:
        `The export of all your data is ready. Sign in and download it from Settings › Account: ` +
        `${ctx.config.publicUrl}/settings/account\n\nIt is kept for ${DATA_EXPORT_KEEP_DAYS} days, then deleted.`,
    })
  } catch (error) {
    await setState(
      lastAttempt
        ? { status: 'failed', progress: 0, step: null, error: 'The export could not be made' }
        : { status: 'queued', progress: 0, step: null },
    )
    throw error
  }
}

/** Starts making queued data exports in this process. */
export async function registerDataExportJobs(
  ctx: AppContext,
  log: { error(obj: object, msg: string): void },
): Promise<void> {
  await ctx.jobs.work<{ exportId: string; mail?: boolean }>(
    DATA_EXPORT_JOB,
    async (data, job) => {
      try {
        await makeDataExport(ctx, data.exportId, job.lastAttempt, data.mail !== false)
      } catch (error) {
        log.error({ err: error, exportId: data.exportId }, 'data export failed')
        throw error
      }
    },
    {
      beforeRetry: async (jobs) => {
        await ctx.db
          .update(dataExports)
          .set({ status: 'queued', progress: 0, error: null })
          .where(
            and(
              inArray(
                dataExports.id,
                jobs.map((job) => job.exportId),
              ),
              eq(dataExports.status, 'failed'),
            ),
          )
      },
    },
  )
}
