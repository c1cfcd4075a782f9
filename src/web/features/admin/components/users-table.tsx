import { Badge, Table, Text } from '@mantine/core'
import type { AdminUser } from '@/contracts/admin'
import { ROLE_COLORS, ROLE_LABELS } from '@/contracts/roles'
import { TableScroll } from '@/web/components/ui/table-scroll'
import { formatDate, formatDateTime } from '@/web/lib/format'
import { UserStatusBadge } from './user-status-badge'

export function UsersTable({ users }: { users: AdminUser[] }) {
  return (
    <TableScroll label="Users table" minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Users">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th>Last Login</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {user.fullName}
                </Text>
              </Table.Td>
              <Table.Td>{user.email}</Table.Td>
              <Table.Td>
                <Badge color={ROLE_COLORS[user.role]} variant="light">
                  {ROLE_LABELS[user.role]}
                </Badge>
              </Table.Td>
              <Table.Td>
                <UserStatusBadge status={user.status} />
              </Table.Td>
              <Table.Td>{formatDate(user.createdAt)}</Table.Td>
              <Table.Td>{user.lastLoginAt ? formatDateTime(user.lastLoginAt) : 'Never'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  )
}
