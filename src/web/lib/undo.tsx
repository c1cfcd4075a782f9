import { Button, Group, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'

/** How long a deletion can be undone from its toast. */
export const UNDO_WINDOW_MS = 6000

/**
 * A success toast with an Undo button (e.g. after a delete). `undo` puts the data back, usually by
 * re-creating what was deleted; the toast closes when it is pressed or after UNDO_WINDOW_MS.
 */
export function notifyWithUndo(message: string, undo: () => Promise<void>): void {
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
