import { Badge, Checkbox, Table, Text } from '@mantine/core'
import { ROLE_COLORS, ROLE_LABELS } from '@/contracts/roles'
import type { AdminUser } from '@/contracts/users'
import { TableScroll } from '@/web/components/ui/table-scroll'
import { formatDate, formatDateTime } from '@/web/lib/format'
import type { pageSelection } from '@/web/lib/page-selection'
import { type UserActions, UserRowMenu } from './user-row-menu'
import { UserStatusBadge } from './user-status-badge'

export interface UserRowsProps {
  users: AdminUser[]
  selected: ReadonlySet<string>
  selection: ReturnType<typeof pageSelection<AdminUser>>
  actions: UserActions
}

export function UsersTable({ users, selected, selection, actions }: UserRowsProps) {
  return (
    <TableScroll label="Users table" minWidth={860}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Users">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label="Select all users"
                checked={selection.allSelected}
                indeterminate={selection.indeterminate}
                onChange={selection.toggleAll}
              />
            </Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th>Last Login</Table.Th>
            <Table.Th w={50} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>
                <Checkbox
                  aria-label={`Select ${user.fullName}`}
                  checked={selected.has(user.id)}
                  onChange={() => selection.toggle(user.id)}
                />
              </Table.Td>
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
              <Table.Td>
                <UserRowMenu user={user} actions={actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  )
}
