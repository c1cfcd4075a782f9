import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { MileageEntry } from '../../../../contracts/mileage'
import { errorText } from '../../../lib/api'
import { confirmAction } from '../../../lib/confirm'
import { notifyError, notifySuccess } from '../../../lib/notify'
import { notifyWithUndo } from '../../../lib/undo'
import { createMileageEntry, deleteMileageEntry, entryToInput, MILEAGE_KEY } from '../api/mileage-api'

/** Delete an entry after confirmation; Undo re-creates it through POST. */
export function useMileageDelete() {
  const queryClient = useQueryClient()
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: MILEAGE_KEY }), [queryClient])

  return useCallback(
    async (entry: MileageEntry) => {
      const confirmed = await confirmAction({
        message: 'Are you sure you want to delete this mileage entry?',
      })
      if (!confirmed) return
      try {
        await deleteMileageEntry(entry.id)
        notifyWithUndo('Mileage entry deleted successfully', async () => {
          try {
            await createMileageEntry(entryToInput(entry))
            notifySuccess('Mileage entry restored')
          } catch (caught) {
            notifyError(errorText(caught, 'Failed to restore mileage entry'))
          } finally {
            await refresh()
          }
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
