/**
 * Ledger categories: one list for the server, the screens and the reports. The expense form offers
 * one clear list, grouped (`group`), where each category is one thing on the tax return (its
 * Schedule C line: src/domain/tax/tables.ts). The keys it replaced stay `legacy`: rows keep them,
 * the API still accepts them and the screens name them as an old category; `replacedBy` is the
 * clear category that means the same, when there is exactly one.
 */
export interface Category {
  value: string
  label: string
  type: 'expense' | 'revenue'
  /** The expense form's group heading; legacy categories have none. */
  group?: ExpenseGroup
  legacy?: boolean
  replacedBy?: string
  /** A state rather than a choice: rows may have it, the form never offers it. */
  unoffered?: boolean
}

/** The expense form's groups, in order (Schedule C Part II lines in brackets). */
export const EXPENSE_GROUPS = [
  'Running the truck (line 9)',
  'Repairs and maintenance (line 21)',
  'Insurance (line 15)',
  'Fees and commissions (line 10)',
  'Taxes and licenses (line 23)',
  'Travel: lodging and meals (lines 24a, 24b)',
  'Trucks and equipment (lines 13, 20a)',
  'Office, phone and services (lines 17, 18, 25)',
  'Other expenses (Part V)',
  'Not on Schedule C (Schedule 1, personal)',
] as const
export type ExpenseGroup = (typeof EXPENSE_GROUPS)[number]

const expense = (value: string, label: string, group: ExpenseGroup): Category => ({
  value,
  label,
  type: 'expense',
  group,
})
const legacy = (value: string, label: string, replacedBy?: string): Category => ({
  value,
  label,
  type: 'expense',
  legacy: true,
  ...(replacedBy ? { replacedBy } : {}),
})

const [RUNNING, REPAIRS, INSURANCE, FEES, TAXES, TRAVEL, EQUIPMENT, OFFICE, OTHER, NOT_SCHEDULE_C] =
  EXPENSE_GROUPS

export const EXPENSE_CATEGORIES: Category[] = [
  expense('fuel', 'Fuel', RUNNING),
  expense('def_fluid', 'DEF Fluid', RUNNING),
  expense('tolls', 'Tolls', RUNNING),
  expense('parking', 'Parking', RUNNING),
  expense('scales', 'Scales', RUNNING),
  expense('maintenance', 'Repairs & Maintenance', REPAIRS),
  expense('tires', 'Tires', REPAIRS),
  expense('insurance_liability', 'Liability Insurance', INSURANCE),
  expense('insurance_physical', 'Physical Damage Insurance', INSURANCE),
  expense('insurance_cargo', 'Cargo Insurance', INSURANCE),
  expense('insurance_bobtail', 'Bobtail Insurance', INSURANCE),
  expense('insurance', 'Insurance', INSURANCE),
  // Deducted by many preparers on line 15; shown with "ask your preparer" (docs/domain.md).
  expense('occupational_accident_insurance', 'Occupational Accident Insurance', INSURANCE),
  expense('broker_fees', 'Broker Fees', FEES),
  expense('dispatch_fees', 'Dispatch Fees', FEES),
  expense('factoring_fees', 'Factoring Fees', FEES),
  expense('settlement_fees', 'Settlement & Admin Fees', FEES),
  expense('permits', 'Permits & Licenses', TAXES),
  // IFTA fuel tax and Form 2290 (HVUT): Schedule C line 23, taxes and licenses.
  expense('road_taxes', 'Road Taxes (IFTA, HVUT)', TAXES),
  expense('lodging', 'Lodging', TRAVEL),
  expense('meals', 'Meals', TRAVEL),
  expense('truck_payment', 'Truck Payment', EQUIPMENT),
  expense('trailer_payment', 'Trailer Payment', EQUIPMENT),
  expense('equipment', 'Equipment', EQUIPMENT),
  expense('office', 'Office Supplies', OFFICE),
  expense('cell_phone', 'Cell Phone', OFFICE),
  expense('accounting_services', 'Accounting Services', OFFICE),
  expense('legal_services', 'Legal Services', OFFICE),
  expense('load_board_subscription', 'Load Board Subscription', OTHER),
  expense('eld_subscription', 'ELD & Communications', OTHER),
  expense('business_software', 'Business Software', OTHER),
  expense('bank_fees', 'Bank Fees', OTHER),
  expense('uniforms', 'Uniforms', OTHER),
  // Paid at the dock; a carrier's reimbursement of it is paired with it (they net to zero).
  expense('lumper', 'Lumper Fees', OTHER),
  expense('other', 'Other', OTHER),
  // Schedule 1 adjustments of the self-employed (not Schedule C: they do not cut SE tax), and
  // money that leaves the pay sheet but is no deduction at all (garnishment, child support, loans).
  expense('health_insurance', 'Health Insurance (self-employed)', NOT_SCHEDULE_C),
  expense('retirement_contributions', 'Retirement (SEP, solo 401(k))', NOT_SCHEDULE_C),
  expense('personal', 'Personal (not deductible)', NOT_SCHEDULE_C),
  // A settlement deduction the reader could not name: not deductible until the user says what it is.
  { value: 'needs_review', label: 'Needs Review', type: 'expense', unoffered: true },
  // Near twins of the categories above, kept for the rows that have them.
  legacy('maintenance_routine', 'Routine Maintenance', 'maintenance'),
  legacy('maintenance_repairs', 'Repairs', 'maintenance'),
  // Meals and lodging are two lines of Schedule C: an old "Food & Lodging" row may be either.
  legacy('food', 'Food & Lodging'),
  legacy('office_supplies', 'Office Supplies (other)', 'office'),
  legacy('license_fees', 'License Fees', 'permits'),
  legacy('miscellaneous', 'Miscellaneous', 'other'),
]

