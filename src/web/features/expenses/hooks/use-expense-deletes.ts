import { useCallback } from 'react'
import type { Expense } from '@/contracts/expenses'
import {
  useDeleteExpense,
  useDeleteExpenses,
  useRestoreExpenses,
} from '@/web/features/expenses/api/expenses-api'
import { errorText } from '@/web/lib/api'
import { confirmAction } from '@/web/lib/confirm'
import { notifyError } from '@/web/lib/notify'
import { notifyWithUndo } from '@/web/lib/undo'

/**
 * Delete one or many expenses after the spec's confirmation; the success toast offers Undo, which
 * puts the deleted rows back as they were.
 */
export function useExpenseDeletes(onDeleted?: () => void) {
  const deleteOne = useDeleteExpense().mutateAsync
  const deleteMany = useDeleteExpenses().mutateAsync
  const undo = useRestoreExpenses().mutateAsync

  const removeOne = useCallback(
    async (expense: Expense) => {
      const confirmed = await confirmAction({ message: 'Are you sure you want to delete this expense?' })
      if (!confirmed) return
      try {
        const { undoId } = await deleteOne(expense.id)
        notifyWithUndo({
          message: 'Expense deleted successfully',
          undoId,
          restored: 'Expense restored',
          failed: 'Failed to restore expense',
          undo,
        })
        onDeleted?.()
      } catch (caught) {
        notifyError(errorText(caught, 'Failed to delete expense'))
      }
    },
    [deleteOne, undo, onDeleted],
  )

  const removeMany = useCallback(
    async (expenses: Expense[]) => {
      if (expenses.length === 0) return notifyError('Please select at least one item')
      const n = expenses.length
      const confirmed = await confirmAction({ message: `Are you sure you want to delete ${n} expense(s)?` })
      if (!confirmed) return
      try {
        const { data, undoId } = await deleteMany(expenses.map((e) => e.id))
        notifyWithUndo({
          message: `${data.deleted} expense(s) deleted successfully`,
          undoId,
          restored: `${data.deleted} expense(s) restored`,
          failed: 'Failed to restore expenses',
          undo,
        })
        onDeleted?.()
      } catch (caught) {
        notifyError(errorText(caught, 'Failed to delete expenses'))
      }
    },
    [deleteMany, undo, onDeleted],
  )

  return { removeOne, removeMany }
}
