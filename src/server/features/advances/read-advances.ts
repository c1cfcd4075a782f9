import { and, asc, eq, isNotNull, sql } from 'drizzle-orm'
import type { Advance, AdvanceList, AdvanceRepayment, AdvancesOutstanding } from '@/contracts/advances.ts'
import {
  isOutstanding,
  matchAdvances,
  payerKey,
  type RepaymentLine,
} from '@/domain/advances/advance-matching.ts'
import type { IsoDate } from '@/domain/period.ts'
import type { Db, Tx } from '@/server/db/client.ts'
import { type AdvanceRow, advances, settlementLines, settlements } from '@/server/db/schema/index.ts'

/*
 * Advances are read with the advance lines of the user's posted settlements: each line repays the
 * advance it matches (domain/advances), so a settlement changed or deleted changes what is owed at
 * once. Nothing here writes.
 */

type Line = RepaymentLine & Omit<AdvanceRepayment, 'payerName' | 'date' | 'amountCents' | 'description'>

const lineKey = (settlementId: string, position: number) => `${settlementId}:${position}`

/** The advance deductions of the user's posted settlements. */
async function advanceLines(db: Db | Tx, userId: string): Promise<Line[]> {
  const rows = await db
    .select({
      settlementId: settlements.id,
      position: settlementLines.position,
      payerName: sql<string>`coalesce(${settlements.broker}, '')`,
      date: sql<string>`${settlements.settlementDate}::text`,
      settlementLabel: sql<
        string | null
      >`coalesce(${settlements.tripNumber}, ${settlements.settlementNumber})`,
      amountCents: settlementLines.amountCents,
      description: settlementLines.description,
    })
    .from(settlementLines)
    .innerJoin(settlements, eq(settlements.id, settlementLines.settlementId))
    .where(
      and(
        eq(settlements.userId, userId),
        isNotNull(settlements.confirmedAt),
        isNotNull(settlements.settlementDate),
        eq(settlementLines.kind, 'deduction'),
        eq(settlementLines.category, 'advance'),
      ),
    )
    .orderBy(asc(settlements.settlementDate), asc(settlementLines.position))
  return rows.map((row) => ({
    key: lineKey(row.settlementId, row.position),
    settlementId: row.settlementId,
    settlementLinePosition: row.position,
    settlementLabel: row.settlementLabel,
    payerName: row.payerName,
    date: row.date,
    amountCents: row.amountCents,
    description: row.description,
  }))
}

const toRepayment = (line: Line): AdvanceRepayment => ({
  settlementId: line.settlementId,
  settlementLinePosition: line.settlementLinePosition,
  settlementLabel: line.settlementLabel,
  payerName: line.payerName,
  date: line.date,
  amountCents: line.amountCents,
  description: line.description,
})

/** Every advance of the user with its repayment, and the advance lines no advance accounts for. */
export async function advanceBook(
  db: Db | Tx,
  userId: string,
  today: IsoDate,
): Promise<{ items: Advance[]; unmatched: AdvanceRepayment[] }> {
  const [rows, lines] = await Promise.all([
    db
      .select()
      .from(advances)
      .where(eq(advances.userId, userId))
      .orderBy(asc(advances.date), asc(advances.createdAt)),
    advanceLines(db, userId),
  ])
  const { repaidBy, unmatched } = matchAdvances(
    rows.map((row) => ({
      id: row.id,
      payerName: row.payerName,
      date: row.date,
      amountCents: row.amountCents,
      reference: row.reference,
      pinnedLineKey:
        row.settlementId && row.settlementLinePosition !== null
          ? lineKey(row.settlementId, row.settlementLinePosition)
          : null,
      createdAt: row.createdAt.toISOString(),
    })),
    lines,
  )
  const items = rows.map((row) => {
    const match = repaidBy.get(row.id)
    return toAdvance(row, match ? { line: match.line as Line, matchedBy: match.matchedBy } : null, today)
  })
  // Newest first on screen and in the list.
  items.reverse()
  return { items, unmatched: (unmatched as Line[]).map(toRepayment) }
}

function toAdvance(
  row: AdvanceRow,
  match: { line: Line; matchedBy: 'user' | 'reference' | 'amount' } | null,
  today: IsoDate,
): Advance {
  return {
    id: row.id,
    payerName: row.payerName,
    date: row.date,
    amountCents: row.amountCents,
    method: row.method,
    reference: row.reference,
    expenseCategory: row.expenseCategory,
    description: row.description,
    ledgerEntryId: row.ledgerEntryId,
    note: row.note,
    repayment: match ? { ...toRepayment(match.line), matchedBy: match.matchedBy } : null,
    outstanding: isOutstanding(row, match?.line.date, today),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

export async function listAdvances(options: {
  db: Db
  userId: string
  today: IsoDate
}): Promise<AdvanceList> {
  const { items, unmatched } = await advanceBook(options.db, options.userId, options.today)
  return { items, total: items.length, unmatchedRepayments: unmatched }
}

/** What the user owes each payer for advances on `date`: advanced by then and not yet repaid. */
export async function advancesOutstanding(options: {
  db: Db | Tx
  userId: string
  date: IsoDate
}): Promise<AdvancesOutstanding> {
  const { items } = await advanceBook(options.db, options.userId, options.date)
  const byPayer = new Map<string, AdvancesOutstanding['items'][number]>()
  for (const advance of [...items].reverse()) {
    if (!isOutstanding(advance, advance.repayment?.date, options.date)) continue
    const key = payerKey(advance.payerName)
    const payer = byPayer.get(key) ?? { payerName: advance.payerName, outstandingCents: 0, items: [] }
    payer.outstandingCents += advance.amountCents
    payer.items.push(advance)
    byPayer.set(key, payer)
  }
  const payers = [...byPayer.values()].sort((a, b) => a.payerName.localeCompare(b.payerName))
  return {
    date: options.date,
    items: payers,
    totalCents: payers.reduce((sum, p) => sum + p.outstandingCents, 0),
  }
}
