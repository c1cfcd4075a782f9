import { EXPENSE_CATEGORIES, PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '@/domain/categories'

const option = (c: { value: string; label: string }) => ({ value: c.value, label: c.label })

/** The nine form categories first, then the extended trucking list. */
export const CATEGORY_OPTIONS = [
  { group: 'Common categories', items: EXPENSE_CATEGORIES.filter((c) => c.form).map(option) },
  { group: 'More categories', items: EXPENSE_CATEGORIES.filter((c) => !c.form).map(option) },
]

export const PAYMENT_METHOD_OPTIONS = PAYMENT_METHODS.map((value) => ({
  value,
  label: PAYMENT_METHOD_LABELS[value],
}))
