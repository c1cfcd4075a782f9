import { useCallback } from 'react'
import type { MileageEntry } from '@/contracts/mileage'
import { useDeleteMileageEntry, useRestoreMileageEntry } from '@/web/features/mileage/api/mileage-api'
import { errorText } from '@/web/lib/api'
import { confirmAction } from '@/web/lib/confirm'
import { notifyError } from '@/web/lib/notify'
import { notifyWithUndo } from '@/web/lib/undo'

/** Delete an entry after confirmation; Undo puts it back as it was. */
export function useMileageDelete() {
  const remove = useDeleteMileageEntry().mutateAsync
  const undo = useRestoreMileageEntry().mutateAsync

  return useCallback(
    async (entry: MileageEntry) => {
      const confirmed = await confirmAction({
        message: 'Are you sure you want to delete this mileage entry?',
      })
      if (!confirmed) return
      try {
        const { undoId } = await remove(entry.id)
        notifyWithUndo({
          message: 'Mileage entry deleted successfully',
          undoId,
          restored: 'Mileage entry restored',
          failed: 'Failed to restore mileage entry',
          undo,
        })
      } catch (caught) {
        notifyError(errorText(caught, 'Failed to delete mileage entry'))
      }
    },
    [remove, undo],
  )
}
