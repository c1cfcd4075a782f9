import { z } from 'zod'
import { type Expense, ZExpenseInput } from '@/contracts/expenses'
import { LEDGER_MESSAGES } from '@/contracts/ledger-common'
import type { Role } from '@/contracts/roles'
import { EXPENSE_CATEGORY_VALUES } from '@/domain/categories'
import type { ReceiptPrefill } from './receipt-prefill'

/** The API's schema, except that the form asks for a category every time (the API files a missing one under Other). */
export const ZExpenseForm = ZExpenseInput.extend({
  category: z.enum(EXPENSE_CATEGORY_VALUES, {
    error: (issue) =>
      issue.input === undefined ? LEDGER_MESSAGES.required : LEDGER_MESSAGES.categoryInvalid,
  }),
})

/**
 * What the form starts from: the expense being edited, else what a receipt said, else blanks. A
 * company driver is paid on a W-2, and employees cannot deduct unreimbursed expenses, so their new
 * expense starts as not deductible; anyone else's starts as deductible.
 */
export function expenseFormValues(options: {
  expense: Expense | null
  prefill: ReceiptPrefill | null
  today: string
  role: Role | undefined
}) {
  const { expense, prefill, today, role } = options
  return {
    date: expense?.date ?? prefill?.date ?? today,
    description: expense?.description ?? prefill?.description ?? '',
    amountCents: (expense?.amountCents ?? prefill?.amountCents ?? null) as number | null,
    category: (expense?.category ?? null) as string | null,
    paymentMethod: expense?.paymentMethod ?? 'credit_card',
    notes: expense?.notes ?? '',
    taxDeductible: expense?.taxDeductible ?? role !== 'company_driver',
    recurring: expense?.recurring ?? false,
    truckId: expense?.truckId ?? null,
  }
}
