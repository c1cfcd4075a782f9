import { ActionIcon, Group } from '@mantine/core'
import { IconEdit, IconTrash } from '@tabler/icons-react'
import { Link } from 'react-router'
import { LockBadge } from './lock-badge'

/** Edit and delete for a row of an open quarter; the lock instead for a filed one. */
export function RecordActions(props: {
  locked: boolean
  editTo: string
  name: string
  onDelete: () => void
  deleting: boolean
}) {
  const { locked, editTo, name, onDelete, deleting } = props
  if (locked) return <LockBadge />
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon component={Link} to={editTo} variant="subtle" size="lg" aria-label={`Edit ${name}`}>
        <IconEdit size={18} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        size="lg"
        aria-label={`Delete ${name}`}
        loading={deleting}
        onClick={onDelete}
      >
        <IconTrash size={18} />
      </ActionIcon>
    </Group>
  )
}
