import { and, eq } from 'drizzle-orm'
import { ADVANCE_MESSAGES, type AdvanceInput, type AdvancePatch } from '@/contracts/advances.ts'
import type { Db, Tx } from '@/server/db/client.ts'
import {
  type AdvanceRow,
  advances,
  ledgerEntries,
  settlementLines,
  settlements,
} from '@/server/db/schema/index.ts'
import { AppError } from '@/server/lib/errors.ts'
import type { Caller } from '@/server/shared/caller.ts'

/*
 * Recording an advance. What it paid for (a lumper, fuel, a repair), when the user says, is posted
 * once as that expense on the advance's date and kept in step with it; the settlement line that
 * repays the advance posts nothing (a loan paid back is not an expense). Deleting the advance
 * deletes the expense it posted.
 */

export const advanceNotFound = () => new AppError('NOT_FOUND', ADVANCE_MESSAGES.notFound)

/** The pinned line must be an advance deduction of one of the user's settlements. */
async function checkPinnedLine(db: Db | Tx, userId: string, settlementId: string, position: number) {
  const [line] = await db
    .select({ category: settlementLines.category, kind: settlementLines.kind })
    .from(settlementLines)
    .innerJoin(settlements, eq(settlements.id, settlementLines.settlementId))
    .where(
      and(
        eq(settlements.id, settlementId),
        eq(settlements.userId, userId),
        eq(settlementLines.position, position),
      ),
    )
    .limit(1)
  if (!line) {
    const [settlement] = await db
      .select({ id: settlements.id })
      .from(settlements)
      .where(and(eq(settlements.id, settlementId), eq(settlements.userId, userId)))
      .limit(1)
    if (!settlement) throw new AppError('NOT_FOUND', ADVANCE_MESSAGES.settlementNotFound)
  }
  if (line?.kind !== 'deduction' || line.category !== 'advance')
    throw new AppError('BAD_REQUEST', ADVANCE_MESSAGES.lineNotAdvance)
}

type Posted = Pick<AdvanceRow, 'payerName' | 'date' | 'amountCents' | 'expenseCategory' | 'description'> & {
  ledgerEntryId: string | null
}

/** Posts, changes or removes the expense the advance paid; answers the entry's id. */
async function syncExpense(tx: Tx, userId: string, advance: Posted, now: Date): Promise<string | null> {
  if (!advance.expenseCategory) {
    if (advance.ledgerEntryId)
      await tx.delete(ledgerEntries).where(eq(ledgerEntries.id, advance.ledgerEntryId))
    return null
  }
  const values = {
    type: 'expense' as const,
    category: advance.expenseCategory,
    amountCents: advance.amountCents,
    date: advance.date,
    description: `${advance.description} (paid with an advance from ${advance.payerName})`.slice(0, 200),
    taxDeductible: true,
    updatedAt: now,
  }
  if (advance.ledgerEntryId) {
    const [kept] = await tx
      .update(ledgerEntries)
      .set(values)
      .where(and(eq(ledgerEntries.id, advance.ledgerEntryId), eq(ledgerEntries.userId, userId)))
      .returning({ id: ledgerEntries.id })
    if (kept) return kept.id
  }
  const [entry] = await tx
    .insert(ledgerEntries)
    .values({ ...values, userId, createdAt: now })
    .returning({ id: ledgerEntries.id })
  return entry!.id
}

export async function createAdvance(options: Caller & { input: AdvanceInput }): Promise<string> {
  const { db, clock, userId, input } = options
  if (input.settlementId && input.settlementLinePosition != null)
    await checkPinnedLine(db, userId, input.settlementId, input.settlementLinePosition)
  const now = clock.now()
  return db.transaction(async (tx) => {
    const fields = {
      payerName: input.payerName,
      date: input.date,
      amountCents: input.amountCents,
      method: input.method,
      reference: input.reference?.trim() || null,
      expenseCategory: input.expenseCategory ?? null,
      description: input.description ?? '',
      settlementId: input.settlementId ?? null,
      settlementLinePosition: input.settlementId ? (input.settlementLinePosition ?? null) : null,
      note: input.note ?? '',
    }
    const ledgerEntryId = await syncExpense(tx, userId, { ...fields, ledgerEntryId: null }, now)
    const [row] = await tx
      .insert(advances)
      .values({ ...fields, userId, ledgerEntryId, createdAt: now, updatedAt: now })
      .returning({ id: advances.id })
    return row!.id
  })
}

export async function updateAdvance(options: Caller & { id: string; patch: AdvancePatch }): Promise<void> {
  const { db, clock, userId, id, patch } = options
  const now = clock.now()
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(advances)
      .where(and(eq(advances.id, id), eq(advances.userId, userId)))
      .for('update')
    if (!row) throw advanceNotFound()
    const next = {
      payerName: patch.payerName ?? row.payerName,
      date: patch.date ?? row.date,
      amountCents: patch.amountCents ?? row.amountCents,
      method: patch.method ?? row.method,
      reference: patch.reference === undefined ? row.reference : patch.reference?.trim() || null,
      expenseCategory: patch.expenseCategory === undefined ? row.expenseCategory : patch.expenseCategory,
      description: patch.description ?? row.description,
      settlementId: patch.settlementId === undefined ? row.settlementId : patch.settlementId,
      settlementLinePosition:
        patch.settlementLinePosition === undefined
          ? row.settlementLinePosition
          : patch.settlementLinePosition,
      note: patch.note ?? row.note,
    }
    if (next.expenseCategory && !next.description.trim())
      throw new AppError('BAD_REQUEST', ADVANCE_MESSAGES.descriptionRequired)
    if (!next.settlementId) next.settlementLinePosition = null
    if (next.settlementId && next.settlementLinePosition === null) next.settlementId = null
    if (next.settlementId && next.settlementLinePosition !== null && patch.settlementId !== undefined)
      await checkPinnedLine(tx, userId, next.settlementId, next.settlementLinePosition)
    const ledgerEntryId = await syncExpense(tx, userId, { ...next, ledgerEntryId: row.ledgerEntryId }, now)
    await tx
      .update(advances)
      .set({ ...next, ledgerEntryId, updatedAt: now })
      .where(eq(advances.id, id))
  })
}

/** Deletes the advance and the expense it posted. */
export async function deleteAdvance(options: Caller & { id: string }): Promise<void> {
  const { db, userId, id } = options
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(advances)
      .where(and(eq(advances.id, id), eq(advances.userId, userId)))
      .returning({ ledgerEntryId: advances.ledgerEntryId })
    if (!row) throw advanceNotFound()
    if (row.ledgerEntryId) await tx.delete(ledgerEntries).where(eq(ledgerEntries.id, row.ledgerEntryId))
  })
}
