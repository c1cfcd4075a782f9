import { Group, Select, TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { ROLE_LABELS, ROLES, type Role, USER_STATUSES, type UserStatus } from '@/contracts/roles'
import { statusLabel } from './user-status-badge'

interface UserFiltersProps {
  search: string
  role: Role | null
  status: UserStatus | null
  onSearchChange: (value: string) => void
  onRoleChange: (value: Role | null) => void
  onStatusChange: (value: UserStatus | null) => void
}

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))
const STATUS_OPTIONS = USER_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }))

export function UserFilters(props: UserFiltersProps) {
  return (
    <Group gap="sm" align="flex-end" mb="md" grow preventGrowOverflow={false} wrap="wrap">
      <TextInput
        label="Search users"
        placeholder="Name or email"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={props.search}
        onChange={(event) => props.onSearchChange(event.currentTarget.value)}
        miw={220}
      />
      <Select
        label="Role"
        placeholder="All roles"
        data={ROLE_OPTIONS}
        value={props.role}
        onChange={(value) => props.onRoleChange(value as Role | null)}
        clearable
        miw={160}
      />
      <Select
        label="Status"
        placeholder="All statuses"
        data={STATUS_OPTIONS}
        value={props.status}
        onChange={(value) => props.onStatusChange(value as UserStatus | null)}
        clearable
        miw={160}
      />
    </Group>
  )
}
