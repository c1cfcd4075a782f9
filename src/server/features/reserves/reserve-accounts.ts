import { and, asc, eq, isNotNull, sql } from 'drizzle-orm'
import {
  RESERVE_MESSAGES,
  type ReserveAccount,
  type ReserveAccountInput,
  type ReserveAccountPatch,
  type ReserveEntry,
  type ReserveEntryInput,
  type ReserveStatement,
} from '@/contracts/reserves.ts'
import { plainDecimal } from '@/domain/decimal.ts'
import type { IsoDate } from '@/domain/period.ts'
import { balanceOn, reserveChecks, statement } from '@/domain/reserves/reserve-ledger.ts'
import type { TbillYield } from '@/domain/reserves/tbill-yields.ts'
import { isEscrowInterestPaid } from '@/domain/settlements/settlement-math.ts'
import type { Db, Tx } from '@/server/db/client.ts'
import {
  ledgerEntries,
  type ReserveAccountRow,
  reserveAccounts,
  reserveEntries,
  settlementLines,
  settlements,
} from '@/server/db/schema/index.ts'
import { AppError } from '@/server/lib/errors.ts'
import type { Caller } from '@/server/shared/caller.ts'
import { requireOwn } from '@/server/shared/ownership.ts'
import { loadTbillYields } from './tbill-yields.ts'

/*
 * Escrow and reserve accounts: the typed movements are rows; the escrow lines of the payer's posted
 * settlements are read with them (a line held back is a deposit, a credit paid back a refund), so a
 * settlement changed or deleted changes the account with it. A draw that paid for something posts
 * that expense on its day; interest the carrier credits posts as interest income; deposits and refunds
 * never reach the profit and loss (the money stays the trucker's).
 */

const accountNotFound = () => new AppError('NOT_FOUND', RESERVE_MESSAGES.notFound)
const entryNotFound = () => new AppError('NOT_FOUND', RESERVE_MESSAGES.entryNotFound)

/** "Prairie Line  Carriers" and "prairie line carriers" are one payer. */
const samePayer = (column: unknown, name: string) =>
  sql`lower(regexp_replace(trim(${column}), '\\s+', ' ', 'g')) = lower(regexp_replace(trim(${name}), '\\s+', ' ', 'g'))`

type Movement = Omit<ReserveEntry, 'balanceCents'>

/**
 * The account that takes its payer's settlement escrow lines: the oldest of the user's accounts
 * for that payer that asks for them (two accounts never count one line twice).
 */
async function takesSettlementLines(db: Db | Tx, account: ReserveAccountRow): Promise<boolean> {
  if (!account.fromSettlements) return false
  const [first] = await db
    .select({ id: reserveAccounts.id })
    .from(reserveAccounts)
    .where(
      and(
        eq(reserveAccounts.userId, account.userId),
        eq(reserveAccounts.fromSettlements, true),
        samePayer(reserveAccounts.payerName, account.payerName),
      ),
    )
    .orderBy(asc(reserveAccounts.createdAt), asc(reserveAccounts.id))
    .limit(1)
  return first?.id === account.id
}

