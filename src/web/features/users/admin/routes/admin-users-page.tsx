import { Alert, Button, Paper, SimpleGrid, Text } from '@mantine/core'
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks'
import { IconUserCheck, IconUserOff, IconUserPlus, IconUserStar, IconUsers } from '@tabler/icons-react'
import { useState } from 'react'
import type { Role, UserStatus } from '@/contracts/roles'
import { ADMIN_MESSAGES, type AdminUser } from '@/contracts/users'
import { BulkActionBar } from '@/web/components/ui/bulk-action-bar'
import { PageLoader } from '@/web/components/ui/page-loader'
import { PageTitle } from '@/web/components/ui/page-title'
import { StatCard } from '@/web/components/ui/stat-card'
import { TablePager } from '@/web/components/ui/table-pager'
import {
  useAdminUsers,
  useBulkUsers,
  useFetchUserDetails,
  useSendPasswordReset,
  useUpdateUser,
} from '@/web/features/users/admin/api/users-api'
import { CreateUserModal } from '@/web/features/users/admin/components/create-user-modal'
import { EditUserModal } from '@/web/features/users/admin/components/edit-user-modal'
import { ExportBeforeDelete } from '@/web/features/users/admin/components/export-before-delete'
import { UserCardList } from '@/web/features/users/admin/components/user-card-list'
import { UserDetailsModal } from '@/web/features/users/admin/components/user-details-modal'
import { UserFilters } from '@/web/features/users/admin/components/user-filters'
import type { UserActions } from '@/web/features/users/admin/components/user-row-menu'
import { UsersTable } from '@/web/features/users/admin/components/users-table'
import { useAdminStats } from '@/web/lib/admin-stats'
import { errorText } from '@/web/lib/api'
import { confirmAction } from '@/web/lib/confirm'
import { formatCount } from '@/web/lib/format'
import { notifyError, notifySuccess } from '@/web/lib/notify'
import { pageSelection } from '@/web/lib/page-selection'
import { useViewUserAccount } from '@/web/lib/session'

const PAGE_SIZE = 10
type BulkAction = 'activate' | 'suspend' | 'delete'

