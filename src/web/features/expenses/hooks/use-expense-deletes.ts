import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { Expense } from '../../../../contracts/expenses'
import { errorText } from '../../../lib/api'
import { confirmAction } from '../../../lib/confirm'
import { notifyError, notifySuccess } from '../../../lib/notify'
import { notifyWithUndo } from '../../../lib/undo'
import {
  bulkDeleteExpenses,
  createExpense,
  deleteExpense,
  EXPENSES_KEY,
  expenseToInput,
} from '../api/expenses-api'

/**
 * Delete one or many expenses after the spec's confirmation; the success toast offers Undo, which
 * re-creates the deleted rows through POST (they come back with new ids).
 */
export function useExpenseDeletes(onDeleted?: () => void) {
  const queryClient = useQueryClient()
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: EXPENSES_KEY }), [queryClient])

  const restore = useCallback(
    async (expenses: Expense[]) => {
      try {
        await Promise.all(expenses.map((e) => createExpense(expenseToInput(e))))
        notifySuccess(expenses.length === 1 ? 'Expense restored' : `${expenses.length} expense(s) restored`)
      } catch (caught) {
        notifyError(errorText(caught, 'Failed to restore expenses'))
      } finally {
        await refresh()
      }
    },
    [refresh],
  )

  const removeOne = useCallback(
    async (expense: Expense) => {
      const confirmed = await confirmAction({ message: 'Are you sure you want to delete this expense?' })
      if (!confirmed) return
      try {
        await deleteExpense(expense.id)
        notifyWithUndo('Expense deleted successfully', () => restore([expense]))
        onDeleted?.()
      } catch (caught) {
        notifyError(errorText(caught, 'Failed to delete expense'))
      } finally {
        await refresh()
      }
    },
    [onDeleted, refresh, restore],
  )

  const removeMany = useCallback(
    async (expenses: Expense[]) => {
      if (expenses.length === 0) return notifyError('Please select at least one item')
      const n = expenses.length
      const confirmed = await confirmAction({ message: `Are you sure you want to delete ${n} expense(s)?` })
      if (!confirmed) return
      try {
        const { deleted } = await bulkDeleteExpenses(expenses.map((e) => e.id))
        notifyWithUndo(`${deleted} expense(s) deleted successfully`, () => restore(expenses))
        onDeleted?.()
      } catch (caught) {
        notifyError(errorText(caught, 'Failed to delete expenses'))
      } finally {
        await refresh()
      }
    },
    [onDeleted, refresh, restore],
  )

  return { removeOne, removeMany }
}
