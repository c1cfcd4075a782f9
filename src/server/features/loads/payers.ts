import { and, count, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { LOAD_MESSAGES, type Payer, type ZPayerPatch } from '@/contracts/loads.ts'
import type { Db, Tx } from '@/server/db/client.ts'
import { loads, payers } from '@/server/db/schema/index.ts'
import { AppError } from '@/server/lib/errors.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { refreshPayFlags } from './load-flags.ts'

const payerNotFound = () => new AppError('NOT_FOUND', LOAD_MESSAGES.payerNotFound)

/** The user's payer of this name, whatever its case, made when there is none. */
export async function findOrMakePayer(tx: Tx | Db, userId: string, name: string, now: Date): Promise<string> {
  const [made] = await tx
    .insert(payers)
    .values({ userId, name, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ id: payers.id })
  if (made) return made.id
  const [found] = await tx
    .select({ id: payers.id })
    .from(payers)
    .where(and(eq(payers.userId, userId), sql`lower(${payers.name}) = lower(${name})`))
  return found!.id
}

/** One of the user's payers, or 400 as an unknown reference. */
export async function checkPayerRef(db: Tx | Db, userId: string, payerId: string) {
  const [found] = await db
    .select({ id: payers.id })
    .from(payers)
    .where(and(eq(payers.id, payerId), eq(payers.userId, userId)))
  if (!found) throw new AppError('BAD_REQUEST', LOAD_MESSAGES.payerNotFound)
}

type PayerRow = typeof payers.$inferSelect
const toPayer = (row: PayerRow, loadCount: number): Payer => ({
  id: row.id,
  name: row.name,
  mcNumber: row.mcNumber,
  dotNumber: row.dotNumber,
  leasePercent: row.leasePercent,
  leaseIncludesFuelSurcharge: row.leaseIncludesFuelSurcharge,
  loadCount,
})

/** The user's brokers and carriers, by name, with how many of their loads each pays. */
export async function listPayers({ db, userId }: Caller): Promise<Payer[]> {
  const rows = await db
    .select({ payer: payers, loadCount: count(loads.id) })
    .from(payers)
    .leftJoin(loads, eq(loads.payerId, payers.id))
    .where(eq(payers.userId, userId))
    .groupBy(payers.id)
    .orderBy(sql`lower(${payers.name})`)
  return rows.map((r) => toPayer(r.payer, r.loadCount))
}

/** Changes a payer's name, numbers or lease terms; its paid loads are checked again under new terms. */
export async function updatePayer(
  options: Caller & { id: string; patch: z.output<typeof ZPayerPatch> },
): Promise<Payer> {
  const { db, clock, userId, id, patch } = options
  const changes = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined))
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(payers)
        .set({ ...changes, updatedAt: clock.now() })
        .where(and(eq(payers.id, id), eq(payers.userId, userId)))
        .returning()
      if (!row) throw payerNotFound()
      const paid = await tx
        .select({ id: loads.id })
        .from(loads)
        .where(and(eq(loads.payerId, id), sql`${loads.paidCents} is not null`))
      await refreshPayFlags(
        tx,
        paid.map((l) => l.id),
      )
      const [n] = await tx.select({ n: count() }).from(loads).where(eq(loads.payerId, id))
      return toPayer(row, n?.n ?? 0)
    })
  } catch (error) {
    if ((error as { code?: string; cause?: { code?: string } }).cause?.code === '23505')
      throw new AppError('CONFLICT', 'You already have a payer with this name')
    throw error
  }
}
