import { ActionIcon, Group } from '@mantine/core'
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react'
import type { MileageEntry } from '@/contracts/mileage'

export interface MileageActionsProps {
  onView: (entry: MileageEntry) => void
  onEdit: (entry: MileageEntry) => void
  onDelete: (entry: MileageEntry) => void
}

export const routeOf = (entry: MileageEntry) => `${entry.startLocation} → ${entry.endLocation}`

/** The view, edit and delete icons of one entry. */
export function MileageActions({
  entry,
  onView,
  onEdit,
  onDelete,
}: MileageActionsProps & { entry: MileageEntry }) {
  const route = routeOf(entry)
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <ActionIcon variant="subtle" aria-label={`View ${route}`} onClick={() => onView(entry)}>
        <IconEye size={18} />
      </ActionIcon>
      <ActionIcon variant="subtle" aria-label={`Edit ${route}`} onClick={() => onEdit(entry)}>
        <IconPencil size={18} />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" aria-label={`Delete ${route}`} onClick={() => onDelete(entry)}>
        <IconTrash size={18} />
      </ActionIcon>
    </Group>
  )
}
