import { type Cents, cents, formatUsd, sumCents } from '@/domain/money.ts'

export const LINE_KINDS = ['load', 'deduction', 'reimbursement'] as const
export type LineKind = (typeof LINE_KINDS)[number]

/**
 * Deduction categories on a pay sheet and the ledger expense each posts as (docs/domain.md,
 * "How settlement lines post"). Escrow (the driver's money held back) and advances (pay already
 * received) are not expenses (49 CFR 376.12, see docs/us-tax-facts.md), so they post nothing. Taxes
 * are two things: road taxes (IFTA fuel tax, Form 2290 HVUT) charged back to an owner-operator are a
 * deductible business tax (Schedule C line 23); income tax, Social Security and Medicare withheld
 * from a company driver's W-2 pay are not a business expense at all, so withholding posts nothing
 * (federal income tax withheld is credited against federal tax by the tax report, from the lines).
 * Health premiums and retirement contributions of the self-employed are Schedule 1 adjustments, not
 * Schedule C; garnishments, child support and loan repayments are the driver's own money (nothing).
 * A line the reader could not name is `needs_review`: posted, so the money shows, but not deducted
 * until the user says what it is. `offered: false`: the form never offers it, only shows it.
 */
export const DEDUCTION_CATEGORIES = {
  fuel: { label: 'Fuel', expenseCategory: 'fuel' },
  insurance: { label: 'Insurance', expenseCategory: 'insurance' },
  occupational_accident: {
    label: 'Occupational Accident Insurance',
    expenseCategory: 'occupational_accident_insurance',
  },
  permits_licenses: { label: 'Permits & Licenses', expenseCategory: 'permits' },
  // Posted as a truck or a trailer payment by its text (expenseCategoryOf): never depreciation.
  equipment_rent: { label: 'Equipment / Trailer Rent', expenseCategory: 'truck_payment' },
  eld_communications: { label: 'ELD & Communications', expenseCategory: 'eld_subscription' },
  fees: { label: 'Fees', expenseCategory: 'settlement_fees' },
  tolls: { label: 'Tolls', expenseCategory: 'tolls' },
  lumper: { label: 'Lumper', expenseCategory: 'lumper' },
  road_taxes: { label: 'Road Taxes (IFTA, HVUT)', expenseCategory: 'road_taxes' },
  other: { label: 'Other', expenseCategory: 'other' },
  health_insurance: { label: 'Health, Dental & Vision Insurance', expenseCategory: 'health_insurance' },
  retirement: { label: 'Retirement (401(k), SEP)', expenseCategory: 'retirement_contributions' },
  escrow: { label: 'Escrow / Reserve', expenseCategory: null },
  advance: { label: 'Cash Advance', expenseCategory: null },
  federal_income_tax: { label: 'Federal Income Tax Withheld', expenseCategory: null },
  social_security_medicare: { label: 'Social Security & Medicare Withheld', expenseCategory: null },
  state_income_tax: { label: 'State Income Tax Withheld', expenseCategory: null },
  withholding: { label: 'Tax Withholding (other)', expenseCategory: null },
  personal: { label: 'Personal (garnishment, child support, loan)', expenseCategory: null },
  needs_review: { label: 'Needs Review', expenseCategory: 'needs_review', offered: false },
} as const satisfies Record<string, { label: string; expenseCategory: string | null; offered?: false }>

export type DeductionCategory = keyof typeof DEDUCTION_CATEGORIES
export const DEDUCTION_CATEGORY_VALUES = Object.keys(DEDUCTION_CATEGORIES) as [
  DeductionCategory,
  ...DeductionCategory[],
]
/** The categories the settlement form offers (a line may still have `needs_review`, shown as such). */
export const OFFERED_DEDUCTION_CATEGORIES = DEDUCTION_CATEGORY_VALUES.filter(
  (c) => !('offered' in DEDUCTION_CATEGORIES[c]),
)

/**
 * An escrow line that pays out the interest the escrow earned (49 CFR 376.12(k)(5)): a credit on the
 * escrow line whose text says interest. It is interest income (Form 1040 line 2b), not a refund of
 * the driver's own money, and the escrow's balance stays as it was.
 */
export function isEscrowInterestPaid(
  line: Pick<LineAmount, 'kind' | 'category' | 'amountCents' | 'description'>,
) {
  return (
    line.kind === 'deduction' &&
    line.category === 'escrow' &&
    line.amountCents < 0 &&
    /\binterest\b/i.test(line.description ?? '')
  )
}

/** A trailer's line rather than the tractor's: the words pay sheets use for it. */
const TRAILER_TEXT = /\btrailers?\b|\breefer\b|\bchassis\b|\bvan rent/i

/**
 * The ledger category a deduction line posts as. Equipment rent and lease lines are the truck's or
 * the trailer's payment by their text, so the tax side can put them where the equipment's holding
 * says (rent on line 20a for a true lease; interest and depreciation for one bought on a loan or a
 * lease-purchase), never as depreciation.
 */
export function expenseCategoryOf(line: Pick<LineAmount, 'category' | 'description'>): string | null {
  const known = DEDUCTION_CATEGORIES[line.category ?? 'other']
  if (line.category === 'equipment_rent' && TRAILER_TEXT.test(line.description ?? ''))
    return 'trailer_payment'
  return known.expenseCategory
}

/** The one category a reimbursement line may carry: a lumper the carrier paid back. */
export const REIMBURSEMENT_CATEGORIES = ['lumper'] as const
export type ReimbursementCategory = (typeof REIMBURSEMENT_CATEGORIES)[number]

