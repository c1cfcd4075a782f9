import { useCallback } from 'react'
import {
  useDeleteSettlement,
  useDeleteSettlements,
  useRestoreSettlements,
} from '@/web/features/settlements/api/settlements-api'
import { errorText } from '@/web/lib/api'
import { confirmAction } from '@/web/lib/confirm'
import { notifyError } from '@/web/lib/notify'
import { notifyWithUndo } from '@/web/lib/undo'

/** Deleting with the spec's confirmations and an Undo toast that puts the settlements back as they were. */
export function useSettlementDelete() {
  const removeOne = useDeleteSettlement().mutateAsync
  const removeMany = useDeleteSettlements().mutateAsync
  const undo = useRestoreSettlements().mutateAsync

  /** Resolves true when the settlement was deleted; `onDeleted` runs before its toast shows. */
  const deleteOne = useCallback(
    async (id: string, onDeleted?: () => void): Promise<boolean> => {
      const confirmed = await confirmAction({ message: 'Are you sure you want to delete this settlement?' })
      if (!confirmed) return false
      try {
        const { undoId } = await removeOne(id)
        onDeleted?.()
        notifyWithUndo({
          message: 'Settlement deleted successfully',
          undoId,
          restored: 'Settlement restored',
          failed: 'Failed to restore the settlement',
          undo,
        })
        return true
      } catch (error) {
        notifyError(errorText(error, 'Failed to delete settlement'))
        return false
      }
    },
    [removeOne, undo],
  )

  const deleteMany = useCallback(
    async (ids: readonly string[]): Promise<boolean> => {
      const count = ids.length
      const confirmed = await confirmAction({
        message: `Are you sure you want to delete ${count} settlement(s)?`,
      })
      if (!confirmed) return false
      try {
        const { data, undoId } = await removeMany(ids)
        notifyWithUndo({
          message: `${data.deleted} settlement(s) deleted successfully`,
          undoId,
          restored: `${data.deleted} settlement(s) restored`,
          failed: 'Failed to restore the settlements',
          undo,
        })
        return true
      } catch (error) {
        notifyError(errorText(error, 'Failed to delete settlements'))
        return false
      }
    },
    [removeMany, undo],
  )

  return { deleteOne, deleteMany }
}
