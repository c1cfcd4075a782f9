import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '@/domain/categories'

// The category options come from the admins' list: categoryOptions in src/web/lib/categories.ts.

export const PAYMENT_METHOD_OPTIONS = PAYMENT_METHODS.map((value) => ({
  value,
  label: PAYMENT_METHOD_LABELS[value],
}))
