import { asc, count, desc, eq, sql } from 'drizzle-orm'
import {
  TBILL_MESSAGES,
  type TbillImportResult,
  type TbillYieldInput,
  type TbillYieldList,
  type TbillYieldPatch,
  type TbillYieldView,
} from '@/contracts/tbill-yields.ts'
import { plainDecimal } from '@/domain/decimal.ts'
import type { TbillYield } from '@/domain/reserves/tbill-yields.ts'
import { parseTbillYieldsCsv, type TbillYieldsProblem } from '@/domain/reserves/tbill-yields-csv.ts'
import type { Db, Tx } from '@/server/db/client.ts'
import { type TbillYieldRow, tbillYields } from '@/server/db/schema/index.ts'
import { isUniqueViolation } from '@/server/features/auth/auth.public.ts'
import type { Clock } from '@/server/lib/clock.ts'
import { AppError } from '@/server/lib/errors.ts'
import { type Actor, recordAudit } from '@/server/shared/audit.ts'

/*
 * The 13-week Treasury bill yields the escrow interest check compares credits with: typed, edited
 * and imported by administrators (the table starts empty: no figure ships without its source), every
 * write in the audit log.
 */

interface AdminWrite {
  db: Db
  clock: Clock
  actor: Actor
}

const notFound = () => new AppError('NOT_FOUND', TBILL_MESSAGES.notFound)
const duplicate = () => new AppError('CONFLICT', TBILL_MESSAGES.duplicate)

function toView(row: TbillYieldRow): TbillYieldView {
  return {
    id: row.id,
    auctionDate: row.auctionDate,
    rate: plainDecimal(row.rate),
    source: row.source,
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** Every auction on file, for the escrow checks: read once per request, oldest first. */
export async function loadTbillYields(db: Db | Tx): Promise<TbillYield[]> {
  const rows = await db
    .select({ auctionDate: tbillYields.auctionDate, rate: tbillYields.rate })
    .from(tbillYields)
    .orderBy(asc(tbillYields.auctionDate))
  return rows.map((r) => ({ auctionDate: r.auctionDate, ratePercent: plainDecimal(r.rate) }))
}

/** Newest auction first, a page at a time. */
export async function listTbillYields(options: {
  db: Db
  page: number
  pageSize: number
}): Promise<TbillYieldList> {
  const { db, page, pageSize } = options
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(tbillYields)
      .orderBy(desc(tbillYields.auctionDate))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(tbillYields),
  ])
  return { items: rows.map(toView), total: total?.n ?? 0 }
}

const typedBy = (actor: Actor, now: Date) => `Typed by ${actor.email} on ${now.toISOString().slice(0, 10)}`

export async function addTbillYield(options: AdminWrite & { input: TbillYieldInput }) {
  const { db, clock, actor, input } = options
  const now = clock.now()
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(tbillYields)
        .values({ ...input, source: typedBy(actor, now), createdAt: now, updatedAt: now })
        .onConflictDoNothing()
        .returning()
      if (!row) throw duplicate()
      await recordAudit(tx, actor, {
        action: 'tbill_yield.add',
        details: { auctionDate: row.auctionDate, rate: input.rate },
        at: now,
      })
      return toView(row)
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate()
    throw error
  }
}

export async function updateTbillYield(options: AdminWrite & { id: string; patch: TbillYieldPatch }) {
  const { db, clock, actor, id, patch } = options
  const now = clock.now()
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select().from(tbillYields).where(eq(tbillYields.id, id)).for('update')
      if (!before) throw notFound()
      if (patch.auctionDate && patch.auctionDate !== before.auctionDate) {
        const [taken] = await tx
          .select({ id: tbillYields.id })
          .from(tbillYields)
          .where(eq(tbillYields.auctionDate, patch.auctionDate))
        if (taken) throw duplicate()
      }
      const [row] = await tx
        .update(tbillYields)
        .set({ ...patch, source: typedBy(actor, now), updatedAt: now })
        .where(eq(tbillYields.id, id))
        .returning()
      await recordAudit(tx, actor, {
        action: 'tbill_yield.update',
        details: {
          from: { auctionDate: before.auctionDate, rate: plainDecimal(before.rate) },
          to: { auctionDate: row!.auctionDate, rate: plainDecimal(row!.rate) },
        },
        at: now,
      })
      return toView(row!)
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate()
    throw error
  }
}

export async function deleteTbillYield(options: AdminWrite & { id: string }) {
  const { db, clock, actor, id } = options
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(tbillYields).where(eq(tbillYields.id, id)).returning()
    if (!row) throw notFound()
    await recordAudit(tx, actor, {
      action: 'tbill_yield.delete',
      details: { auctionDate: row.auctionDate, rate: plainDecimal(row.rate) },
      at: clock.now(),
    })
  })
}

/** A file refused whole: nothing was written. */
export class TbillImportRefusal extends Error {
  constructor(
    message: string,
    readonly problems: TbillYieldsProblem[],
  ) {
    super(message)
  }
}

/**
 * Reads a file of auction results and writes every 13-week auction in it (a date already on file
 * takes the file's rate), in one transaction with its audit entry; a file with any row that cannot
 * be read, or with none to take, writes nothing.
 */
export async function importTbillYields(
  options: AdminWrite & { csv: string; fileName?: string | undefined },
): Promise<TbillImportResult> {
  const { db, clock, actor, csv } = options
  const parsed = parseTbillYieldsCsv(csv)
  if (parsed.problems.length > 0) {
    const n = parsed.problems.length
    throw new TbillImportRefusal(
      `Nothing was imported: ${n} ${n === 1 ? 'row' : 'rows'} of the file cannot be read`,
      parsed.problems.slice(0, 200),
    )
  }
  if (parsed.yields.length === 0 || !parsed.layout) throw new TbillImportRefusal(TBILL_MESSAGES.noRows, [])
  const now = clock.now()
  const source = `Imported by ${actor.email} on ${now.toISOString().slice(0, 10)}${
    options.fileName ? ` from ${options.fileName}` : ''
  }`.slice(0, 300)
  await db.transaction(async (tx) => {
    // A thousand rows a statement keeps each under the server's bound on parameters.
    for (let at = 0; at < parsed.yields.length; at += 1000)
      await tx
        .insert(tbillYields)
        .values(
          parsed.yields.slice(at, at + 1000).map((y) => ({
            auctionDate: y.auctionDate,
            rate: y.ratePercent,
            source,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .onConflictDoUpdate({
          target: tbillYields.auctionDate,
          set: { rate: sql`excluded.rate`, source: sql`excluded.source`, updatedAt: now },
        })
    await recordAudit(tx, actor, {
      action: 'tbill_yield.import',
      details: {
        layout: parsed.layout,
        imported: parsed.yields.length,
        skipped: parsed.skipped,
        from: parsed.yields[0]!.auctionDate,
        to: parsed.yields.at(-1)!.auctionDate,
        fileName: options.fileName ?? null,
      },
      at: now,
    })
  })
  return { layout: parsed.layout, imported: parsed.yields.length, skipped: parsed.skipped }
}
