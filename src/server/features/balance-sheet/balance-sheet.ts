import { and, desc, eq, lte, sql } from 'drizzle-orm'
import {
  ASSET_LINE_KINDS,
  type AssetLine,
  type BalanceSheet,
  LIABILITY_LINE_KINDS,
  type LiabilityLine,
} from '@/contracts/balance-sheet.ts'
import type { IsoDate } from '@/domain/period.ts'
import type { ReserveKind } from '@/domain/reserves/reserve-ledger.ts'
import type { Db } from '@/server/db/client.ts'
import { balanceItems } from '@/server/db/schema/index.ts'
import { advancesOwed } from '@/server/features/advances/advances.public.ts'
import { equipmentOn, loanBalancesOn } from '@/server/features/assets/assets.public.ts'
import { receivablesOn } from '@/server/features/loads/loads.public.ts'
import { reserveBalancesOn } from '@/server/features/reserves/reserves.public.ts'

/*
 * The balance sheet at a date: what the business owns and owes, each line read from the records
 * that hold it, and equity the difference. Nothing here posts to the books: the P&L stays income
 * and expense only (interest, depreciation, applied escrow draws and interest earned reach it
 * from their own records).
 */

interface SheetQuery {
  db: Db
  userId: string
  date: IsoDate
}

/** One source's lines on the sheet. */
interface SourceLines {
  assets?: AssetLine[]
  liabilities?: LiabilityLine[]
}

/** A record the sheet reads: its lines at the date. */
type Source = (query: SheetQuery) => Promise<SourceLines>

/** Cash and the other typed items: per label, the latest entry on or before the date. */
const typedItems: Source = async ({ db, userId, date }) => {
  const rows = await db
    .selectDistinctOn([balanceItems.kind, sql`lower(${balanceItems.label})`], {
      kind: balanceItems.kind,
      label: balanceItems.label,
      amountCents: balanceItems.amountCents,
    })
    .from(balanceItems)
    .where(and(eq(balanceItems.userId, userId), lte(balanceItems.asOfDate, date)))
    .orderBy(
      balanceItems.kind,
      sql`lower(${balanceItems.label})`,
      desc(balanceItems.asOfDate),
      desc(balanceItems.createdAt),
    )
  const shown = rows.filter((row) => row.amountCents !== 0)
  return {
    assets: shown
      .filter((row) => row.kind !== 'other_liability')
      .map((row) => ({
        kind: row.kind === 'cash' ? ('cash' as const) : ('other' as const),
        label: row.label,
        amountCents: row.amountCents,
      })),
    liabilities: shown
      .filter((row) => row.kind === 'other_liability')
      .map((row) => ({ kind: 'other' as const, label: row.label, amountCents: row.amountCents })),
  }
}

const RESERVE_WORDS: Record<ReserveKind, string> = {
  escrow: 'Escrow',
  maintenance: 'Maintenance reserve',
  tire: 'Tire fund',
  other: 'Reserve',
}

/** Escrow and reserves a carrier holds for the user. */
const reserves: Source = async (query) => ({
  assets: (await reserveBalancesOn(query))
    .filter((account) => account.balanceCents !== 0)
    .map((account) => ({
      kind: 'reserve',
      label: `${RESERVE_WORDS[account.kind]} held by ${account.payerName}`,
      amountCents: account.balanceCents,
    })),
})

/** Loads delivered and not yet paid, by payer. */
const receivables: Source = async (query) => ({
  assets: (await receivablesOn(query)).map((payer) => ({
    kind: 'receivable',
    label: `${payer.payerName ?? 'No payer named'}: ${payer.loadCount} ${payer.loadCount === 1 ? 'load' : 'loads'} delivered, not paid`,
    amountCents: payer.amountCents,
  })),
})

/** Trucks, trailers and other equipment at book value. */
const equipment: Source = async (query) => ({
  assets: (await equipmentOn(query)).map((asset) => ({
    kind: 'equipment',
    label: asset.description,
    amountCents: asset.bookValueCents,
  })),
})

/** What the loans owe. */
const loans: Source = async (query) => ({
  liabilities: (await loanBalancesOn(query)).map((loan) => ({
    kind: 'loan',
    label: loan.assetDescription ? `${loan.lender} (${loan.assetDescription})` : loan.lender,
    amountCents: loan.balanceCents,
  })),
})

/** Fuel and cash advances a carrier lent and no settlement has deducted yet, by carrier. */
const advances: Source = async (query) => ({
  liabilities: (await advancesOwed(query))
    .filter((payer) => payer.amountCents > 0)
    .map((payer) => ({
      kind: 'advance',
      label: `Advances from ${payer.payerName}`,
      amountCents: payer.amountCents,
    })),
})

/** Every source the sheet reads; another record is one more entry here. */
const SOURCES: readonly Source[] = [typedItems, reserves, receivables, equipment, loans, advances]

const byKind =
  <K extends string>(order: readonly K[]) =>
  (a: { kind: K }, b: { kind: K }) =>
    order.indexOf(a.kind) - order.indexOf(b.kind)

const total = (lines: readonly { amountCents: number }[]) => lines.reduce((sum, l) => sum + l.amountCents, 0)

export async function balanceSheet(query: SheetQuery): Promise<BalanceSheet> {
  const parts = await Promise.all(SOURCES.map((source) => source(query)))
  const assets = parts.flatMap((part) => part.assets ?? []).sort(byKind(ASSET_LINE_KINDS))
  const liabilities = parts.flatMap((part) => part.liabilities ?? []).sort(byKind(LIABILITY_LINE_KINDS))
  const totalAssetsCents = total(assets)
  const totalLiabilitiesCents = total(liabilities)
  return {
    date: query.date,
    assets,
    liabilities,
    totalAssetsCents,
    totalLiabilitiesCents,
    equityCents: totalAssetsCents - totalLiabilitiesCents,
  }
}