export const REVENUE_CATEGORIES: Category[] = [
  { value: 'loads', label: 'Loads', type: 'revenue' },
  { value: 'specialized_freight', label: 'Specialized Freight', type: 'revenue' },
  { value: 'detention', label: 'Detention', type: 'revenue' },
  { value: 'reimbursements', label: 'Reimbursements', type: 'revenue' },
  { value: 'other_income', label: 'Other Income', type: 'revenue' },
  // Interest earned (escrow a carrier holds: 49 CFR 376.12(k)(5)): Form 1040 line 2b, never
  // Schedule C gross receipts, no self-employment tax.
  { value: 'interest_income', label: 'Interest Income', type: 'revenue' },
  // Pay as an employee (Form 1040 line 1a): never Schedule C gross receipts.
  { value: 'wages', label: 'W-2 Wages', type: 'revenue' },
]

export const ALL_CATEGORIES = [...EXPENSE_CATEGORIES, ...REVENUE_CATEGORIES]
export const EXPENSE_CATEGORY_VALUES = EXPENSE_CATEGORIES.map((c) => c.value) as [string, ...string[]]
export const REVENUE_CATEGORY_VALUES = REVENUE_CATEGORIES.map((c) => c.value) as [string, ...string[]]
/** The clear list the expense form offers. */
export const FORM_EXPENSE_CATEGORIES = EXPENSE_CATEGORIES.filter((c) => !c.legacy && !c.unoffered)
export const LEGACY_EXPENSE_CATEGORIES = EXPENSE_CATEGORIES.filter((c) => c.legacy)

const byValue = new Map(ALL_CATEGORIES.map((c) => [c.value, c]))

/** The product's label of a category (reports and exports use it as is). */
export function categoryLabel(value: string): string {
  return byValue.get(value)?.label ?? value
}

export function isLegacyCategory(value: string): boolean {
  return byValue.get(value)?.legacy === true
}

export function categoryGroup(value: string): ExpenseGroup | undefined {
  return byValue.get(value)?.group
}

/** How the screens name a legacy category on the rows that still have it. */
export const legacyCategoryName = (name: string) => `${name} (old category)`

export const PAYMENT_METHODS = ['credit_card', 'debit_card', 'cash', 'check', 'ach'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  credit_card: 'Credit Card',
  debit_card: 'Debit Card',
  cash: 'Cash',
  check: 'Check',
  ach: 'ACH / Bank Transfer',
}
