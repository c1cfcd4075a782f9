import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { MileageEntry } from '@/contracts/mileage'
import { deleteMileageEntry } from '@/web/features/mileage/api/mileage-api'
import { errorText } from '@/web/lib/api'
import { confirmAction } from '@/web/lib/confirm'
import { notifyError } from '@/web/lib/notify'
import { keys } from '@/web/lib/query-keys'
import { notifyWithUndo } from '@/web/lib/undo'

/** Delete an entry after confirmation; Undo puts it back as it was. */
export function useMileageDelete() {
  const queryClient = useQueryClient()
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: keys.mileage.all }),
    [queryClient],
  )

  return useCallback(
    async (entry: MileageEntry) => {
      const confirmed = await confirmAction({
        message: 'Are you sure you want to delete this mileage entry?',
      })
      if (!confirmed) return
      try {
        const { undoId } = await deleteMileageEntry(entry.id)
        notifyWithUndo({
          message: 'Mileage entry deleted successfully',
          undoId,
          restored: 'Mileage entry restored',
          failed: 'Failed to restore mileage entry',
          refresh,
        })
      } catch (caught) {
        notifyError(errorText(caught, 'Failed to delete mileage entry'))
      } finally {
        await refresh()
      }
    },
    [refresh],
  )
}
