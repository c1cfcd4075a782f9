import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { deleteSettlement, deleteSettlements } from '@/web/features/settlements/api/settlements-api'
import { errorText } from '@/web/lib/api'
import { confirmAction } from '@/web/lib/confirm'
import { notifyError } from '@/web/lib/notify'
import { keys } from '@/web/lib/query-keys'
import { notifyWithUndo } from '@/web/lib/undo'

/** Deleting with the spec's confirmations and an Undo toast that puts the settlements back as they were. */
export function useSettlementDelete() {
  const queryClient = useQueryClient()

  /** Refreshes lists and details, except the details of `deletedIds` (dropped: they are gone). */
  const refresh = useCallback(
    async (deletedIds: readonly string[] = []) => {
      const isDeletedDetail = (key: readonly unknown[]) =>
        key[1] === 'detail' && deletedIds.includes(String(key[2]))
      queryClient.removeQueries({
        queryKey: keys.settlements.all,
        predicate: (q) => isDeletedDetail(q.queryKey),
      })
      // The ledger changed too: the dashboard's totals depend on confirmed settlements.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.settlements.all }),
        queryClient.invalidateQueries({ queryKey: keys.dashboard.all }),
      ])
    },
    [queryClient],
  )

  /** Resolves true when the settlement was deleted; `onDeleted` runs before the lists refresh. */
  const deleteOne = useCallback(
    async (id: string, onDeleted?: () => void): Promise<boolean> => {
      const confirmed = await confirmAction({ message: 'Are you sure you want to delete this settlement?' })
      if (!confirmed) return false
      try {
        const { undoId } = await deleteSettlement(id)
        onDeleted?.()
        notifyWithUndo({
          message: 'Settlement deleted successfully',
          undoId,
          restored: 'Settlement restored',
          failed: 'Failed to restore the settlement',
          refresh,
        })
        return true
      } catch (error) {
        notifyError(errorText(error, 'Failed to delete settlement'))
        return false
      } finally {
        await refresh([id])
      }
    },
    [refresh],
  )

  const deleteMany = useCallback(
    async (ids: readonly string[]): Promise<boolean> => {
      const count = ids.length
      const confirmed = await confirmAction({
        message: `Are you sure you want to delete ${count} settlement(s)?`,
      })
      if (!confirmed) return false
      try {
        const { data, undoId } = await deleteSettlements([...ids])
        notifyWithUndo({
          message: `${data.deleted} settlement(s) deleted successfully`,
          undoId,
          restored: `${data.deleted} settlement(s) restored`,
          failed: 'Failed to restore the settlements',
          refresh,
        })
        return true
      } catch (error) {
        notifyError(errorText(error, 'Failed to delete settlements'))
        return false
      } finally {
        await refresh(ids)
      }
    },
    [refresh],
  )

  return { deleteOne, deleteMany }
}
