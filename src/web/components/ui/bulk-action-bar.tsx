import { Button, Group, Text } from '@mantine/core'
import { IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react'

interface BulkActionBarProps<A extends string> {
  selectedCount: number
  /** The action that turns rows on (activate), the one that stops them (suspend, pause), and delete. */
  actions: { activate: A; stop: A; stopLabel: string; remove: A }
  /** The action running now, if any. */
  running: A | null
  onAction: (action: A) => void
}

/** The selection's count and its bulk Activate / Suspend-or-Pause / Delete buttons (admin lists). */
export function BulkActionBar<A extends string>({
  selectedCount,
  actions,
  running,
  onAction,
}: BulkActionBarProps<A>) {
  const button = (action: A, label: string, color: string, Icon: typeof IconTrash) => (
    <Button
      size="xs"
      variant="light"
      color={color}
      leftSection={<Icon size={14} />}
      loading={running === action}
      onClick={() => onAction(action)}
    >
      {label}
    </Button>
  )
  return (
    <Group gap="xs" mb="sm">
      <Text size="sm" c="dimmed">
        {selectedCount} selected
      </Text>
      {button(actions.activate, 'Activate', 'green', IconPlayerPlay)}
      {button(actions.stop, actions.stopLabel, 'orange', IconPlayerPause)}
      {button(actions.remove, 'Delete', 'red', IconTrash)}
    </Group>
  )
}