export function AdminUsersPage() {
  const [page, setPage] = useState(1)
  const [search, setSearch] = useState('')
  const [role, setRole] = useState<Role | null>(null)
  const [status, setStatus] = useState<UserStatus | null>(null)
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const [creating, setCreating] = useState(false)
  const [editing, setEditing] = useState<AdminUser | null>(null)
  const [viewing, setViewing] = useState<string | null>(null)
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300)
  const users = useAdminUsers({ page, pageSize: PAGE_SIZE, search: debouncedSearch, role, status })
  const stats = useAdminStats()
  const bulk = useBulkUsers()
  const update = useUpdateUser()
  const reset = useSendPasswordReset()
  const viewAccount = useViewUserAccount()
  const fetchDetails = useFetchUserDetails()
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false })
  const UserRows = phone ? UserCardList : UsersTable
  const rows = users.data?.items ?? []
  const selection = pageSelection({ rows, selected, onChange: setSelected })

  // Any filter change starts again from the first page, with nothing selected.
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value)
      setPage(1)
      setSelected(new Set())
    }

  /** The confirmation of deleting one account: it warns when the account pays for a subscription. */
  const deleteMessage = async (user: AdminUser) => {
    const billing = await fetchDetails(user.id)
      .then((d) => d.billing)
      .catch(() => null)
    const paid = [
      ...(billing?.plan && billing.plan.status !== 'canceled'
        ? [`the ${billing.plan.name} plan (${billing.plan.interval === 'year' ? 'yearly' : 'monthly'})`]
        : []),
      ...(billing?.addons ?? []).map((a) => `the ${a.name} add-on`),
    ]
    if (billing === null) return ADMIN_MESSAGES.confirmDeleteUnknown(user.fullName)
    return paid.length > 0
      ? ADMIN_MESSAGES.confirmDeletePaying(user.fullName, paid.join(' and '))
      : ADMIN_MESSAGES.confirmDelete(user.fullName)
  }

  const runBulk = async (action: BulkAction, ids: string[], one?: AdminUser) => {
    if (ids.length === 0) return notifyError(ADMIN_MESSAGES.noneSelected)
    if (action === 'delete') {
      const message = one ? await deleteMessage(one) : ADMIN_MESSAGES.confirmBulkDelete(ids.length)
      // Deleting one account offers its data export first.
      const extra = one ? <ExportBeforeDelete userId={one.id} name={one.fullName} /> : undefined
      if (!(await confirmAction({ message, extra }))) return
    }
    bulk.mutate(
      { ids, action },
      {
        onSuccess: ({ affected }) => {
          setSelected(new Set())
          if (action === 'delete')
            notifySuccess(one ? ADMIN_MESSAGES.deleted : ADMIN_MESSAGES.bulkDeleted(affected))
          else if (action === 'activate') notifySuccess(ADMIN_MESSAGES.bulkActivated(affected))
          else notifySuccess(ADMIN_MESSAGES.bulkSuspended(affected))
        },
        onError: (error) =>
          notifyError(
            errorText(
              error,
              one && action === 'delete' ? ADMIN_MESSAGES.deleteFailed : ADMIN_MESSAGES.bulkFailed(action),
            ),
          ),
      },
    )
  }

  const actions: UserActions = {
    onDetails: (user) => setViewing(user.id),
    onEdit: setEditing,
    onReset: (user) =>
      reset.mutate(user.id, {
        onSuccess: () => notifySuccess(ADMIN_MESSAGES.resetSent),
        onError: (error) => notifyError(errorText(error, 'Failed to send the reset email')),
      }),
    onToggleStatus: (user) => {
      const next = user.status === 'active' ? 'suspended' : 'active'
      update.mutate(
        { id: user.id, patch: { status: next } },
        {
          onSuccess: () =>
            notifySuccess(next === 'active' ? ADMIN_MESSAGES.activated : ADMIN_MESSAGES.suspended),
          onError: (error) => notifyError(errorText(error, ADMIN_MESSAGES.statusFailed)),
        },
      )
    },
    onView: (user) =>
      viewAccount.mutate(user.id, {
        onError: (error) => notifyError(errorText(error, ADMIN_MESSAGES.notFound)),
      }),
    onDelete: (user) => void runBulk('delete', [user.id], user),
  }

  return (
    <>
      <PageTitle
        title="User Management"
        actions={
          <Button leftSection={<IconUserPlus size={16} />} onClick={() => setCreating(true)}>
            Create User
          </Button>
        }
      />
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }} mb="lg">
        <StatCard
          label="Total Users"
          value={formatCount(stats.data?.totalUsers)}
          icon={IconUsers}
          color="blue"
        />
        <StatCard
          label="Active Users"
          value={formatCount(stats.data?.activeUsers)}
          icon={IconUserCheck}
          color="green"
        />
        <StatCard
          label="Suspended Users"
          value={formatCount(stats.data?.suspendedUsers)}
          icon={IconUserOff}
          color="red"
        />
        <StatCard
          label="New This Month"
          value={formatCount(stats.data?.newThisMonth)}
          hint={stats.data ? `${stats.data.newLastMonth} last month` : undefined}
          icon={IconUserStar}
          color="grape"
        />
      </SimpleGrid>
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
        <UserFilters
          search={search}
          role={role}
          status={status}
          onSearchChange={filter(setSearch)}
          onRoleChange={filter(setRole)}
          onStatusChange={filter(setStatus)}
        />
        <BulkActionBar
          selectedCount={selected.size}
          actions={{ activate: 'activate', stop: 'suspend', stopLabel: 'Suspend', remove: 'delete' }}
          running={bulk.isPending ? (bulk.variables?.action ?? null) : null}
          onAction={(action) => void runBulk(action, [...selected])}
        />
        {users.isPending && <PageLoader />}
        {users.isError && (
          <Alert color="red" variant="light" role="alert">
            {ADMIN_MESSAGES.loadFailed}
          </Alert>
        )}
        {users.data && users.data.total === 0 && (
          <Text c="dimmed" ta="center" py="xl">
            No users match your filters
          </Text>
        )}
        {users.data && users.data.total > 0 && (
          <>
            <UserRows users={rows} selected={selected} selection={selection} actions={actions} />
            <TablePager page={page} pageSize={PAGE_SIZE} total={users.data.total} onPageChange={setPage} />
          </>
        )}
      </Paper>
      <CreateUserModal opened={creating} onClose={() => setCreating(false)} />
      <EditUserModal user={editing} onClose={() => setEditing(null)} />
      <UserDetailsModal userId={viewing} onClose={() => setViewing(null)} />
    </>
  )
}
