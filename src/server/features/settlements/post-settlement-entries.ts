import { plainDecimal } from '@/domain/decimal.ts'
import {
  DEDUCTION_CATEGORIES,
  type DeductionCategory,
  type LineAmount,
  type LineKind,
  type PaidAs,
  settlementPostingsResult,
} from '@/domain/settlements/settlement-math.ts'
import type { Tx } from '@/server/db/client.ts'
import { ledgerEntries } from '@/server/db/schema/index.ts'
import { checkRevenueAnomaly } from '@/server/features/notifications/notifications.public.ts'
import { AppError } from '@/server/lib/errors.ts'

interface PostedSettlement {
  id: string
  /** Null only on a reading still waiting for the user; such a settlement cannot be posted. */
  broker: string | null
  settlementNumber: string | null
  tripNumber: string | null
  settlementDate: string | null
  truckId?: string | null
  paidAs: PaidAs
}

interface PostedLine {
  kind: LineKind
  amountCents: number
  category?: string | null
  description?: string | null
  gallons?: string | null
}

/** A category the domain does not know (e.g. read from a document) posts as 'other'. */
function deductionCategory(category: string | null | undefined): DeductionCategory | null {
  if (!category) return null
  return Object.hasOwn(DEDUCTION_CATEGORIES, category) ? (category as DeductionCategory) : 'other'
}

export function toLineAmounts(lines: readonly PostedLine[]): LineAmount[] {
  return lines.map((line) => ({
    kind: line.kind,
    amountCents: line.amountCents,
    category:
      line.kind === 'deduction'
        ? deductionCategory(line.category)
        : line.kind === 'reimbursement' && line.category === 'lumper'
          ? 'lumper'
          : null,
    description: withGallons(line),
  }))
}

/**
 * A fuel line's description as its expense says it: with the gallons the pay sheet printed
 * ("Pilot #12, Tucson, AZ 90.1 gal"), which make the expense a fuel purchase without retyping them.
 */
function withGallons(line: PostedLine): string {
  const description = line.description ?? ''
  if (line.kind !== 'deduction' || line.category !== 'fuel' || !line.gallons) return description
  if (/\bgal(lon)?s?\b/i.test(description)) return description
  return `${description || 'Fuel'} ${plainDecimal(line.gallons)} gal`
}

/**
 * Writes the ledger entries of a confirmed settlement (docs/domain.md, "How settlement lines post"),
 * inside the transaction that confirms or changes it. A credit larger than its category's charges
 * is refused (400) and the transaction changes nothing.
 */
export async function postSettlementEntries(
  tx: Tx,
  options: { userId: string; settlement: PostedSettlement; lines: readonly PostedLine[] },
) {
  const { userId, settlement } = options
  const { broker, settlementDate } = settlement
  // Callers check this first with the user's message; the database refuses it too.
  if (!broker || !settlementDate) throw new Error('A settlement without a payer or date cannot be posted')
  const reference = settlement.tripNumber || settlement.settlementNumber || ''
  const result = settlementPostingsResult(broker, reference, toLineAmounts(options.lines), settlement.paidAs)
  // The input's schema refuses such a credit first; a settlement whose paid-as changed lands here.
  if (!result.ok) throw new AppError('BAD_REQUEST', result.error)
  const postings = result.postings
  if (postings.length === 0) return 0
  await tx.insert(ledgerEntries).values(
    postings.map((posting) => ({
      userId,
      type: posting.type,
      category: posting.category,
      amountCents: posting.amountCents,
      date: settlementDate,
      description: posting.description,
      paymentMethod: null,
      taxDeductible: posting.taxDeductible,
      settlementId: settlement.id,
      truckId: settlement.truckId ?? null,
    })),
  )
  if (postings.some((p) => p.type === 'revenue')) await checkRevenueAnomaly(tx, userId, settlementDate)
  return postings.length
}
