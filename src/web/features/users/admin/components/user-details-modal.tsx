import { Badge, Group, Modal, SimpleGrid, Stack, Table, Text } from '@mantine/core'
import { ROLE_COLORS, ROLE_LABELS } from '@/contracts/roles'
import { DetailField } from '@/web/components/ui/detail-field'
import { PageLoader } from '@/web/components/ui/page-loader'
import { useAdminUserDetails } from '@/web/features/users/admin/api/users-api'
import { formatDateTime } from '@/web/lib/format'
import { UserStatusBadge } from './user-status-badge'

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
            <DetailField label="Plan">{user.plan}</DetailField>
            <DetailField label="Company">{user.companyName ?? '—'}</DetailField>
            <DetailField label="Created">{formatDateTime(user.createdAt)}</DetailField>
            <DetailField label="Last login">
              {user.lastLoginAt ? formatDateTime(user.lastLoginAt) : 'Never'}
            </DetailField>
          </SimpleGrid>
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
