import { Badge, Group, Paper, Stack, Text } from '@mantine/core'
import type { AdminUser } from '@/contracts/admin'
import { ROLE_COLORS, ROLE_LABELS } from '@/contracts/roles'
import { formatDate, formatDateTime } from '@/web/lib/format'
import { UserStatusBadge } from './user-status-badge'

/** The users table on a phone: one card per user instead of six columns to scroll through. */
export function UserCardList({ users }: { users: AdminUser[] }) {
  return (
    <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Users">
      {users.map((user) => (
        <Paper key={user.id} component="li" withBorder radius="md" p="sm" aria-label={user.fullName}>
          <Stack gap={4}>
            <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {user.fullName}
              </Text>
              <UserStatusBadge status={user.status} />
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
  )
}
