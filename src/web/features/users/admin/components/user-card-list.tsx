import { Badge, Checkbox, Group, Paper, Stack, Text } from '@mantine/core'
import { ROLE_COLORS, ROLE_LABELS } from '@/contracts/roles'
import { formatDate, formatDateTime } from '@/web/lib/format'
import { UserRowMenu } from './user-row-menu'
import { UserStatusBadge } from './user-status-badge'
import type { UserRowsProps } from './users-table'

/** The users table on a phone: one card per user instead of eight columns to scroll through. */
export function UserCardList({ users, selected, selection, actions }: UserRowsProps) {
  return (
    <Stack gap="xs">
      <Checkbox
        label="Select all"
        checked={selection.allSelected}
        indeterminate={selection.indeterminate}
        onChange={selection.toggleAll}
      />
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Users">
        {users.map((user) => (
          <Paper key={user.id} component="li" withBorder radius="md" p="sm" aria-label={user.fullName}>
            <Stack gap={4}>
              <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                  <Checkbox
                    aria-label={`Select ${user.fullName}`}
                    checked={selected.has(user.id)}
                    onChange={() => selection.toggle(user.id)}
                  />
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {user.fullName}
                  </Text>
                </Group>
                <Group gap={4} wrap="nowrap">
                  <UserStatusBadge status={user.status} />
                  <UserRowMenu user={user} actions={actions} />
                </Group>
              </Group>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {user.email}
              </Text>
              <Group gap={6} justify="space-between">
                <Badge color={ROLE_COLORS[user.role]} variant="light" size="sm">
                  {ROLE_LABELS[user.role]}
                </Badge>
                <Text size="xs" c="dimmed">
                  Created {formatDate(user.createdAt)} · Last login{' '}
                  {user.lastLoginAt ? formatDateTime(user.lastLoginAt) : 'never'}
                </Text>
              </Group>
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Stack>
  )
}
