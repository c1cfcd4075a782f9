import type { Expense } from '@/contracts/expenses'

/**
 * Whether the user changes this expense here: rows a settlement posted change (and are deleted) with
 * their settlement, so they can be neither edited nor selected on the expenses screen.
 */
export const isHandEntered = (expense: Expense) => expense.settlementId === null