/** How the payer paid the driver: as a contractor (Schedule C) or as an employee (W-2 wages). */
export const PAID_AS = ['contractor', 'employee'] as const
export type PaidAs = (typeof PAID_AS)[number]
export const PAID_AS_LABELS: Record<PaidAs, string> = {
  contractor: 'Contractor (1099, owner-operator)',
  employee: 'Employee (W-2 pay stub)',
}

/** A reimbursement line that pays back a lumper: its text says so or its category is `lumper`. */
export const LUMPER_TEXT = /\blumper|unloading/i
export function isLumperReimbursement(line: Pick<LineAmount, 'kind' | 'category' | 'description'>): boolean {
  return (
    line.kind === 'reimbursement' && (line.category === 'lumper' || LUMPER_TEXT.test(line.description ?? ''))
  )
}

export interface LineAmount {
  kind: LineKind
  amountCents: Cents
  /** Deductions: their category; reimbursements: null or `lumper`. */
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

/** Postings, or the message of a credit that is more than what it reduces (the ledger holds no negatives). */
export type PostingsResult = { ok: true; postings: Posting[] } | { ok: false; error: string }

/**
 * The ledger entries a confirmed settlement posts (docs/domain.md, "How settlement lines post").
 *
 * Paid as a contractor: gross as revenue (Loads), reimbursements as revenue, a lumper reimbursement
 * also as a `lumper` expense of the same amount (the pair nets to zero), and each deduction as its
 * category's expense (none for escrow, advances, withholding and personal money). A credit (a
 * negative deduction: fuel discount, reversed charge) reduces its category's expense on the same
 * settlement; the ledger holds only positive amounts, so a credit larger than that category's
 * charges on the settlement is refused (docs/decisions/027-settlement-lines-for-tax.md).
 *
 * Paid as an employee: gross is W-2 wages (Form 1040 line 1a); reimbursements (an accountable plan)
 * are not income and payroll deductions are not business expenses, so nothing else posts.
 */
export function settlementPostingsResult(
  payer: string,
  reference: string,
  lines: readonly LineAmount[],
  paidAs: PaidAs = 'contractor',
): PostingsResult {
  const title = reference ? `${payer} - ${reference}` : payer
  const totals = settlementTotals(lines)
  const postings: Posting[] = []
  if (totals.grossCents > 0) {
    postings.push({
      type: 'revenue',
      category: paidAs === 'employee' ? 'wages' : 'loads',
      amountCents: totals.grossCents,
      description: paidAs === 'employee' ? `${title} (W-2 wages)` : title,
      taxDeductible: false,
    })
  }
  if (paidAs === 'employee') return { ok: true, postings }
  if (totals.reimbursementsCents > 0) {
    postings.push({
      type: 'revenue',
      category: 'reimbursements',
      amountCents: totals.reimbursementsCents,
      description: `${title} (reimbursements)`,
      taxDeductible: false,
    })
  }
  // Expenses in line order; credits are taken off the charges of their category, last first.
  const expenses: (Posting & { label: string })[] = []
  const credits = new Map<string, number>()
  for (const line of lines) {
    if (isEscrowInterestPaid(line)) {
      postings.push({
        type: 'revenue',
        category: 'interest_income',
        amountCents: cents(-line.amountCents),
        description: `${title}: ${line.description} (interest on escrow)`,
        taxDeductible: false,
      })
      continue
    }
    if (isLumperReimbursement(line) && line.amountCents > 0) {
      expenses.push({
        type: 'expense',
        category: 'lumper',
        amountCents: line.amountCents,
        description: `${title}: ${line.description || 'Lumper'} (paid back on this settlement)`,
        taxDeductible: true,
        label: DEDUCTION_CATEGORIES.lumper.label,
      })
      continue
    }
    if (line.kind !== 'deduction' || line.amountCents === 0) continue
    const known = DEDUCTION_CATEGORIES[line.category ?? 'other']
    const category = expenseCategoryOf(line)
    if (!category) continue
    if (line.amountCents < 0) {
      credits.set(category, (credits.get(category) ?? 0) - line.amountCents)
      continue
    }
    expenses.push({
      type: 'expense',
      category,
      amountCents: line.amountCents,
      description: `${title}: ${line.description || known.label}`,
      taxDeductible: category !== 'needs_review',
      label: known.label,
    })
  }
  for (const [category, credit] of credits) {
    let left = credit
    for (let i = expenses.length - 1; i >= 0 && left > 0; i--) {
      const expense = expenses[i]!
      if (expense.category !== category) continue
      const taken = Math.min(left, expense.amountCents)
      expense.amountCents = cents(expense.amountCents - taken)
      expense.description = `${expense.description} (less a credit)`
      left -= taken
    }
    if (left > 0) {
      const label =
        Object.values(DEDUCTION_CATEGORIES).find((c) => c.expenseCategory === category)?.label ?? category
      return {
        ok: false,
        error: `A credit of ${formatUsd(left)} in ${label} is more than the ${label} charged on this settlement: a credit only reduces charges of its own kind on the same settlement`,
      }
    }
  }
  for (const { label: _label, ...expense } of expenses) if (expense.amountCents > 0) postings.push(expense)
  return { ok: true, postings }
}

/** As settlementPostingsResult; throws when a credit is more than its category's charges. */
export function settlementPostings(
  payer: string,
  reference: string,
  lines: readonly LineAmount[],
  paidAs: PaidAs = 'contractor',
): Posting[] {
  const result = settlementPostingsResult(payer, reference, lines, paidAs)
  if (!result.ok) throw new Error(result.error)
  return result.postings
}

/** The message of a credit that cannot post, or null (for the schemas' checks). */
export function creditProblem(lines: readonly LineAmount[], paidAs: PaidAs = 'contractor'): string | null {
  const result = settlementPostingsResult('', '', lines, paidAs)
  return result.ok ? null : result.error
}
