import { Button, Group, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { type QueryKey, useMutation } from '@tanstack/react-query'
import { api, errorText } from './api'
import { notifyError, notifySuccess } from './notify'

/** How long a deletion can be undone from its toast. */
export const UNDO_WINDOW_MS = 6000

/**
 * Puts back exactly what a delete removed, by the `undoId` its answer carried (`apiDelete`);
 * `invalidates` are the queries that show it, as the delete's own.
 */
export function useUndo(invalidates: readonly QueryKey[]) {
  return useMutation({
    mutationFn: (undoId: string) => api<void>(`/api/undo/${encodeURIComponent(undoId)}`, { method: 'POST' }),
    meta: { invalidates },
  })
}

/**
 * The success toast of a delete, with an Undo button while the server keeps what was deleted.
 * `undo` is a `useUndo` mutation's `mutateAsync`: it still works once the screen that deleted is gone.
 */
export function notifyWithUndo(options: {
  message: string
  undoId: string | null
  restored: string
  failed: string
  undo: (undoId: string) => Promise<unknown>
}): void {
  const { message, undoId, restored, failed, undo } = options
  if (!undoId) {
    notifySuccess(message)
    return
  }
  const restore = async () => {
    try {
      await undo(undoId)
      notifySuccess(restored)
    } catch (error) {
      notifyError(errorText(error, failed))
    }
  }
  const id = notifications.show({
    color: 'green',
    autoClose: UNDO_WINDOW_MS,
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{message}</Text>
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => {
            notifications.hide(id)
            void restore()
          }}
        >
          Undo
        </Button>
      </Group>
    ),
  })
}
