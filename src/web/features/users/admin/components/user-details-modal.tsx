import { Badge, Group, Modal, SimpleGrid, Stack, Table, Text } from '@mantine/core'
import { ROLE_COLORS, ROLE_LABELS } from '@/contracts/roles'
import type { AdminUserBilling } from '@/contracts/users'
import { DetailField } from '@/web/components/ui/detail-field'
import { PageLoader } from '@/web/components/ui/page-loader'
import { useAdminUserDetails } from '@/web/features/users/admin/api/users-api'
import { formatDate, formatDateTime } from '@/web/lib/format'
import { UserStatusBadge } from './user-status-badge'

const STATE_LABELS: Record<AdminUserBilling['state'], string> = {
  trialing: 'Free trial',
  active: 'Paying',
  past_due: 'Past due',
  canceled: 'Canceled',
  expired: 'Trial ended, no plan',
  covered: 'Covered',
}
const STATE_COLORS: Record<AdminUserBilling['state'], string> = {
  trialing: 'blue',
  active: 'green',
  past_due: 'red',
  canceled: 'gray',
  expired: 'gray',
  covered: 'teal',
}

/** The account's billing as its subscriptions say: the plan, its status and when it renews or ends. */
function BillingFields({ billing }: { billing: AdminUserBilling }) {
  const plan = billing.plan
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" aria-label="Billing" component="section">
      <DetailField label="Plan">
        {plan ? `${plan.name} (${plan.interval === 'year' ? 'yearly' : 'monthly'})` : 'No plan'}
        {billing.addons.length > 0 && (
          <Text size="xs" c="dimmed">
            Add-ons: {billing.addons.map((a) => a.name).join(', ')}
          </Text>
        )}
      </DetailField>
      <DetailField label="Billing status">
        <Badge color={STATE_COLORS[billing.state]} variant="light">
          {STATE_LABELS[billing.state]}
        </Badge>
        {billing.state === 'covered' && billing.coveredBy && (
          <Text size="xs" c="dimmed">
            Paid by {billing.coveredBy}
          </Text>
        )}
      </DetailField>
      <DetailField label={plan?.cancelAtPeriodEnd ? 'Ends' : plan ? 'Renews' : 'Trial ends'}>
        {plan
          ? plan.renewsAt
            ? formatDate(plan.renewsAt)
            : '—'
          : billing.state === 'trialing'
            ? formatDate(billing.trialEndsAt)
            : '—'}
      </DetailField>
    </SimpleGrid>
  )
}

export function UserDetailsModal({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  const details = useAdminUserDetails(userId)
  const user = details.data
  return (
    <Modal
      opened={userId !== null}
      onClose={onClose}
      title="User Details"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {details.isPending && <PageLoader />}
      {details.isError && <Text c="red">Failed to load the user</Text>}
      {user && (
        <Stack gap="md">
          <Group gap="xs">
            <Text fw={600}>{user.fullName}</Text>
            <Badge color={ROLE_COLORS[user.role]} variant="light">
              {ROLE_LABELS[user.role]}
            </Badge>
            <UserStatusBadge status={user.status} />
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <DetailField label="Email">{user.email}</DetailField>
            <DetailField label="Company">{user.companyName ?? '—'}</DetailField>
            <DetailField label="Created">{formatDateTime(user.createdAt)}</DetailField>
            <DetailField label="Last login">
              {user.lastLoginAt ? formatDateTime(user.lastLoginAt) : 'Never'}
            </DetailField>
          </SimpleGrid>
          <BillingFields billing={user.billing} />
          <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm">
            <DetailField label="Documents">{String(user.counts.documents)}</DetailField>
            <DetailField label="Settlements">{String(user.counts.settlements)}</DetailField>
            <DetailField label="Ledger entries">{String(user.counts.ledgerEntries)}</DetailField>
            <DetailField label="Mileage entries">{String(user.counts.mileageEntries)}</DetailField>
          </SimpleGrid>
          <div>
            <Text fw={600} size="sm" mb={4}>
              Recent admin activity
            </Text>
            {user.recentActivity.length === 0 ? (
              <Text size="sm" c="dimmed">
                Nothing recorded yet.
              </Text>
            ) : (
              <Table aria-label="Recent admin activity">
                <Table.Tbody>
                  {user.recentActivity.map((a) => (
                    <Table.Tr key={`${a.at}-${a.action}`}>
                      <Table.Td>{formatDateTime(a.at)}</Table.Td>
                      <Table.Td>{a.action}</Table.Td>
                      <Table.Td>
                        {a.actorEmail}
                        {a.viaAdmin ? ' (as the client)' : ''}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </div>
        </Stack>
      )}
    </Modal>
  )
}
