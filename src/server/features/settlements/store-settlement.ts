import { and, eq } from 'drizzle-orm'
import { lineCategory, type SettlementReview, type SettlementValues } from '@/contracts/settlements.ts'
import { type PaidAs, settlementTotals } from '@/domain/settlements/settlement-math.ts'
import type { Tx } from '@/server/db/client.ts'
import {
  ledgerEntries,
  type SettlementRow,
  settlementLines,
  settlements,
  users,
} from '@/server/db/schema/index.ts'
import { payLoadsOfSettlement } from '@/server/features/loads/loads.public.ts'
import { postSettlementEntries, toLineAmounts } from './post-settlement-entries.ts'

/** A settlement read from a document, which may lack the payer or date until the user enters them. */
export type SettlementDraftInput = Omit<SettlementValues, 'broker' | 'settlementDate'> & {
  broker: string | null
  settlementDate: string | null
}

/** The settlement's own columns from the input; the totals come from the lines, never the client. */
function settlementValues(input: SettlementDraftInput) {
  return {
    broker: input.broker,
    settlementNumber: input.settlementNumber || null,
    tripNumber: input.tripNumber || null,
    settlementDate: input.settlementDate,
    periodStart: input.periodStart ?? null,
    periodEnd: input.periodEnd ?? null,
    notes: input.notes,
    truckId: input.truckId ?? null,
    // Left out, a new settlement takes the user's role and a stored one keeps its own.
    ...(input.paidAs ? { paidAs: input.paidAs } : {}),
    ...settlementTotals(toLineAmounts(input.lines)),
  }
}

/** What the review screen asks when the reader saw a W-2 pay stub on a contractor's books. */
export const W2_QUESTION_ISSUE =
  'This looks like a W-2 pay stub from an employer: say whether it is before it is posted.'

/** A new settlement is paid as its user's role says: a company driver's pay is W-2 wages. */
async function paidAsOfRole(tx: Tx, userId: string): Promise<PaidAs> {
  const [user] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId))
  return user?.role === 'company_driver' ? 'employee' : 'contractor'
}

/** Lines keep the order they were given in; a deduction without a category is 'other'. */
async function insertLines(tx: Tx, settlementId: string, lines: SettlementDraftInput['lines']) {
  if (lines.length === 0) return
  await tx.insert(settlementLines).values(
    lines.map((line, position) => ({
      settlementId,
      position,
      kind: line.kind,
      description: line.description,
      category: lineCategory(line.kind, line.category),
      amountCents: line.amountCents,
      loadNumber: line.loadNumber || null,
      loadDate: line.loadDate ?? null,
      origin: line.origin || null,
      destination: line.destination || null,
      miles: line.miles ?? null,
      gallons: line.kind === 'deduction' ? (line.gallons ?? null) : null,
    })),
  )
}

/**
 * The one way a settlement is stored, typed in or read from a document: its row and lines, and, when
 * `post` is set, its ledger entries (confirmed as it is saved). Otherwise it waits, pending, for the
 * user to review it. Runs in the caller's transaction.
 */
export async function insertSettlement(
  tx: Tx,
  options: {
    userId: string
    input: SettlementDraftInput
    now: Date
    post: boolean
    documentId?: string | null
    review?: SettlementReview | null
    /**
     * The reader saw a W-2 pay stub: a company driver's is posted as wages; anyone else's waits,
     * pending, for the review screen to ask whether it is one.
     */
    looksLikeW2?: boolean
  },
): Promise<SettlementRow> {
  const { userId, input, now } = options
  const ofRole = await paidAsOfRole(tx, userId)
  const ask = options.looksLikeW2 === true && ofRole !== 'employee' && !input.paidAs
  const post = options.post && !ask
  let review = options.review ?? null
  if (ask) {
    review = {
      issues: [...(review?.issues ?? []), W2_QUESTION_ISSUE],
      confidence: review?.confidence ?? {},
      looksLikeW2: true,
    }
  }
  const [row] = await tx
    .insert(settlements)
    .values({
      userId,
      ...settlementValues(input),
      paidAs: input.paidAs ?? ofRole,
      status: post ? 'processed' : 'pending',
      confirmedAt: post ? now : null,
      documentId: options.documentId ?? null,
      review,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
  const settlement = row!
  await insertLines(tx, settlement.id, input.lines)
  if (post) {
    await postSettlementEntries(tx, { userId, settlement, lines: input.lines })
    await payLoadsOfSettlement(tx, { userId, settlement, lines: input.lines, now })
  }
  return settlement
}

/**
 * Replaces a settlement's fields and lines (the screens send the whole form). A settlement that is
 * (or, with `confirm`, becomes) confirmed has its ledger entries posted again from the new lines.
 * Undefined when the user has no such settlement. Runs in the caller's transaction.
 */
export async function replaceSettlement(
  tx: Tx,
  options: { userId: string; id: string; input: SettlementValues; now: Date; confirm?: boolean },
): Promise<SettlementRow | undefined> {
  const { userId, id, input, now } = options
  const confirming = options.confirm
    ? { status: 'processed' as const, confirmedAt: now }
    : ({} as Record<string, never>)
  // Updating first locks the row, so a confirm running at the same time is seen here.
  const [row] = await tx
    .update(settlements)
    .set({ ...settlementValues(input), ...confirming, updatedAt: now })
    .where(and(eq(settlements.id, id), eq(settlements.userId, userId)))
    .returning()
  if (!row) return undefined
  await tx.delete(settlementLines).where(eq(settlementLines.settlementId, id))
  await insertLines(tx, id, input.lines)
  if (row.confirmedAt) {
    await tx
      .delete(ledgerEntries)
      .where(and(eq(ledgerEntries.settlementId, id), eq(ledgerEntries.userId, userId)))
    await postSettlementEntries(tx, { userId, settlement: row, lines: input.lines })
    await payLoadsOfSettlement(tx, { userId, settlement: row, lines: input.lines, now })
  }
  return row
}
