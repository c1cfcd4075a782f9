import { ActionIcon, Menu } from '@mantine/core'
import {
  IconDots,
  IconEye,
  IconId,
  IconKey,
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  IconTrash,
} from '@tabler/icons-react'
import type { AdminUser } from '@/contracts/users'

export interface UserActions {
  onDetails: (user: AdminUser) => void
  onEdit: (user: AdminUser) => void
  onReset: (user: AdminUser) => void
  onToggleStatus: (user: AdminUser) => void
  onView: (user: AdminUser) => void
  onDelete: (user: AdminUser) => void
}

/** A user's row menu: details, edit, reset link, suspend or activate, view their account, delete. */
export function UserRowMenu({ user, actions }: { user: AdminUser; actions: UserActions }) {
  const active = user.status === 'active'
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${user.fullName}`}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconId size={16} />} onClick={() => actions.onDetails(user)}>
          View Details
        </Menu.Item>
        <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => actions.onEdit(user)}>
          Edit User
        </Menu.Item>
        <Menu.Item
          leftSection={<IconKey size={16} />}
          disabled={!active}
          onClick={() => actions.onReset(user)}
        >
          Send password reset
        </Menu.Item>
        <Menu.Item
          leftSection={active ? <IconPlayerPause size={16} /> : <IconPlayerPlay size={16} />}
          onClick={() => actions.onToggleStatus(user)}
        >
          {active ? 'Suspend' : 'Activate'}
        </Menu.Item>
        {user.role !== 'admin' && (
          <Menu.Item
            leftSection={<IconEye size={16} />}
            disabled={!active}
            onClick={() => actions.onView(user)}
          >
            View User Account
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => actions.onDelete(user)}>
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