/** Every movement of an account, typed and read from settlements, oldest first. */
async function movementsOf(db: Db | Tx, account: ReserveAccountRow): Promise<Movement[]> {
  const typed = await db
    .select({
      entry: reserveEntries,
      settlementLabel: sql<
        string | null
      >`coalesce(${settlements.tripNumber}, ${settlements.settlementNumber})`,
    })
    .from(reserveEntries)
    .leftJoin(settlements, eq(settlements.id, reserveEntries.settlementId))
    .where(eq(reserveEntries.accountId, account.id))
  const movements: Movement[] = typed.map(({ entry, settlementLabel }) => ({
    id: entry.id,
    kind: entry.kind,
    direction: entry.direction,
    amountCents: entry.amountCents,
    date: entry.date,
    description: entry.description,
    settlementId: entry.settlementId,
    settlementLabel,
    ledgerEntryId: entry.ledgerEntryId,
    fromSettlement: false,
  }))
  if (await takesSettlementLines(db, account)) {
    const lines = await db
      .select({
        id: settlementLines.id,
        amountCents: settlementLines.amountCents,
        description: settlementLines.description,
        settlementId: settlements.id,
        date: sql<string>`coalesce(${settlements.settlementDate}, ${settlements.periodEnd}, ${settlements.confirmedAt}::date)::text`,
        settlementLabel: sql<
          string | null
        >`coalesce(${settlements.tripNumber}, ${settlements.settlementNumber})`,
      })
      .from(settlementLines)
      .innerJoin(settlements, eq(settlements.id, settlementLines.settlementId))
      .where(
        and(
          eq(settlements.userId, account.userId),
          isNotNull(settlements.confirmedAt),
          samePayer(settlements.broker, account.payerName),
          eq(settlementLines.kind, 'deduction'),
          eq(settlementLines.category, 'escrow'),
        ),
      )
    for (const line of lines) {
      if (line.amountCents === 0) continue
      const base = {
        direction: null,
        description: line.description,
        settlementId: line.settlementId,
        settlementLabel: line.settlementLabel,
        ledgerEntryId: null,
        fromSettlement: true,
      }
      // Interest the carrier pays out on the settlement: credited to the escrow and paid out the
      // same day, so the balance stays; the settlement posts it as interest income.
      if (isEscrowInterestPaid({ kind: 'deduction', category: 'escrow', ...line })) {
        const amountCents = -line.amountCents
        movements.push(
          {
            ...base,
            id: `settlement-line:${line.id}:interest`,
            kind: 'interest',
            amountCents,
            date: line.date,
          },
          {
            ...base,
            id: `settlement-line:${line.id}:paid-out`,
            kind: 'refund',
            amountCents,
            date: line.date,
            description: `${line.description} (paid out on the settlement)`,
          },
        )
        continue
      }
      movements.push({
        id: `settlement-line:${line.id}`,
        kind: line.amountCents > 0 ? 'deposit' : 'refund',
        direction: null,
        amountCents: Math.abs(line.amountCents),
        date: line.date,
        description: line.description,
        settlementId: line.settlementId,
        settlementLabel: line.settlementLabel,
        ledgerEntryId: null,
        fromSettlement: true,
      })
    }
  }
  return movements.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : 1))
}

function termsOf(row: ReserveAccountRow) {
  return { kind: row.kind, interestRatePercent: row.interestRate, leaseEndDate: row.leaseEndDate }
}

/** An account as answered; `yields` are the T-bill auctions on file, read once per request. */
async function toAccount(
  db: Db | Tx,
  row: ReserveAccountRow,
  today: IsoDate,
  yields: readonly TbillYield[],
): Promise<ReserveAccount> {
  const movements = await movementsOf(db, row)
  return {
    id: row.id,
    payerName: row.payerName,
    kind: row.kind,
    requiredBalanceCents: row.requiredBalanceCents,
    weeklyDepositCents: row.weeklyDepositCents,
    interestRate: row.interestRate === null ? null : plainDecimal(row.interestRate),
    leaseEndDate: row.leaseEndDate,
    fromSettlements: row.fromSettlements,
    notes: row.notes,
    balanceCents: balanceOn(movements, today),
    checks: reserveChecks(termsOf(row), movements, today, yields),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

function requireOwnAccount(db: Db, userId: string, id: string) {
  return requireOwn(db, reserveAccounts, { userId, id }, accountNotFound)
}

export async function listReserveAccounts(options: Caller & { today: IsoDate }): Promise<ReserveAccount[]> {
  const rows = await options.db
    .select()
    .from(reserveAccounts)
    .where(eq(reserveAccounts.userId, options.userId))
    .orderBy(asc(reserveAccounts.payerName), asc(reserveAccounts.createdAt))
  const yields = rows.some((row) => row.kind === 'escrow') ? await loadTbillYields(options.db) : []
  return Promise.all(rows.map((row) => toAccount(options.db, row, options.today, yields)))
}

export async function getReserveAccount(options: Caller & { id: string; today: IsoDate }) {
  const row = await requireOwnAccount(options.db, options.userId, options.id)
  const yields = row.kind === 'escrow' ? await loadTbillYields(options.db) : []
  return toAccount(options.db, row, options.today, yields)
}

export async function createReserveAccount(
  options: Caller & { input: ReserveAccountInput },
): Promise<string> {
  const { db, clock, userId, input } = options
  const now = clock.now()
  const [row] = await db
    .insert(reserveAccounts)
    .values({ ...input, notes: input.notes ?? '', userId, createdAt: now, updatedAt: now })
    .returning({ id: reserveAccounts.id })
  return row!.id
}

export async function updateReserveAccount(options: Caller & { id: string; patch: ReserveAccountPatch }) {
  const { db, clock, userId, id, patch } = options
  const [row] = await db
    .update(reserveAccounts)
    .set({ ...patch, updatedAt: clock.now() })
    .where(and(eq(reserveAccounts.id, id), eq(reserveAccounts.userId, userId)))
    .returning({ id: reserveAccounts.id })
  if (!row) throw accountNotFound()
}

/** Deletes the account, its entries and what they posted to the books. */
export async function deleteReserveAccount(options: Caller & { id: string }): Promise<void> {
  const { db, userId, id } = options
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: reserveAccounts.id })
      .from(reserveAccounts)
      .where(and(eq(reserveAccounts.id, id), eq(reserveAccounts.userId, userId)))
      .for('update')
    if (!row) throw accountNotFound()
    const posted = await tx
      .select({ id: reserveEntries.ledgerEntryId })
      .from(reserveEntries)
      .where(and(eq(reserveEntries.accountId, id), isNotNull(reserveEntries.ledgerEntryId)))
    await tx.delete(reserveAccounts).where(eq(reserveAccounts.id, id))
    for (const { id: entryId } of posted)
      if (entryId) await tx.delete(ledgerEntries).where(eq(ledgerEntries.id, entryId))
  })
}

