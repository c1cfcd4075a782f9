import { Button, Group, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { api, errorText } from './api'
import { notifyError, notifySuccess } from './notify'

/** How long a deletion can be undone from its toast. */
export const UNDO_WINDOW_MS = 6000

/**
 * The success toast of a delete, with an Undo button while the server keeps what was deleted
 * (`undoId`, from `apiDelete`). Undo puts it back exactly, then `refresh` reloads what shows it.
 */
export function notifyWithUndo(options: {
  message: string
  undoId: string | null
  restored: string
  failed: string
  refresh: () => Promise<unknown>
}): void {
  const { message, undoId, restored, failed, refresh } = options
  if (!undoId) {
    notifySuccess(message)
    return
  }
  const undo = async () => {
    try {
      await api(`/api/undo/${encodeURIComponent(undoId)}`, { method: 'POST' })
      notifySuccess(restored)
    } catch (error) {
      notifyError(errorText(error, failed))
    } finally {
      await refresh()
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
            void undo()
          }}
        >
          Undo
        </Button>
      </Group>
    ),
  })
}
