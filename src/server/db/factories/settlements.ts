import { addDays } from '@/domain/period.ts'
import {
  DEDUCTION_CATEGORIES,
  type DeductionCategory,
  settlementPostings,
  settlementTotals,
} from '@/domain/settlements/settlement-math.ts'
import { enteredAt, type LedgerEntryRow, randomDate } from './ledger.ts'
import { type Random, unseededRandom } from './random.ts'
import { chainedLanes, defaultLines } from './settlement-lines.ts'
import type {
  BuiltSettlement,
  LineOverride,
  SettlementInsert,
  SettlementLineInsert,
  SettlementOptions,
} from './settlement-types.ts'

export type { BuiltSettlement, LineOverride, SettlementInsert, SettlementLineInsert, SettlementOptions }

/**
 * A settlement with its lines. Totals always come from the lines (as the API computes them), so
 * overrides of the totals are ignored; by default it is confirmed ('processed').
 */
export function buildSettlement(
  overrides: Partial<SettlementInsert> & { lines?: LineOverride[] } = {},
  options: SettlementOptions = {},
): BuiltSettlement {
  const random = options.random ?? unseededRandom()
  const style = options.style ?? 'owner_operator'
  const { lines: lineOverrides, ...fields } = overrides
  const id = fields.id ?? random.uuid()
  const settlementDate = fields.settlementDate ?? randomDate(random, options.between)
  const periodEnd = addDays(settlementDate, -6)
  const periodStart = addDays(periodEnd, -6)
  const lanes = chainedLanes(
    random,
    style === 'owner_operator' ? random.int(2, 4) : random.int(3, 5),
    options,
  )
  const lines = (lineOverrides ?? defaultLines(random, style, lanes, periodStart)).map((line, position) =>
    lineRow(random, id, position, line),
  )
  const confirmedAt = enteredAt(settlementDate, random, options.now)
  const settlement: SettlementInsert = {
    id,
    userId: random.uuid(),
    broker: style === 'owner_operator' ? 'Brightwater Freight LLC' : 'Tri-County Freightways Inc.',
    settlementNumber: String(random.int(1000, 99_999)),
    tripNumber: style === 'owner_operator' ? `T-${random.int(10_000, 99_999)}` : null,
    settlementDate,
    periodStart,
    periodEnd,
    status: 'processed',
    confirmedAt,
    documentId: null,
    review: null,
    notes: '',
    truckId: null,
    paidAs: 'contractor',
    createdAt: confirmedAt,
    updatedAt: confirmedAt,
    ...fields,
    ...settlementTotals(lines.map((l) => ({ kind: l.kind, amountCents: l.amountCents }))),
  }
  return { settlement, lines }
}

/**
 * The ledger rows a confirmed settlement posts, the way the API posts them
 * (src/server/features/settlements/post-settlement-entries.ts): the domain's settlementPostings,
 * referenced by trip number or else settlement number, dated the settlement date, no payment method.
 */
export function settlementLedgerEntries(
  built: BuiltSettlement,
  options: { random?: Random } = {},
): LedgerEntryRow[] {
  const random = options.random ?? unseededRandom()
  const { settlement, lines } = built
  if (!settlement.confirmedAt) return []
  const reference = settlement.tripNumber || settlement.settlementNumber || ''
  const amounts = lines.map((line) => ({
    kind: line.kind,
    amountCents: line.amountCents,
    category:
      line.kind === 'deduction'
        ? asDeductionCategory(line.category)
        : line.kind === 'reimbursement' && line.category === 'lumper'
          ? 'lumper'
          : null,
    description: line.description,
  }))
  return settlementPostings(settlement.broker ?? '', reference, amounts, settlement.paidAs).map(
    (posting) => ({
      id: random.uuid(),
      userId: settlement.userId,
      type: posting.type,
      category: posting.category,
      amountCents: posting.amountCents,
      date: settlement.settlementDate!,
      description: posting.description,
      paymentMethod: null,
      notes: '',
      taxDeductible: posting.taxDeductible,
      recurring: false,
      settlementId: settlement.id,
      documentId: null,
      truckId: settlement.truckId,
      createdAt: settlement.confirmedAt!,
      updatedAt: settlement.confirmedAt!,
    }),
  )
}

function asDeductionCategory(category: string | null): DeductionCategory | null {
  if (!category) return null
  return Object.hasOwn(DEDUCTION_CATEGORIES, category) ? (category as DeductionCategory) : 'other'
}

function lineRow(
  random: Random,
  settlementId: string,
  position: number,
  line: LineOverride,
): SettlementLineInsert {
  return {
    id: random.uuid(),
    settlementId,
    position,
    description: '',
    category: line.kind === 'deduction' ? 'other' : null,
    loadNumber: null,
    loadDate: null,
    origin: null,
    destination: null,
    miles: null,
    ...line,
    gallons: line.gallons ?? null,
  }
}
