import type { Expense } from '@/contracts/expenses.ts'
import type { ledgerEntries } from '@/server/db/schema/index.ts'
import { AppError } from '@/server/lib/errors.ts'

export type ExpenseRow = typeof ledgerEntries.$inferSelect

/** The API shape of one expense row. */
export function toExpense(row: ExpenseRow): Expense {
  return {
    id: row.id,
    date: row.date,
    description: row.description,
    amountCents: row.amountCents,
    category: row.category,
    paymentMethod: row.paymentMethod,
    notes: row.notes,
    taxDeductible: row.taxDeductible,
    recurring: row.recurring,
    settlementId: row.settlementId,
    documentId: row.documentId,
    truckId: row.truckId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

export const EXPENSE_NOT_FOUND = 'Expense not found'

export function expenseNotFound() {
  return new AppError('NOT_FOUND', EXPENSE_NOT_FOUND)
}

export function postedBySettlement() {
  return new AppError(
    'CONFLICT',
    'This expense was posted by a settlement. Edit or delete the settlement instead.',
  )
}
