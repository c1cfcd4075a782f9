import { Badge, Button, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core'
import {
  IconBook,
  IconClock,
  IconDatabase,
  IconFileText,
  IconRefresh,
  IconReportAnalytics,
  IconTag,
  IconUsers,
} from '@tabler/icons-react'
import { SYSTEM_MESSAGES } from '@/contracts/system'
import { LoadError } from '@/web/components/ui/load-error'
import { StatCard } from '@/web/components/ui/stat-card'
import { TableScroll } from '@/web/components/ui/table-scroll'
import { useRetryFailedJobs, useSystemStatus } from '@/web/features/system/admin/api/system-api'
import { errorText } from '@/web/lib/api'
import { formatBytes, formatCount } from '@/web/lib/format'
import { notifyError, notifySuccess } from '@/web/lib/notify'

/** "3 d 4 h", "2 h 5 min", "45 s": how long the server has been up, to the two largest units. */
function formatUptime(seconds: number): string {
  const parts: [number, string][] = [
    [Math.floor(seconds / 86_400), 'd'],
    [Math.floor((seconds % 86_400) / 3600), 'h'],
    [Math.floor((seconds % 3600) / 60), 'min'],
    [seconds % 60, 's'],
  ]
  const first = parts.findIndex(([value]) => value > 0)
  if (first === -1) return '0 s'
  return parts
    .slice(first, first + 2)
    .filter(([value]) => value > 0)
    .map(([value, unit]) => `${value} ${unit}`)
    .join(' ')
}

/** The running server in figures, the job queues, and Retry failed jobs. */
export function SystemStatusPanel() {
  const status = useSystemStatus()
  const retry = useRetryFailedJobs()
  if (status.isError && !status.data) {
    return <LoadError title={SYSTEM_MESSAGES.loadFailed} onRetry={() => void status.refetch()} />
  }
  const data = status.data
  const failed = data?.queues.reduce((sum, queue) => sum + queue.failed, 0) ?? 0

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
        <StatCard label="Version" value={data ? data.version : null} icon={IconTag} color="blue" />
        <StatCard
          label="Database"
          value={data ? formatBytes(data.database.sizeBytes) : null}
          hint={data ? (data.database.kind === 'postgres' ? 'PostgreSQL' : 'Embedded PGlite') : undefined}
          icon={IconDatabase}
          color="indigo"
        />
        <StatCard
          label="Uptime"
          value={data ? formatUptime(data.uptimeSeconds) : null}
          icon={IconClock}
          color="teal"
        />
        <StatCard
          label="Users"
          value={data ? formatCount(data.users) : null}
          icon={IconUsers}
          color="grape"
        />
        <StatCard
          label="Ledger entries"
          value={data ? formatCount(data.ledgerEntries) : null}
          icon={IconBook}
          color="green"
        />
        <StatCard
          label="Documents"
          value={data ? formatCount(data.documents.count) : null}
          hint={data ? formatBytes(data.documents.bytes) : undefined}
          icon={IconFileText}
          color="orange"
        />
        <StatCard
          label="Report files"
          value={data ? formatCount(data.reportFiles.count) : null}
          hint={data ? formatBytes(data.reportFiles.bytes) : undefined}
          icon={IconReportAnalytics}
          color="cyan"
        />
      </SimpleGrid>

      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5">
            Background jobs
          </Title>
          <Group gap="xs">
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconRefresh size={14} />}
              loading={status.isFetching}
              onClick={() => void status.refetch()}
            >
              Refresh
            </Button>
            <Button
              size="xs"
              color={failed > 0 ? 'red' : undefined}
              variant={failed > 0 ? 'filled' : 'default'}
              loading={retry.isPending}
              onClick={() =>
                retry.mutate(undefined, {
                  onSuccess: ({ retried }) => notifySuccess(SYSTEM_MESSAGES.retried(retried)),
                  onError: (e) => notifyError(errorText(e, SYSTEM_MESSAGES.retryFailed)),
                })
              }
            >
              Retry failed jobs
            </Button>
          </Group>
        </Group>
        {data ? (
          <TableScroll label="Background jobs" minWidth={480}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Queue</Table.Th>
                  <Table.Th ta="right">Waiting</Table.Th>
                  <Table.Th ta="right">Retrying</Table.Th>
                  <Table.Th ta="right">Running</Table.Th>
                  <Table.Th ta="right">Failed</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.queues.map((queue) => (
                  <Table.Tr key={queue.name}>
                    <Table.Td>{queue.name}</Table.Td>
                    <Table.Td ta="right">{formatCount(queue.waiting)}</Table.Td>
                    <Table.Td ta="right">{formatCount(queue.retrying)}</Table.Td>
                    <Table.Td ta="right">{formatCount(queue.active)}</Table.Td>
                    <Table.Td ta="right">
                      {queue.failed > 0 ? (
                        <Badge color="red" variant="light">
                          {formatCount(queue.failed)}
                        </Badge>
                      ) : (
                        0
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        ) : (
          <Skeleton h={120} radius="md" />
        )}
        <Text size="xs" c="dimmed">
          A job that fails is tried again three times, then counted as failed. Retry failed jobs gives each
          one more try: a failed document is read again and a failed report is made again. Failed jobs are
          kept for 7 days.
        </Text>
      </Stack>
    </Stack>
  )
}
