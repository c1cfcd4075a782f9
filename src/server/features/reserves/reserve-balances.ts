import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm'
import type { IsoDate } from '@/domain/period.ts'
import { type ReserveKind, signedCents } from '@/domain/reserves/reserve-ledger.ts'
import type { Db } from '@/server/db/client.ts'
import { reserveAccounts, reserveEntries, settlementLines, settlements } from '@/server/db/schema/index.ts'

export interface ReserveBalance {
  accountId: string
  payerName: string
  kind: ReserveKind
  balanceCents: number
}

/** "Prairie Line  Carriers" and "prairie line carriers" are one payer (as samePayer in SQL). */
const payerKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase()

/**
 * Every reserve account's balance at the end of `date`, in three queries whatever the number of
 * accounts: the accounts, their typed movements and the user's settlement escrow lines up to the
 * date. A payer's lines go to the oldest account for that payer that takes them, as on the
 * account's own statement (reserve-accounts.ts), so the two always agree.
 */
export async function reserveBalancesOn(options: {
  db: Db
  userId: string
  date: IsoDate
}): Promise<ReserveBalance[]> {
  const { db, userId, date } = options
  const settledOn = sql<string>`coalesce(${settlements.settlementDate}, ${settlements.periodEnd}, ${settlements.confirmedAt}::date)`
  const [accounts, typed, lines] = await Promise.all([
    db
      .select()
      .from(reserveAccounts)
      .where(eq(reserveAccounts.userId, userId))
      .orderBy(asc(reserveAccounts.createdAt), asc(reserveAccounts.id)),
    db
      .select({
        accountId: reserveEntries.accountId,
        kind: reserveEntries.kind,
        direction: reserveEntries.direction,
        amountCents: reserveEntries.amountCents,
        date: reserveEntries.date,
      })
      .from(reserveEntries)
      .where(and(eq(reserveEntries.userId, userId), lte(reserveEntries.date, date))),
    db
      .select({ payerName: settlements.broker, amountCents: settlementLines.amountCents })
      .from(settlementLines)
      .innerJoin(settlements, eq(settlements.id, settlementLines.settlementId))
      .where(
        and(
          eq(settlements.userId, userId),
          isNotNull(settlements.confirmedAt),
          eq(settlementLines.kind, 'deduction'),
          eq(settlementLines.category, 'escrow'),
          sql`${settledOn} <= ${date}`,
        ),
      ),
  ])
  const balances = new Map(accounts.map((account) => [account.id, 0]))
  for (const entry of typed)
    balances.set(entry.accountId, (balances.get(entry.accountId) ?? 0) + signedCents(entry))
  // The oldest account per payer that takes its settlements' escrow lines (accounts come oldest first).
  const takerOf = new Map<string, string>()
  for (const account of accounts)
    if (account.fromSettlements && !takerOf.has(payerKey(account.payerName)))
      takerOf.set(payerKey(account.payerName), account.id)
  for (const line of lines) {
    const taker = line.payerName === null ? undefined : takerOf.get(payerKey(line.payerName))
    if (taker) balances.set(taker, balances.get(taker)! + line.amountCents)
  }
  return (
    accounts
      .map((account) => ({
        accountId: account.id,
        payerName: account.payerName,
        kind: account.kind,
        balanceCents: balances.get(account.id)!,
      }))
      // By payer (one payer's accounts together, oldest first).
      .sort((a, b) => payerKey(a.payerName).localeCompare(payerKey(b.payerName)))
  )
}
