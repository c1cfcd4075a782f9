import { Button, Group, Paper, Select, SimpleGrid, Text, TextInput } from '@mantine/core'
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks'
import {
  IconCalendarRepeat,
  IconPlayerPause,
  IconSearch,
  IconTemplate,
  IconUserCheck,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react'
import { useState } from 'react'
import { TEST_CLIENT_MESSAGES, TEST_CLIENT_STATUSES, type TestClient } from '@/contracts/test-clients'
import { BulkActionBar } from '@/web/components/ui/bulk-action-bar'
import { EmptyState } from '@/web/components/ui/empty-state'
import { LoadError } from '@/web/components/ui/load-error'
import { PageLoader } from '@/web/components/ui/page-loader'
import { PageTitle } from '@/web/components/ui/page-title'
import { StatCard } from '@/web/components/ui/stat-card'
import { TablePager } from '@/web/components/ui/table-pager'
import {
  useBulkTestClients,
  useGenerateTestData,
  useTestClients,
  useUpdateTestClient,
} from '@/web/features/test-clients/admin/api/test-clients-api'
import { CreateTestClientModal } from '@/web/features/test-clients/admin/components/create-test-client-modal'
import { DataTemplatesModal } from '@/web/features/test-clients/admin/components/data-templates-modal'
import { TestClientScheduleModal } from '@/web/features/test-clients/admin/components/test-client-schedule-modal'
import {
  type TestClientActions,
  TestClientsTable,
} from '@/web/features/test-clients/admin/components/test-clients-table'
import { errorText } from '@/web/lib/api'
import { confirmAction } from '@/web/lib/confirm'
import { formatCount } from '@/web/lib/format'
import { notifyError, notifySuccess } from '@/web/lib/notify'
import { pageSelection } from '@/web/lib/page-selection'
import { useViewUserAccount } from '@/web/lib/session'

const PAGE_SIZE = 10
type Status = TestClient['status']
type BulkAction = 'activate' | 'pause' | 'delete'
const STATUS_OPTIONS = TEST_CLIENT_STATUSES.map((s) => ({
  value: s,
  label: s[0]!.toUpperCase() + s.slice(1),
}))

/** Test clients (titled User Management, spec 2.5): accounts with generated data to try the product. */
export function AdminTestClientsPage() {
  const [page, setPage] = useState(1)
  const [search, setSearch] = useState('')
  const [status, setStatus] = useState<Status | null>(null)
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const [creating, setCreating] = useState(false)
  const [showTemplates, setShowTemplates] = useState(false)
  const [scheduling, setScheduling] = useState<TestClient | null>(null)
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300)
  const clients = useTestClients({ page, pageSize: PAGE_SIZE, search: debouncedSearch, status })
  const bulk = useBulkTestClients()
  const update = useUpdateTestClient()
  const generate = useGenerateTestData()
  const viewAccount = useViewUserAccount()
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false })
  const rows = clients.data?.items ?? []
  const selection = pageSelection({ rows, selected, onChange: setSelected })
  const stats = clients.data?.stats

  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value)
      setPage(1)
      setSelected(new Set())
    }

  const runBulk = async (action: BulkAction, ids: string[], one?: TestClient) => {
    if (ids.length === 0) return notifyError(TEST_CLIENT_MESSAGES.noneSelected)
    if (action === 'delete') {
      const message = one
        ? `Are you sure you want to delete ${one.name} and all their data? This action cannot be undone.`
        : `Are you sure you want to delete ${ids.length} client(s) and all their data? This action cannot be undone.`
      if (!(await confirmAction({ message }))) return
    }
    bulk.mutate(
      { ids, action },
      {
        onSuccess: ({ affected }) => {
          setSelected(new Set())
          if (action === 'delete') notifySuccess(TEST_CLIENT_MESSAGES.deleted(affected))
          else notifySuccess(TEST_CLIENT_MESSAGES.statusChanged(action === 'activate' ? 'active' : 'paused'))
        },
        onError: (error) =>
          notifyError(
            errorText(
              error,
              action === 'delete' ? TEST_CLIENT_MESSAGES.deleteFailed : TEST_CLIENT_MESSAGES.statusFailed,
            ),
          ),
      },
    )
  }

  const actions: TestClientActions = {
    onGenerate: (client) =>
      generate.mutate(client.id, {
        onSuccess: () => notifySuccess(TEST_CLIENT_MESSAGES.generated),
        onError: (error) => notifyError(errorText(error, TEST_CLIENT_MESSAGES.generateFailed)),
      }),
    onSchedule: setScheduling,
    onToggle: (client) => {
      const next = client.status === 'paused' ? 'active' : 'paused'
      update.mutate(
        { id: client.id, patch: { status: next } },
        {
          onSuccess: () => notifySuccess(TEST_CLIENT_MESSAGES.statusChanged(next)),
          onError: (error) => notifyError(errorText(error, TEST_CLIENT_MESSAGES.statusFailed)),
        },
      )
    },
    onView: (client) =>
      viewAccount.mutate(client.id, { onError: (error) => notifyError(errorText(error, 'User not found')) }),
    onDelete: (client) => void runBulk('delete', [client.id], client),
  }

  const filtered = debouncedSearch !== '' || status !== null
  return (
    <>
      <PageTitle
        title="User Management"
        actions={
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconTemplate size={16} />}
              onClick={() => setShowTemplates(true)}
            >
              Templates
            </Button>
            <Button leftSection={<IconUserPlus size={16} />} onClick={() => setCreating(true)}>
              Create User
            </Button>
          </Group>
        }
      />
      <Text c="dimmed" size="sm" mb="md" mt={-12}>
        Test clients: accounts with generated data for trying the product. They are never counted in platform
        revenue.
      </Text>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }} mb="lg">
        <StatCard label="Test Clients" value={formatCount(stats?.total)} icon={IconUsers} color="blue" />
        <StatCard label="Active" value={formatCount(stats?.active)} icon={IconUserCheck} color="green" />
        <StatCard label="Paused" value={formatCount(stats?.paused)} icon={IconPlayerPause} color="yellow" />
        <StatCard
          label="Auto-generating"
          value={formatCount(stats?.autoGenerating)}
          icon={IconCalendarRepeat}
          color="grape"
        />
      </SimpleGrid>
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
        <Group gap="sm" align="flex-end" mb="md" grow preventGrowOverflow={false} wrap="wrap">
          <TextInput
            label="Search clients"
            placeholder="Name, email or company"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => filter(setSearch)(event.currentTarget.value)}
            miw={220}
          />
          <Select
            label="Status"
            placeholder="All statuses"
            data={STATUS_OPTIONS}
            value={status}
            onChange={(value) => filter(setStatus)(value as Status | null)}
            clearable
            miw={160}
          />
        </Group>
        <BulkActionBar
          selectedCount={selected.size}
          actions={{ activate: 'activate', stop: 'pause', stopLabel: 'Pause', remove: 'delete' }}
          running={bulk.isPending ? (bulk.variables?.action ?? null) : null}
          onAction={(action) => void runBulk(action, [...selected])}
        />
        {clients.isPending && <PageLoader />}
        {clients.isError && (
          <LoadError title={TEST_CLIENT_MESSAGES.loadFailed} onRetry={() => clients.refetch()} />
        )}
        {clients.data && clients.data.total === 0 && (
          <EmptyState
            icon={IconUsers}
            title={filtered ? 'No test clients match your filters' : 'No test clients yet'}
            description={
              filtered
                ? 'Clear the search or the status filter to see every test client.'
                : 'Create a test client from a template, then use Generate Data to fill their books.'
            }
          />
        )}
        {clients.data && clients.data.total > 0 && (
          <>
            <TestClientsTable
              clients={rows}
              selected={selected}
              selection={selection}
              actions={actions}
              generating={generate.isPending ? (generate.variables ?? null) : null}
              compact={phone}
            />
            <TablePager page={page} pageSize={PAGE_SIZE} total={clients.data.total} onPageChange={setPage} />
          </>
        )}
      </Paper>
      <CreateTestClientModal opened={creating} onClose={() => setCreating(false)} />
      <DataTemplatesModal opened={showTemplates} onClose={() => setShowTemplates(false)} />
      <TestClientScheduleModal client={scheduling} onClose={() => setScheduling(null)} />
    </>
  )
}
