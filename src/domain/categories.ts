/**
 * Ledger categories: one list for the server, the screens and the reports. `form` marks the nine
 * the add-expense form offers (spec 3); the rest are the extended trucking list, also selectable.
 */
export interface Category {
  value: string
  label: string
  type: 'expense' | 'revenue'
  form?: boolean
}

const expense = (value: string, label: string, extra: Partial<Category> = {}): Category => ({
  value,
  label,
  type: 'expense',
  ...extra,
})

export const EXPENSE_CATEGORIES: Category[] = [
  expense('fuel', 'Fuel', { form: true }),
  expense('maintenance', 'Maintenance', { form: true }),
  expense('insurance', 'Insurance', { form: true }),
  expense('tolls', 'Tolls', { form: true }),
  expense('food', 'Food & Lodging', { form: true }),
  expense('permits', 'Permits & Licenses', { form: true }),
  expense('equipment', 'Equipment', { form: true }),
  expense('office', 'Office Supplies', { form: true }),
  expense('other', 'Other', { form: true }),
  expense('truck_payment', 'Truck Payment'),
  expense('trailer_payment', 'Trailer Payment'),
  expense('insurance_liability', 'Liability Insurance'),
  expense('insurance_physical', 'Physical Damage Insurance'),
  expense('insurance_cargo', 'Cargo Insurance'),
  expense('insurance_bobtail', 'Bobtail Insurance'),
  expense('license_fees', 'License Fees'),
  expense('accounting_services', 'Accounting Services'),
  expense('legal_services', 'Legal Services'),
  expense('load_board_subscription', 'Load Board Subscription'),
  expense('eld_subscription', 'ELD & Communications'),
  expense('cell_phone', 'Cell Phone'),
  expense('business_software', 'Business Software'),
  expense('def_fluid', 'DEF Fluid'),
  expense('maintenance_routine', 'Routine Maintenance'),
  expense('maintenance_repairs', 'Repairs'),
  expense('tires', 'Tires'),
  expense('parking', 'Parking'),
  expense('scales', 'Scales'),
  expense('lodging', 'Lodging'),
  expense('broker_fees', 'Broker Fees'),
  expense('dispatch_fees', 'Dispatch Fees'),
  expense('office_supplies', 'Office Supplies (other)'),
  expense('bank_fees', 'Bank Fees'),
  expense('factoring_fees', 'Factoring Fees'),
  expense('uniforms', 'Uniforms'),
  expense('settlement_fees', 'Settlement & Admin Fees'),
  // IFTA fuel tax and Form 2290 (HVUT): Schedule C line 23, taxes and licenses.
  expense('road_taxes', 'Road Taxes (IFTA, HVUT)'),
  expense('miscellaneous', 'Miscellaneous'),
]

export const REVENUE_CATEGORIES: Category[] = [
  { value: 'loads', label: 'Loads', type: 'revenue' },
  { value: 'specialized_freight', label: 'Specialized Freight', type: 'revenue' },
  { value: 'detention', label: 'Detention', type: 'revenue' },
  { value: 'reimbursements', label: 'Reimbursements', type: 'revenue' },
  { value: 'other_income', label: 'Other Income', type: 'revenue' },
]

export const ALL_CATEGORIES = [...EXPENSE_CATEGORIES, ...REVENUE_CATEGORIES]
export const EXPENSE_CATEGORY_VALUES = EXPENSE_CATEGORIES.map((c) => c.value) as [string, ...string[]]
export const REVENUE_CATEGORY_VALUES = REVENUE_CATEGORIES.map((c) => c.value) as [string, ...string[]]
export const FORM_EXPENSE_CATEGORIES = EXPENSE_CATEGORIES.filter((c) => c.form)

const byValue = new Map(ALL_CATEGORIES.map((c) => [c.value, c]))

export function categoryLabel(value: string): string {
  return byValue.get(value)?.label ?? value
}

export const PAYMENT_METHODS = ['credit_card', 'debit_card', 'cash', 'check', 'ach'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  credit_card: 'Credit Card',
  debit_card: 'Debit Card',
  cash: 'Cash',
  check: 'Check',
  ach: 'ACH / Bank Transfer',
}
