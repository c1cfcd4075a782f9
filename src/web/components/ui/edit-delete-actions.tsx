import { ActionIcon, Group } from '@mantine/core'
import { IconPencil, IconTrash } from '@tabler/icons-react'

/**
 * A row's edit and delete icons: `what` names the row in their labels ("Edit the advance of
 * 3/2/26", "Delete the advance of 3/2/26"), which is how a screen reader and the tests find them.
 */
export function EditDeleteActions({
  what,
  onEdit,
  onDelete,
  justify,
}: {
  what: string
  onEdit: () => void
  onDelete: () => void
  justify?: 'flex-end'
}) {
  return (
    <Group gap={4} wrap="nowrap" justify={justify}>
      <ActionIcon variant="subtle" aria-label={`Edit ${what}`} onClick={onEdit}>
        <IconPencil size={16} />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" aria-label={`Delete ${what}`} onClick={onDelete}>
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  )
}
