import { type Cents, cents, sumCents } from '@/domain/money.ts'

export const LINE_KINDS = ['load', 'deduction', 'reimbursement'] as const
export type LineKind = (typeof LINE_KINDS)[number]

/**
 * Deduction categories on a pay sheet and the ledger expense each posts as. Escrow (the driver's
 * money held back) and advances (pay already received) are not expenses (49 CFR 376.12, see
 * docs/us-tax-facts.md), so they post nothing. Taxes are two things: road taxes (IFTA fuel tax, Form 2290
 * HVUT) charged back to an owner-operator are a deductible business tax (Schedule C line 23, taxes
 * and licenses); income tax, Social Security and Medicare withheld from a company driver's W-2 pay
 * are not a business expense at all, so withholding posts nothing either.
 */
export const DEDUCTION_CATEGORIES = {
  fuel: { label: 'Fuel', expenseCategory: 'fuel' },
  insurance: { label: 'Insurance', expenseCategory: 'insurance' },
  permits_licenses: { label: 'Permits & Licenses', expenseCategory: 'permits' },
  equipment_rent: { label: 'Equipment / Trailer Rent', expenseCategory: 'equipment' },
  eld_communications: { label: 'ELD & Communications', expenseCategory: 'eld_subscription' },
  fees: { label: 'Fees', expenseCategory: 'settlement_fees' },
  tolls: { label: 'Tolls', expenseCategory: 'tolls' },
  road_taxes: { label: 'Road Taxes (IFTA, HVUT)', expenseCategory: 'road_taxes' },
  other: { label: 'Other', expenseCategory: 'other' },
  escrow: { label: 'Escrow / Reserve', expenseCategory: null },
  advance: { label: 'Cash Advance', expenseCategory: null },
  withholding: { label: 'Tax Withholding', expenseCategory: null },
} as const satisfies Record<string, { label: string; expenseCategory: string | null }>

export type DeductionCategory = keyof typeof DEDUCTION_CATEGORIES
export const DEDUCTION_CATEGORY_VALUES = Object.keys(DEDUCTION_CATEGORIES) as [
  DeductionCategory,
  ...DeductionCategory[],
]

export interface LineAmount {
  kind: LineKind
  amountCents: Cents
  category?: DeductionCategory | null
  description?: string
}

export interface SettlementTotals {
  grossCents: Cents
  deductionsCents: Cents
  reimbursementsCents: Cents
  netCents: Cents
}

/** Gross is the loads, net is gross − deductions + reimbursements: always from the lines. */
export function settlementTotals(lines: readonly LineAmount[]): SettlementTotals {
  const total = (kind: LineKind) => sumCents(lines.filter((l) => l.kind === kind).map((l) => l.amountCents))
  const grossCents = total('load')
  const deductionsCents = total('deduction')
  const reimbursementsCents = total('reimbursement')
  return {
    grossCents,
    deductionsCents,
    reimbursementsCents,
    netCents: cents(grossCents - deductionsCents + reimbursementsCents),
  }
}

export interface Posting {
  type: 'revenue' | 'expense'
  category: string
  amountCents: Cents
  description: string
  taxDeductible: boolean
}

/**
 * The ledger entries a confirmed settlement posts: gross as revenue (Loads), reimbursements as
 * revenue, and each deduction as its expense category, except escrow and advances.
 */
export function settlementPostings(
  payer: string,
  reference: string,
  lines: readonly LineAmount[],
): Posting[] {
  const title = reference ? `${payer} - ${reference}` : payer
  const totals = settlementTotals(lines)
  const postings: Posting[] = []
  if (totals.grossCents > 0) {
    postings.push({
      type: 'revenue',
      category: 'loads',
      amountCents: totals.grossCents,
      description: title,
      taxDeductible: false,
    })
  }
  if (totals.reimbursementsCents > 0) {
    postings.push({
      type: 'revenue',
      category: 'reimbursements',
      amountCents: totals.reimbursementsCents,
      description: `${title} (reimbursements)`,
      taxDeductible: false,
    })
  }
  for (const line of lines) {
    if (line.kind !== 'deduction' || line.amountCents <= 0) continue
    const category = DEDUCTION_CATEGORIES[line.category ?? 'other'].expenseCategory
    if (!category) continue
    postings.push({
      type: 'expense',
      category,
      amountCents: line.amountCents,
      description: `${title}: ${line.description || DEDUCTION_CATEGORIES[line.category ?? 'other'].label}`,
      taxDeductible: true,
    })
  }
  return postings
}
