import { Alert, Paper, Text } from '@mantine/core'
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks'
import { useState } from 'react'
import type { Role, UserStatus } from '@/contracts/roles'
import { PageLoader } from '@/web/components/ui/page-loader'
import { PageTitle } from '@/web/components/ui/page-title'
import { TablePager } from '@/web/components/ui/table-pager'
import { useAdminUsers } from '@/web/features/admin/api/admin-api'
import { UserCardList } from '@/web/features/admin/components/user-card-list'
import { UserFilters } from '@/web/features/admin/components/user-filters'
import { UsersTable } from '@/web/features/admin/components/users-table'

const PAGE_SIZE = 10

export function AdminUsersPage() {
  const [page, setPage] = useState(1)
  const [search, setSearch] = useState('')
  const [role, setRole] = useState<Role | null>(null)
  const [status, setStatus] = useState<UserStatus | null>(null)
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300)
  const users = useAdminUsers({ page, pageSize: PAGE_SIZE, search: debouncedSearch, role, status })
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false })
  const UserRows = phone ? UserCardList : UsersTable

  // Any filter change starts again from the first page.
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value)
      setPage(1)
    }

  return (
    <>
      <PageTitle title="User Management" />
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
        <UserFilters
          search={search}
          role={role}
          status={status}
          onSearchChange={filter(setSearch)}
          onRoleChange={filter(setRole)}
          onStatusChange={filter(setStatus)}
        />
        {users.isPending && <PageLoader />}
        {users.isError && (
          <Alert color="red" variant="light" role="alert">
            Failed to load users
          </Alert>
        )}
        {users.data && users.data.total === 0 && (
          <Text c="dimmed" ta="center" py="xl">
            No users match your filters
          </Text>
        )}
        {users.data && users.data.total > 0 && (
          <>
            <UserRows users={users.data.items} />
            <TablePager page={page} pageSize={PAGE_SIZE} total={users.data.total} onPageChange={setPage} />
          </>
        )}
      </Paper>
    </>
  )
}
