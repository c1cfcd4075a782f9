import type { Expense } from '@/contracts/expenses'

/** Rows a settlement posted are deleted with their settlement, so they cannot be selected here. */
export const selectableExpense = (expense: Expense) => expense.settlementId === null
