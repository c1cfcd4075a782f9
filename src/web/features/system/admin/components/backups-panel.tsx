import { Alert, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core'
import { IconAlertTriangle, IconArchive, IconDatabaseExport, IconDeviceFloppy } from '@tabler/icons-react'
import type { Backup } from '@/contracts/admin'
import { EmptyState } from '@/web/components/ui/empty-state'
import { LoadError } from '@/web/components/ui/load-error'
import { StatCard } from '@/web/components/ui/stat-card'
import { useBackups, useStartBackup } from '@/web/features/system/admin/api/system-api'
import { errorText } from '@/web/lib/api'
import { formatBytes, formatDateTime } from '@/web/lib/format'
import { notifyError } from '@/web/lib/notify'

/** A ready backup older than this is flagged (the schedule makes one a day). */
const STALE_MS = 2 * 24 * 60 * 60 * 1000

const STATUS_COLOR: Record<Backup['status'], string> = { running: 'blue', ready: 'green', failed: 'red' }
const STATUS_LABEL: Record<Backup['status'], string> = {
  running: 'Running',
  ready: 'Ready',
  failed: 'Failed',
}

/** The last backup, the free disk where backups go, a warning when none is recent, and Back up now. */
export function BackupsPanel() {
  const backups = useBackups()
  const start = useStartBackup()
  if (backups.isError && !backups.data)
    return <LoadError title="The backups could not be loaded." onRetry={() => void backups.refetch()} />
  const data = backups.data
  const last = data?.items[0]
  const lastReady = data?.items.find((b) => b.status === 'ready')
  const running = data?.items.some((b) => b.status === 'running') ?? false
  const stale = data !== undefined && (!lastReady || Date.now() - Date.parse(lastReady.startedAt) > STALE_MS)

  return (
    <Stack gap="xs" component="section" aria-labelledby="backups-title">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={3} size="h5" id="backups-title">
          Backups
        </Title>
        <Button
          size="xs"
          leftSection={<IconDeviceFloppy size={14} />}
          loading={start.isPending || running}
          disabled={!data}
          onClick={() =>
            start.mutate(undefined, {
              onError: (e) => notifyError(errorText(e, 'The backup could not be started.')),
            })
          }
        >
          Back up now
        </Button>
      </Group>
      {data && stale && (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />} title="No recent backup">
          {lastReady
            ? `The last good backup was made ${formatDateTime(lastReady.startedAt)}, more than two days ago.`
            : 'No backup has been made yet.'}{' '}
          Back up now, and check the server's log for why the daily backup did not run.
        </Alert>
      )}
      {!data ? (
        <Skeleton h={96} radius="md" />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing={{ base: 'xs', sm: 'md' }}>
          <StatCard
            label="Last backup"
            value={last ? formatDateTime(last.startedAt) : 'None yet'}
            hint={last ? STATUS_LABEL[last.status] : undefined}
            icon={IconArchive}
            color="blue"
          />
          <StatCard
            label="Its size"
            value={lastReady?.sizeBytes != null ? formatBytes(lastReady.sizeBytes) : '—'}
            icon={IconDatabaseExport}
            color="indigo"
          />
          <StatCard
            label="Free disk"
            value={data.freeDiskBytes != null ? formatBytes(data.freeDiskBytes) : 'Unknown'}
            hint={data.backupDir}
            icon={IconDeviceFloppy}
            color="teal"
          />
        </SimpleGrid>
      )}
      {data && data.items.length === 0 && (
        <EmptyState
          icon={IconArchive}
          title="No backups yet"
          description="A backup holds the database and every stored file. The server makes one a day; Back up now makes one at once."
        />
      )}
      {data && data.items.length > 0 && (
        <Stack gap={6}>
          {data.items.slice(0, 5).map((b) => (
            <Paper key={b.id} withBorder p="xs" radius="md">
              <Group justify="space-between" wrap="wrap" gap={6}>
                <Text size="sm" fw={500}>
                  {formatDateTime(b.startedAt)}
                </Text>
                <Group gap={6}>
                  {b.sizeBytes != null && (
                    <Text size="sm" c="dimmed">
                      {formatBytes(b.sizeBytes)}
                    </Text>
                  )}
                  <Badge color={STATUS_COLOR[b.status]} variant="light">
                    {STATUS_LABEL[b.status]}
                  </Badge>
                </Group>
              </Group>
              {(b.location || b.error) && (
                <Text size="xs" c={b.error ? 'red.8' : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
                  {b.error ?? b.location}
                </Text>
              )}
            </Paper>
          ))}
        </Stack>
      )}
      <Text size="xs" c="dimmed">
        The server backs up the database and stored files once a day and keeps them for the days set by
        BACKUP_KEEP_DAYS (14 unless set). Restore one with npm run restore -- &lt;folder&gt; into an empty
        data folder or database.
      </Text>
    </Stack>
  )
}
