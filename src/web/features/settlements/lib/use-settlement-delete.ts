import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { Settlement } from '../../../../contracts/settlements'
import { errorText } from '../../../lib/api'
import { confirmAction } from '../../../lib/confirm'
import { notifyError, notifySuccess } from '../../../lib/notify'
import { notifyWithUndo } from '../../../lib/undo'
import {
  deleteSettlement,
  deleteSettlements,
  getSettlement,
  restoreSettlements,
  SETTLEMENTS_KEY,
} from '../api/settlements-api'

/**
 * Deleting with the spec's confirmations and an Undo toast. The full settlements (with lines) are
 * read before they are deleted, so Undo can re-create them exactly.
 */
export function useSettlementDelete() {
  const queryClient = useQueryClient()

  /** Refreshes lists and details, except the details of `deletedIds` (dropped: they are gone). */
  const refresh = useCallback(
    async (deletedIds: readonly string[] = []) => {
      const isDeletedDetail = (key: readonly unknown[]) =>
        key[1] === 'detail' && deletedIds.includes(String(key[2]))
      queryClient.removeQueries({ queryKey: SETTLEMENTS_KEY, predicate: (q) => isDeletedDetail(q.queryKey) })
      // The ledger changed too: the dashboard's totals depend on confirmed settlements.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: SETTLEMENTS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ])
    },
    [queryClient],
  )

  const undo = useCallback(
    async (deleted: Settlement[]) => {
      try {
        await restoreSettlements(deleted)
        notifySuccess(
          deleted.length === 1 ? 'Settlement restored' : `${deleted.length} settlement(s) restored`,
        )
      } catch (error) {
        notifyError(errorText(error, 'Failed to restore the settlement'))
      } finally {
        await refresh()
      }
    },
    [refresh],
  )

  /** Resolves true when the settlement was deleted; `onDeleted` runs before the lists refresh. */
  const deleteOne = useCallback(
    async (id: string, onDeleted?: () => void): Promise<boolean> => {
      const confirmed = await confirmAction({ message: 'Are you sure you want to delete this settlement?' })
      if (!confirmed) return false
      try {
        const settlement = await getSettlement(id)
        await deleteSettlement(id)
        onDeleted?.()
        notifyWithUndo('Settlement deleted successfully', () => undo([settlement]))
        return true
      } catch (error) {
        notifyError(errorText(error, 'Failed to delete settlement'))
        return false
      } finally {
        await refresh([id])
      }
    },
    [refresh, undo],
  )

  const deleteMany = useCallback(
    async (ids: readonly string[]): Promise<boolean> => {
      const count = ids.length
      const confirmed = await confirmAction({
        message: `Are you sure you want to delete ${count} settlement(s)?`,
      })
      if (!confirmed) return false
      try {
        const settlements = await Promise.all(ids.map((id) => getSettlement(id)))
        const { deleted } = await deleteSettlements([...ids])
        notifyWithUndo(`${deleted} settlement(s) deleted successfully`, () => undo(settlements))
        return true
      } catch (error) {
        notifyError(errorText(error, 'Failed to delete settlements'))
        return false
      } finally {
        await refresh(ids)
      }
    },
    [refresh, undo],
  )

  return { deleteOne, deleteMany }
}
