import { and, asc, desc, eq } from 'drizzle-orm'
import {
  BALANCE_MESSAGES,
  type BalanceItem,
  type BalanceItemInput,
  type BalanceItemPatch,
} from '@/contracts/balance-sheet.ts'
import { type BalanceItemRow, balanceItems } from '@/server/db/schema/index.ts'
import { AppError } from '@/server/lib/errors.ts'
import type { Caller } from '@/server/shared/caller.ts'

/* Cash and the other items the user types onto the balance sheet, each an amount true on a day. */

const notFound = () => new AppError('NOT_FOUND', BALANCE_MESSAGES.notFound)

function toItem(row: BalanceItemRow): BalanceItem {
  return {
    id: row.id,
    kind: row.kind,
    label: row.label,
    amountCents: row.amountCents,
    asOfDate: row.asOfDate,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** Every typed item, newest first (older entries of a label are its earlier balances). */
export async function listBalanceItems(options: Caller): Promise<BalanceItem[]> {
  const rows = await options.db
    .select()
    .from(balanceItems)
    .where(eq(balanceItems.userId, options.userId))
    .orderBy(desc(balanceItems.asOfDate), asc(balanceItems.label), desc(balanceItems.createdAt))
  return rows.map(toItem)
}

export async function createBalanceItem(options: Caller & { input: BalanceItemInput }): Promise<BalanceItem> {
  const { db, clock, userId, input } = options
  const now = clock.now()
  const [row] = await db
    .insert(balanceItems)
    .values({ ...input, userId, createdAt: now, updatedAt: now })
    .returning()
  return toItem(row!)
}

export async function updateBalanceItem(
  options: Caller & { id: string; patch: BalanceItemPatch },
): Promise<BalanceItem> {
  const { db, clock, userId, id, patch } = options
  const [row] = await db
    .update(balanceItems)
    .set({ ...patch, updatedAt: clock.now() })
    .where(and(eq(balanceItems.id, id), eq(balanceItems.userId, userId)))
    .returning()
  if (!row) throw notFound()
  return toItem(row)
}

export async function deleteBalanceItem(options: Caller & { id: string }): Promise<void> {
  const { db, userId, id } = options
  const [row] = await db
    .delete(balanceItems)
    .where(and(eq(balanceItems.id, id), eq(balanceItems.userId, userId)))
    .returning({ id: balanceItems.id })
  if (!row) throw notFound()
}