export async function reserveStatement(
  options: Caller & { id: string; from?: IsoDate; to?: IsoDate; today: IsoDate },
): Promise<ReserveStatement> {
  const row = await requireOwnAccount(options.db, options.userId, options.id)
  const movements = await movementsOf(options.db, row)
  const from = options.from ?? movements[0]?.date ?? options.today
  const to = options.to ?? options.today
  return { from, to, ...statement(movements, from, to) }
}

export async function createReserveEntry(
  options: Caller & { accountId: string; input: ReserveEntryInput },
): Promise<string> {
  const { db, clock, userId, accountId, input } = options
  const account = await requireOwnAccount(db, userId, accountId)
  if (input.settlementId) {
    await requireOwn(
      db,
      settlements,
      { userId, id: input.settlementId },
      () => new AppError('NOT_FOUND', RESERVE_MESSAGES.settlementNotFound),
    )
  }
  const now = clock.now()
  return db.transaction(async (tx) => {
    let ledgerEntryId: string | null = null
    const posts =
      input.kind === 'draw' && input.expenseCategory
        ? { type: 'expense' as const, category: input.expenseCategory, what: input.description ?? '' }
        : input.kind === 'interest'
          ? {
              type: 'revenue' as const,
              category: 'interest_income',
              what: `Interest on ${account.kind} held by ${account.payerName}`,
            }
          : null
    if (posts) {
      const [entry] = await tx
        .insert(ledgerEntries)
        .values({
          userId,
          type: posts.type,
          category: posts.category,
          amountCents: input.amountCents,
          date: input.date,
          description: (posts.type === 'expense'
            ? `${posts.what} (paid from ${account.kind} held by ${account.payerName})`
            : posts.what
          ).slice(0, 200),
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: ledgerEntries.id })
      ledgerEntryId = entry!.id
    }
    const [row] = await tx
      .insert(reserveEntries)
      .values({
        accountId,
        userId,
        kind: input.kind,
        direction: input.kind === 'adjustment' ? (input.direction ?? null) : null,
        amountCents: input.amountCents,
        date: input.date,
        description: input.description ?? '',
        settlementId: input.settlementId ?? null,
        ledgerEntryId,
        createdAt: now,
      })
      .returning({ id: reserveEntries.id })
    return row!.id
  })
}

/** Deletes a typed entry and what it posted to the books. */
export async function deleteReserveEntry(options: Caller & { entryId: string }) {
  const { db, userId, entryId } = options
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(reserveEntries)
      .where(and(eq(reserveEntries.id, entryId), eq(reserveEntries.userId, userId)))
      .returning({ ledgerEntryId: reserveEntries.ledgerEntryId })
    if (!row) throw entryNotFound()
    if (row.ledgerEntryId) await tx.delete(ledgerEntries).where(eq(ledgerEntries.id, row.ledgerEntryId))
  })
}
